import { createEffect, createEvent, createStore, sample } from 'effector';
import { $emailToDelete, signedIn } from '@/entities/session/model';
import { accessToken } from '@/shared/api/access-token';
import { type ApiFailure, api } from '@/shared/api/client';
import { eventTracked } from '@/shared/lib/analytics/model';
import { navigateFx } from '@/shared/lib/router/model';
import { ROUTES, withQuery } from '@/shared/lib/router/routes';
import { isMagicLinkSuccess } from '@/shared/lib/validation/rules';

/**
 * Magic-link post screen (/magic-link and /auth-link, onboarding §4 and §8): opening it removes the
 * stored token, then checks the link's code: loading → success (token saved, user stored), error or
 * timeOut (the link expired).
 */
export type MagicLinkState = 'loading' | 'success' | 'error' | 'timeOut';

export const $magicLinkState = createStore<MagicLinkState>('loading');
/** The page opened with its query. */
export const magicLinkOpened = createEvent<{ code?: string; error?: string }>();
/** The call to action of the current state. */
export const magicLinkCtaPressed = createEvent();

/** GET /auth/magic/check with x-magic-token = the link's code. */
export const checkMagicLinkFx = createEffect<
  string,
  Awaited<ReturnType<typeof api.authMagicCheck>>,
  ApiFailure
>((code) => api.authMagicCheck({ headers: { 'x-magic-token': code } }));

// Opening it removes the stored token first.
sample({ clock: magicLinkOpened, target: accessToken.removed });
sample({
  clock: magicLinkOpened,
  filter: ({ code }) => !code,
  fn: () => ({ to: ROUTES.landing, replace: true }),
  target: navigateFx,
});
$magicLinkState.on(magicLinkOpened, (_, { code, error }) => (code && error ? 'error' : 'loading'));
sample({
  clock: magicLinkOpened,
  source: checkMagicLinkFx.pending,
  filter: (checking, { code, error }) => Boolean(code) && !error && !checking,
  fn: (_, { code }) => code as string,
  target: checkMagicLinkFx,
});

const checked = sample({ clock: checkMagicLinkFx.doneData, filter: isMagicLinkSuccess });
sample({
  clock: checked,
  fn: ({ result }) => ({ token: result.token, user: result.user }),
  target: signedIn,
});
sample({ clock: checked, fn: () => ({ name: 'magic_link_signed_in' as const }), target: eventTracked });
$magicLinkState
  .on(checked, () => 'success')
  .on(checkMagicLinkFx.doneData, (state, answer) => (isMagicLinkSuccess(answer) ? state : 'error'))
  .on(checkMagicLinkFx.failData, (_, error) => (error.message === 'timeout' ? 'timeOut' : 'error'));

/**
 * success → /settings with a pending e-mail-to-delete redirect, else /fetch; timeOut →
 * /magic-request-email (which then says the link expired); error → /login/email.
 */
export function magicLinkCtaPath(state: MagicLinkState, emailToDelete: string | null): string | null {
  switch (state) {
    case 'success':
      return emailToDelete ? ROUTES.settings : ROUTES.fetch;
    case 'timeOut':
      return withQuery(ROUTES.magicRequestEmail, { expired: 'true' });
    case 'error':
      return ROUTES.loginEmail;
    default:
      return null;
  }
}
sample({
  clock: magicLinkCtaPressed,
  source: { state: $magicLinkState, emailToDelete: $emailToDelete },
  filter: ({ state, emailToDelete }) => magicLinkCtaPath(state, emailToDelete) !== null,
  fn: ({ state, emailToDelete }) => ({
    to: magicLinkCtaPath(state, emailToDelete) as string,
    replace: false,
  }),
  target: navigateFx,
});
