import { createEffect } from 'effector';
import { api } from '@/shared/api/client';
import type { User } from '@/shared/api/contract';
import { GDPR_POLL_DEFAULT_WAIT_MS } from '@/shared/config/constants';
import { createPolling } from '@/shared/lib/polling/create-polling';

/**
 * This slice's calls, bound to the platform client. Plain effects (not `attach`) so a test's
 * replacement handler receives exactly these params.
 */

export interface AccountSettingParams {
  email: string;
  name: 'isActive' | 'inFoxPanel';
  value: boolean;
}

/** PUT /v3/accounts/{email}/settings with name isActive or inFoxPanel (spec §7): answers the user. */
export const updateAccountSettingFx = createEffect(({ email, name, value }: AccountSettingParams) =>
  api.accountSettings({ params: { email }, body: { name, value } }),
);

/** DELETE /v3/accounts/{email}: answers the async token to poll with. */
export const startMailboxDeleteFx = createEffect((email: string) => api.accountDelete({ params: { email } }));

/** GET /v3/accounts/{email}/check with x-async-token, polled (spec §7). */
export const checkMailboxDeleteFx = createEffect(({ email, token }: { email: string; token: string }) =>
  api.accountDeleteCheck({ params: { email }, headers: { 'x-async-token': token } }),
);

const deletePolling = createPolling({
  requestFx: checkMailboxDeleteFx,
  resultOf: (answer) => ('result' in answer ? answer.result : undefined),
  retryOf: (answer) => ('retry' in answer ? answer.retry : undefined),
  defaultWaitMs: GDPR_POLL_DEFAULT_WAIT_MS,
});

/** Deletes a mailbox and waits for the job: the answer holds result.user (null: the user is gone). */
export const deleteMailboxFx = createEffect<string, { user: User | null }>(async (email) => {
  const { token } = await startMailboxDeleteFx(email);
  return deletePolling.pollFx({ email, token });
});
