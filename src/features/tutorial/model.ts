import { combine, createEvent, createStore, sample } from 'effector';
import { $discoveryMode } from '@/entities/subscription/model';
import { ACTION_BY_KEY_CODE, type SenderAction } from '@/shared/config/constants';
import { createStoredValue } from '@/shared/lib/storage/model';

export type TutorialStep = SenderAction | 'spams' | 'end';
export type TutorialVariant = 'newsletters' | 'fetch';

/** Spec §2 Tutorial: the cleaning-screen order and the fetch-screen order. */
export const TUTORIAL_STEPS: Readonly<Record<TutorialVariant, readonly TutorialStep[]>> = {
  newsletters: ['unsubscribes', 'delete', 'later', 'keep', 'spams', 'end'],
  fetch: ['unsubscribes', 'delete', 'keep', 'spams', 'later', 'end'],
};

/** Seen flag (spec §3 local storage). */
export const tutorialSeen = createStoredValue<boolean>({
  key: 'tutorialSeen',
  defaultValue: false,
  parse: (raw) => raw === 'true',
  serialize: (value) => (value ? 'true' : null),
});

/** Opens the tutorial unless it was seen (`force` opens it anyway, e.g. from help). */
export const tutorialOpened = createEvent<{ variant: TutorialVariant; force?: boolean }>();
/** A swipe during the tutorial (mobile). */
export const tutorialSwiped = createEvent<SenderAction>();
/** An arrow key during the tutorial (desktop). */
export const tutorialKeyPressed = createEvent<number>();
/** The next button of a step without a gesture (spams) or the end step. */
export const tutorialNextClicked = createEvent();
export const tutorialBackClicked = createEvent();
export const tutorialSkipped = createEvent();
export const tutorialClosed = createEvent();

export const $tutorialVariant = createStore<TutorialVariant>('newsletters');
export const $tutorialStepIndex = createStore(0);
export const $tutorialOpen = createStore(false);
export const $tutorialStep = combine(
  $tutorialVariant,
  $tutorialStepIndex,
  (variant, index) => TUTORIAL_STEPS[variant][index] ?? 'end',
);
export const $canGoBack = combine(
  $tutorialStep,
  $tutorialStepIndex,
  (step, index) => index > 0 && step !== 'end',
);

const opened = sample({
  clock: tutorialOpened,
  source: tutorialSeen.$value,
  filter: (seen, { force }) => force === true || !seen,
  fn: (_, { variant }) => variant,
});
$tutorialVariant.on(opened, (_, variant) => variant);
$tutorialStepIndex.on(opened, () => 0);
$tutorialOpen.on(opened, () => true).on(tutorialClosed, () => false);

sample({
  clock: tutorialKeyPressed,
  filter: (keyCode) => keyCode in ACTION_BY_KEY_CODE,
  fn: (keyCode) => ACTION_BY_KEY_CODE[keyCode] as SenderAction,
  target: tutorialSwiped,
});

// Advance only at the matching step; in discovery mode keep closes the tutorial directly.
const matched = sample({
  clock: tutorialSwiped,
  source: { open: $tutorialOpen, step: $tutorialStep, discovery: $discoveryMode },
  filter: ({ open, step }, action) => open && step === action,
  fn: ({ discovery }, action) => ({ closes: discovery && action === 'keep' }),
});
const advanced = createEvent();
sample({ clock: matched, filter: ({ closes }) => !closes, target: advanced });
sample({ clock: matched, filter: ({ closes }) => closes, target: tutorialClosed });
const nextOnSpams = sample({
  clock: tutorialNextClicked,
  source: { open: $tutorialOpen, step: $tutorialStep },
  filter: ({ open, step }) => open && step === 'spams',
});
const nextOnEnd = sample({
  clock: tutorialNextClicked,
  source: { open: $tutorialOpen, step: $tutorialStep },
  filter: ({ open, step }) => open && step === 'end',
});
sample({ clock: nextOnSpams, target: advanced });
sample({ clock: nextOnEnd, target: tutorialClosed });
$tutorialStepIndex.on(advanced, (index) => index + 1);
$tutorialStepIndex.on(sample({ clock: tutorialBackClicked, source: $canGoBack, filter: Boolean }), (index) =>
  Math.max(0, index - 1),
);

// Skip closes at any point; closing stores the seen flag.
sample({ clock: tutorialSkipped, filter: $tutorialOpen, target: tutorialClosed });
sample({ clock: tutorialClosed, fn: () => true, target: tutorialSeen.set });
