import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { debounce } from 'patronum';
import { $emailToDelete, $isConnected, $storedEmail, emailStored } from '@/entities/session/model';
import {
  INVALID_EMAIL_PASSWORD_KEY,
  type LoginModal,
  loginFailureView,
} from '@/features/connect/login-errors';
import { $connecting, connectFailed, connectReset, connectSubmitted } from '@/features/connect/model';
import { $currentRoute } from '@/features/navigation/model';
import { api } from '@/shared/api/client';
import type { Provider } from '@/shared/config/constants';
import { navigateFx } from '@/shared/lib/router/model';
import { isProvider, providerLoginPath, ROUTES } from '@/shared/lib/router/routes';
import { isValidEmail, passwordError, requiredPasswordLength } from '@/shared/lib/validation/rules';

/**
 * The shared provider login (onboarding §2 "Provider login page"): yahoo, aol, gmx, icloud and web.
 * Step 1 is the web tutorial (advice steps), step 2 the e-mail + password form. The password rules of
 * §5, the connect flow of §4 and the login errors of §8.
 */
export type LoginPhase = 'tutorial' | 'login';
/** Tutorial kind: providers that need an application password, or IMAP access turned on. */
export type TutorialKind = 'app' | 'imap';

export function tutorialKind(provider: Provider): TutorialKind {
  return requiredPasswordLength(provider) === null ? 'imap' : 'app';
}

/**
 * The number of advice steps: consecutive translation entries `login:tutorial_<kind>_step_<n>` from 1
 * (onboarding §2: found by probing). `exists` is i18next's `exists`.
 */
export function countTutorialSteps(kind: TutorialKind, exists: (key: string) => boolean): number {
  let count = 0;
  while (exists(`login:tutorial_${kind}_step_${count + 1}`)) count += 1;
  return count;
}

/** The provider pages each advice step links to (step number → URL), opened in a new tab. */
export const TUTORIAL_LINKS: Readonly<Partial<Record<Provider, Readonly<Record<number, string>>>>> = {
  yahoo: { 1: 'https://login.yahoo.com/myaccount/security/' },
  aol: { 1: 'https://login.aol.com/myaccount/security/' },
  icloud: { 1: 'https://account.apple.com/account/manage' },
  gmx: { 1: 'https://www.gmx.net/mail/imap/' },
};

export const loginPageOpened = createEvent();
/** The page left the screen: the next opening starts afresh. */
export const loginPageClosed = createEvent();
export const tutorialAdvanced = createEvent<{ stepCount: number }>();
export const tutorialSkipped = createEvent();
export const loginEmailEdited = createEvent<string>();
export const loginPasswordEdited = createEvent<string>();
export const loginFormSubmitted = createEvent();
export const loginModalClosed = createEvent();
export const longFailureRetried = createEvent();
export const loginBackPressed = createEvent();

export const $loginProvider = $currentRoute.map((route): Provider => {
  const provider = route?.params.provider;
  return route?.name === 'loginProvider' && isProvider(provider) ? provider : 'web';
});
export const $phase = createStore<LoginPhase>('tutorial');
export const $tutorialStep = createStore(0);
export const $email = createStore('');
export const $password = createStore('');
/** The message under the form (i18n keys, first existing wins). */
export const $formError = createStore<string[] | null>(null);
/** The password field is flagged (empty, or not an application password of the right length). */
export const $passwordFlagged = createStore(false);
export const $loginModal = createStore<LoginModal | null>(null);
export const $submitting = $connecting;

/** The path the page was opened for: re-rendering the same path keeps the form as it is. */
export const $openedPath = createStore<string | null>(null);
const opened = sample({
  clock: loginPageOpened,
  source: { route: $currentRoute, stored: $storedEmail, openedPath: $openedPath },
  filter: ({ route, openedPath }) => route?.name === 'loginProvider' && route.pathname !== openedPath,
  fn: ({ stored }) => stored ?? '',
});
sample({ clock: opened, source: $currentRoute, fn: (route) => route?.pathname ?? null, target: $openedPath });
$openedPath.reset(loginPageClosed);
$email.on(opened, (_, stored) => stored).on(loginEmailEdited, (_, value) => value);
$password.reset(opened).on(loginPasswordEdited, (_, value) => value);
$phase.reset(opened);
$tutorialStep.reset(opened);
$formError.reset(opened, loginEmailEdited, loginPasswordEdited, loginFormSubmitted);
$passwordFlagged.reset(opened).on(loginPasswordEdited, () => false);
sample({ clock: opened, target: connectReset });

