import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { delay, interval } from 'patronum';
import { $shutdownEmail, $storedEmail } from '@/entities/session/model';
import { type ApiFailure, api } from '@/shared/api/client';
import { MAGIC_LINK_COUNTDOWN_DELAY_MS, MAGIC_LINK_RESEND_WAIT_SECONDS } from '@/shared/config/constants';
import { languageOf } from '@/shared/i18n/locale';
import { $locale } from '@/shared/i18n/model';
import { eventTracked } from '@/shared/lib/analytics/model';
import { navigateFx } from '@/shared/lib/router/model';
import { ROUTES } from '@/shared/lib/router/routes';

/**
 * Magic-link request screen (/magic-request-email, onboarding §2 and §4): default → sent → (3 s) wait
 * with a 30-to-0 countdown → default. `expired` when the post screen sent the user back because the
 * link had expired; `error` when the server refuses to mail more links for now (rate_limited); any
 * other send failure goes to /login, as does a screen without a stored e-mail.
 */
export type MagicRequestStep = 'default' | 'sent' | 'wait' | 'error' | 'expired';

export const $magicRequestStep = createStore<MagicRequestStep>('default');
/** Seconds left before sending again is possible (30 → 0 during `wait`). */
export const $magicCountdown = createStore(MAGIC_LINK_RESEND_WAIT_SECONDS);
/** The screen opened; `expired` when the post screen's timeOut sent the user here. */
export const magicRequestOpened = createEvent<{ expired: boolean }>();
export const sendAgainPressed = createEvent();

/** PUT /auth/magic with the stored e-mail. */
export const sendMagicLinkFx = createEffect<
  { email: string; language: string },
  Awaited<ReturnType<typeof api.authMagic>>,
  ApiFailure
>((body) => api.authMagic({ body }));

export const $magicRequestEmail = $storedEmail;
/**
 * The reconnect link shows when the stored e-mail differs from the address whose provider was shut
 * down (the user typed another address than the one the shutdown concerned).
 */
export const $reconnectLinkVisible = combine($storedEmail, $shutdownEmail, (email, shutdown) =>
  Boolean(email && shutdown && email.trim().toLowerCase() !== shutdown.trim().toLowerCase()),
);
export const $sendingMagicLink = sendMagicLinkFx.pending;

const toLogin = () => ({ to: ROUTES.login, replace: true });

sample({
  clock: magicRequestOpened,
  filter: $storedEmail.map((email) => !email),
  fn: toLogin,
  target: navigateFx,
});
$magicRequestStep.on(magicRequestOpened, (_, { expired }) => (expired ? 'expired' : 'default'));

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
  filter: ({ email, step, sending }) =>
    Boolean(email) && (step === 'default' || step === 'expired' || step === 'error') && !sending,
  fn: ({ email, locale }) => ({ email: email as string, language: languageOf(locale) }),
  target: sendMagicLinkFx,
});
sample({
  clock: sendMagicLinkFx.failData,
  filter: (error) => error.message !== 'rate_limited',
  fn: toLogin,
  target: navigateFx,
});
$magicRequestStep.on(sendMagicLinkFx.failData, (step, error) =>
  error.message === 'rate_limited' ? 'error' : step,
);
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
