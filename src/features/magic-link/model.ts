import { createEffect, createEvent, createStore, sample } from 'effector';
import { delay, interval } from 'patronum';
import { $emailToDelete, $storedEmail, signedIn } from '@/entities/session/model';
import { routeAllowed } from '@/features/navigation/model';
import { accessToken } from '@/shared/api/access-token';
import { type ApiFailure, api } from '@/shared/api/client';
import { MAGIC_LINK_COUNTDOWN_DELAY_MS, MAGIC_LINK_RESEND_WAIT_SECONDS } from '@/shared/config/constants';
import { languageOf } from '@/shared/i18n/locale';
import { $locale } from '@/shared/i18n/model';
import { eventTracked } from '@/shared/lib/analytics/model';
import { navigateFx } from '@/shared/lib/router/model';
import { ROUTES } from '@/shared/lib/router/routes';
import { isMagicLinkSuccess } from '@/shared/lib/validation/rules';

// ---- Magic-link request screen (onboarding §4) -------------------------------------------------------

export type MagicRequestStep = 'default' | 'sent' | 'wait' | 'success' | 'error' | 'expired';

export const $magicRequestStep = createStore<MagicRequestStep>('default');
/** Seconds left before sending again is possible (30 → 0 during `wait`). */
export const $magicCountdown = createStore(MAGIC_LINK_RESEND_WAIT_SECONDS);
/** The screen opened: without a stored e-mail it goes to /login. */
export const magicRequestOpened = createEvent();
export const sendAgainPressed = createEvent();

/** PUT /auth/magic with the stored e-mail. */
export const sendMagicLinkFx = createEffect((body: { email: string; language: string }) =>
  api.authMagic({ body }),
);

const toLogin = () => ({ to: ROUTES.login, replace: true });

sample({
  clock: magicRequestOpened,
  filter: $storedEmail.map((email) => !email),
  fn: toLogin,
  target: navigateFx,
});
$magicRequestStep.on(magicRequestOpened, () => 'default');

sample({
  clock: sendAgainPressed,
  source: $storedEmail,
  filter: (email) => !email,
  fn: toLogin,
  target: navigateFx,
});
sample({
  clock: sendAgainPressed,
  source: { email: $storedEmail, step: $magicRequestStep, sending: sendMagicLinkFx.pending, locale: $locale },
  filter: ({ email, step, sending }) => Boolean(email) && step === 'default' && !sending,
  fn: ({ email, locale }) => ({ email: email as string, language: languageOf(locale) }),
  target: sendMagicLinkFx,
});
sample({ clock: sendMagicLinkFx.fail, fn: toLogin, target: navigateFx });
sample({
  clock: sendMagicLinkFx.done,
  fn: () => ({ name: 'magic_link_requested' as const }),
  target: eventTracked,
});

$magicRequestStep.on(sendMagicLinkFx.done, () => 'sent');
const waitStarted = delay({
  source: sendMagicLinkFx.done.map(() => undefined),
  timeout: MAGIC_LINK_COUNTDOWN_DELAY_MS,
});
const countdownFinished = createEvent();
const { tick } = interval({ timeout: 1000, start: waitStarted, stop: countdownFinished });

$magicRequestStep.on(waitStarted, () => 'wait').on(countdownFinished, () => 'default');
$magicCountdown
  .on(waitStarted, () => MAGIC_LINK_RESEND_WAIT_SECONDS)
  .on(tick, (seconds) => Math.max(0, seconds - 1));
sample({
  clock: tick,
  source: $magicCountdown,
  filter: (seconds) => seconds === 0,
  fn: () => undefined,
  target: countdownFinished,
});

// ---- Magic-link post screen (onboarding §4) ------------------------------------------------------------

export type MagicLinkState = 'loading' | 'success' | 'error' | 'timeOut';

export const $magicLinkState = createStore<MagicLinkState>('loading');
/** The /magic-link page opened with its query. */
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
  filter: ({ code, error }) => Boolean(code) && !error,
  fn: ({ code }) => code as string,
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

/** success → /settings with a pending e-mail-to-delete redirect, else /fetch; timeOut → /magic-request-email; error → /login/email. */
export function magicLinkCtaPath(state: MagicLinkState, emailToDelete: string | null): string | null {
  switch (state) {
    case 'success':
      return emailToDelete ? ROUTES.settings : ROUTES.fetch;
    case 'timeOut':
      return ROUTES.magicRequestEmail;
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

// ---- Opened by the router: a page needs no glue ------------------------------------------------------
sample({
  clock: routeAllowed,
  filter: (route) => route.name === 'magicRequestEmail',
  fn: () => undefined,
  target: magicRequestOpened,
});
sample({
  clock: routeAllowed,
  source: checkMagicLinkFx.pending,
  filter: (checking, route) => route.name === 'magicLink' && !checking,
  fn: (_, route) => ({ code: route.query.code, error: route.query.error }),
  target: magicLinkOpened,
});