// Tutorial: each press advances; the last one finishes and shows the form (the step is read once).
const advanced = sample({
  clock: tutorialAdvanced,
  source: $tutorialStep,
  fn: (step, { stepCount }) => ({ step, last: step >= stepCount - 1 }),
});
sample({ clock: advanced, filter: ({ last }) => !last, fn: ({ step }) => step + 1, target: $tutorialStep });
sample({
  clock: [advanced.filter({ fn: ({ last }) => last }), tutorialSkipped],
  fn: (): LoginPhase => 'login',
  target: $phase,
});

// Submit: §5 rules first, then the connect flow.
const attempt = sample({
  clock: loginFormSubmitted,
  source: { email: $email, password: $password, provider: $loginProvider, connecting: $connecting },
  filter: ({ connecting }) => !connecting,
});
sample({
  clock: attempt,
  filter: ({ email }) => !isValidEmail(email),
  fn: () => [INVALID_EMAIL_PASSWORD_KEY],
  target: $formError,
});
const checkedPassword = sample({
  clock: attempt,
  filter: ({ email }) => isValidEmail(email),
  fn: (form) => ({ ...form, error: passwordError(form.password, form.provider) }),
});
sample({
  clock: checkedPassword,
  filter: ({ error }) => error !== null,
  fn: () => true,
  target: $passwordFlagged,
});
sample({
  clock: checkedPassword,
  filter: ({ error }) => error === 'app_password',
  fn: (): LoginModal => 'applicationPassword',
  target: $loginModal,
});
const valid = sample({ clock: checkedPassword, filter: ({ error }) => error === null });
sample({ clock: valid, fn: ({ email }) => email.trim(), target: emailStored });
sample({
  clock: valid,
  fn: ({ email, password, provider }) => ({ email: email.trim(), password, provider }),
  target: connectSubmitted,
});
sample({
  clock: longFailureRetried,
  source: { email: $email, password: $password, provider: $loginProvider },
  fn: ({ email, password, provider }) => ({ email: email.trim(), password, provider }),
  target: connectSubmitted,
});
sample({ clock: longFailureRetried, target: loginModalClosed });

// Failures (§8), only while this page is shown.
const failure = sample({
  clock: connectFailed,
  source: { route: $currentRoute, provider: $loginProvider },
  filter: ({ route }) => route?.name === 'loginProvider',
  fn: ({ provider }, error) => loginFailureView(error.message, provider, 'form'),
});
sample({ clock: failure, fn: (view) => view.message, target: $formError });
sample({
  clock: failure,
  filter: (view) => view.modal !== null,
  fn: (view) => view.modal,
  target: $loginModal,
});

// Closing the IMAP modal shows the IMAP step (the tutorial from its first advice).
const modalClosed = sample({ clock: loginModalClosed, source: $loginModal, fn: (modal) => modal });
$loginModal.reset(opened, modalClosed);
const imapClosed = sample({ clock: modalClosed, filter: (modal) => modal === 'imapDisabled' });
sample({ clock: imapClosed, fn: (): LoginPhase => 'tutorial', target: $phase });
sample({ clock: imapClosed, fn: () => 0, target: $tutorialStep });

// Typing an address of another provider redirects to that provider's login path.
export const emailProviderFx = createEffect((email: string) => api.authMx({ params: { email } }));
const settled = debounce({ source: loginEmailEdited, timeout: 800 });
sample({
  clock: settled,
  source: $storedEmail,
  filter: (stored, email) =>
    isValidEmail(email) && email.trim().toLowerCase() !== (stored ?? '').toLowerCase(),
  fn: (_, email) => email.trim(),
  target: emailProviderFx,
});
const otherProvider = sample({
  clock: emailProviderFx.done,
  source: { provider: $loginProvider, email: $email },
  filter: ({ provider, email }, { params, result }) =>
    email.trim() === params && providerLoginPath(result.provider) !== providerLoginPath(provider),
  fn: (_, { params, result }) => ({ email: params, to: providerLoginPath(result.provider) }),
});
sample({ clock: otherProvider, fn: ({ email }) => email, target: emailStored });
sample({ clock: otherProvider, fn: ({ to }) => ({ to, replace: true }), target: navigateFx });

// Back: /add-inbox when signed in, else /.
sample({
  clock: loginBackPressed,
  source: $isConnected,
  fn: (connected) => ({ to: connected ? '/add-inbox' : ROUTES.landing, replace: false }),
  target: navigateFx,
});

export const $loginFormView = combine({
  phase: $phase,
  step: $tutorialStep,
  email: $email,
  password: $password,
  error: $formError,
  flagged: $passwordFlagged,
  modal: $loginModal,
  submitting: $submitting,
  provider: $loginProvider,
  /** The delete-account login variant (onboarding §4): the address whose account is to be deleted. */
  deleteEmail: $emailToDelete,
});
