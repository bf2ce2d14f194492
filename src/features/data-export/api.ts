import { createEffect } from 'effector';
import { api } from '@/shared/api/client';
import { GDPR_POLL_DEFAULT_WAIT_MS } from '@/shared/config/constants';
import { createPolling } from '@/shared/lib/polling/create-polling';

/** PUT /users/gdpr: answers the request id. */
export const requestExportFx = createEffect(() => api.gdprRequest());
/** GET /users/gdpr/{requestId}: { done, url, retry }. */
export const checkExportFx = createEffect((requestId: string) => api.gdprStatus({ params: { requestId } }));

/** Spec §4: the GDPR export needs a non-empty link, otherwise it fails. */
export const EMPTY_EXPORT_LINK_ERROR = 'empty_export_link';

const exportPolling = createPolling({
  requestFx: checkExportFx,
  resultOf: (answer) => (answer.done ? answer.url : undefined),
  retryOf: (answer) => answer.retry ?? undefined,
  defaultWaitMs: GDPR_POLL_DEFAULT_WAIT_MS,
});

/** Requests the export and polls until done (wait follows retry, default 500 ms); answers the link. */
export const exportDataFx = createEffect<void, string>(async () => {
  const { requestId } = await requestExportFx();
  const url = await exportPolling.pollFx(requestId);
  if (!url) throw new Error(EMPTY_EXPORT_LINK_ERROR);
  return url;
});
