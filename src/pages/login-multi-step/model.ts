import { combine, createEvent, createStore, sample } from 'effector';
import { $storedEmail } from '@/entities/session/model';
import { type LoginModal, loginFailureView } from '@/features/connect/login-errors';
import { $connecting, connectFailed, connectReset, connectSubmitted } from '@/features/connect/model';
import { $currentRoute } from '@/features/navigation/model';
import { navigateFx, openExternalFx } from '@/shared/lib/router/model';
import { providerOfRoute, ROUTES } from '@/shared/lib/router/routes';
import { appPasswordLength, isValidAppPassword, unmaskAppPassword } from '@/shared/lib/validation/rules';
import { FLOW_STEPS, initialStepIndex, isMultiStepProvider, type MultiStepProvider } from './flow-steps';

/**
 * The multi-step login of google, kakao and naver (onboarding §2, §5): Next advances, Previous goes
 * back (from the first step to /), tabs only go backwards, a link opened marks its step done, naver's
 * app-password step needs its link opened before Next; the last step submits the application password
 * (16 characters, 12 for naver) through the connect flow.
 */
export const multiStepOpened = createEvent();
/** The page left the screen: the next opening starts afresh. */
export const multiStepClosed = createEvent();
export const nextPressed = createEvent();
export const previousPressed = createEvent();
export const tabSelected = createEvent<number>();
export const stepLinkOpened = createEvent();
export const appPasswordEdited = createEvent<string>();
export const multiStepModalClosed = createEvent();
export const multiStepRetried = createEvent();
/** Naver on mobile: the download-the-app popup's Back leaves the flow. */
export const naverPopupLeft = createEvent();

export const $flowProvider = $currentRoute.map((route): MultiStepProvider => {
  const provider = route ? providerOfRoute(route) : null;
  return isMultiStepProvider(provider) ? provider : 'google';
});
export const $steps = $flowProvider.map((provider) => FLOW_STEPS[provider]);
export const $stepIndex = createStore(0);
/** Steps whose external link was opened. */
export const $openedLinks = createStore<readonly number[]>([]);
export const $appPassword = createStore('');
export const $flowError = createStore<string[] | null>(null);
export const $flowErrorCount = $flowProvider.map(appPasswordLength);
export const $flowModal = createStore<LoginModal | null>(null);

export const $currentStep = combine($steps, $stepIndex, (steps, index) => steps[index] ?? steps[0]);
/** Next is disabled on a step that needs its link opened first (naver step 3), and on naver's login step until 12 characters. */
export const $nextDisabled = combine(
  {
    step: $currentStep,
    index: $stepIndex,
    opened: $openedLinks,
    password: $appPassword,
    provider: $flowProvider,
  },
  ({ step, index, opened, password, provider }) => {
    if (!step) return true;
    if (step.needLinkRedirection && !opened.includes(index)) return true;
    if (step.isLogin && provider === 'naver') return !isValidAppPassword(password, provider);
    return false;
  },
);

/** The path the flow was opened for: re-rendering the same path keeps the step. */
export const $openedPath = createStore<string | null>(null);
const opened = sample({
  clock: multiStepOpened,
  source: { route: $currentRoute, provider: $flowProvider, openedPath: $openedPath },
  filter: ({ route, openedPath }) =>
    isMultiStepProvider(route ? providerOfRoute(route) : null) && route?.pathname !== openedPath,
  fn: ({ route, provider }) => initialStepIndex(provider, route?.query.step),
});
sample({ clock: opened, source: $currentRoute, fn: (route) => route?.pathname ?? null, target: $openedPath });
$openedPath.reset(multiStepClosed);
$stepIndex.on(opened, (_, index) => index);
$openedLinks.reset(opened);
$appPassword.reset(opened).on(appPasswordEdited, (_, value) => value);
$flowError.reset(opened, appPasswordEdited, previousPressed, tabSelected);

sample({ clock: opened, target: connectReset });

// Next: advance, or submit on the login step.
const next = sample({
  clock: nextPressed,
  source: { step: $currentStep, index: $stepIndex, disabled: $nextDisabled, steps: $steps },
  filter: ({ disabled }) => !disabled,
});
sample({
  clock: next,
  filter: ({ step }) => !step?.isLogin,
  fn: ({ index, steps }) => Math.min(index + 1, steps.length - 1),
  target: $stepIndex,
});
const submitted = sample({
  clock: next,
  source: { password: $appPassword, provider: $flowProvider, email: $storedEmail, connecting: $connecting },
  filter: ({ connecting }, { step }) => Boolean(step?.isLogin) && !connecting,
  fn: (form) => form,
});
sample({
  clock: submitted,
  filter: ({ password, provider }) => !isValidAppPassword(password, provider),
  fn: () => ['login:google_flow_error'],
  target: $flowError,
});
const connect = sample({
  clock: [
    submitted,
    sample({
      clock: multiStepRetried,
      source: { password: $appPassword, provider: $flowProvider, email: $storedEmail },
    }),
  ],
  filter: ({ password, provider, email }) => isValidAppPassword(password, provider) && Boolean(email),
  fn: ({ password, provider, email }) => ({
    email: email ?? '',
    password: unmaskAppPassword(password),
    provider,
  }),
});
sample({ clock: connect, target: connectSubmitted });
sample({ clock: multiStepRetried, target: multiStepModalClosed });

// Previous: one step back; from the first step to / (the index is read once, before it changes).
const back = sample({ clock: previousPressed, source: $stepIndex, fn: (index) => index });
sample({ clock: back, filter: (index) => index > 0, fn: (index) => index - 1, target: $stepIndex });
sample({
  clock: back,
  filter: (index) => index === 0,
  fn: () => ({ to: ROUTES.landing, replace: false }),
  target: navigateFx,
});
sample({ clock: naverPopupLeft, fn: () => ({ to: ROUTES.landing, replace: false }), target: navigateFx });
// Tabs only go backwards.
sample({
  clock: tabSelected,
  source: $stepIndex,
  filter: (index, target) => target >= 0 && target < index,
  fn: (_, target) => target,
  target: $stepIndex,
});

// Opening the step's link (new tab) marks the step done.
const linkOpened = sample({
  clock: stepLinkOpened,
  source: { step: $currentStep, index: $stepIndex },
  filter: ({ step }) => Boolean(step?.linkTo),
});
sample({ clock: linkOpened, fn: ({ step }) => step?.linkTo ?? '', target: openExternalFx });
sample({
  clock: linkOpened,
  source: $openedLinks,
  fn: (opened, { index }) => (opened.includes(index) ? opened : [...opened, index]),
  target: $openedLinks,
});

// Failures (§8) while this page is shown.
const failure = sample({
  clock: connectFailed,
  source: { route: $currentRoute, provider: $flowProvider },
  filter: ({ route }) => isMultiStepProvider(route ? providerOfRoute(route) : null),
  fn: ({ provider }, error) => loginFailureView(error.message, provider, 'multiStep'),
});
sample({ clock: failure, fn: (view) => view.message, target: $flowError });
sample({
  clock: failure,
  filter: (view) => view.modal !== null,
  fn: (view) => view.modal,
  target: $flowModal,
});
// Closing the IMAP modal shows the first step (naver: enable IMAP). The modal is read before it closes.
const modalClosed = sample({ clock: multiStepModalClosed, source: $flowModal, fn: (modal) => modal });
$flowModal.reset(opened, modalClosed);
sample({ clock: modalClosed, filter: (modal) => modal === 'imapDisabled', fn: () => 0, target: $stepIndex });
