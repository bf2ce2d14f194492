import { createEvent, createStore, sample } from 'effector';
import { GENERIC_ERROR_KEY, toastShown } from '@/shared/lib/toast/model';
import { type FeedbackInput, feedbackGivenFx, sendFeedbackFx } from './api';

export const feedbackChecked = createEvent();
export const feedbackSubmitted = createEvent<FeedbackInput>();
/** Whether feedback was already given for this device and version. */
export const $feedbackGiven = createStore(false);
export const $feedbackSending = sendFeedbackFx.pending;

sample({ clock: feedbackChecked, target: feedbackGivenFx });
$feedbackGiven.on(feedbackGivenFx.doneData, (_, { given }) => given).on(sendFeedbackFx.done, () => true);
sample({
  clock: feedbackSubmitted,
  source: { given: $feedbackGiven, sending: sendFeedbackFx.pending },
  filter: ({ given, sending }) => !given && !sending,
  fn: (_, input) => input,
  target: sendFeedbackFx,
});
sample({
  clock: sendFeedbackFx.fail,
  fn: () => ({ kind: 'error' as const, messageKey: GENERIC_ERROR_KEY }),
  target: toastShown,
});
