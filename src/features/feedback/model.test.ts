import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { feedbackGivenFx, sendFeedbackFx } from './api';
import { $feedbackGiven, feedbackChecked, feedbackSubmitted } from './model';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('feedback: sent once per device and version (mood, tags, message)', () => {
  it('sends the feedback and then counts it as given', async () => {
    const send = vi.fn(async () => ({ done: true as const }));
    const scope = fork({
      handlers: [
        [feedbackGivenFx, async () => ({ given: false })],
        [sendFeedbackFx, send],
      ],
    });
    await allSettled(feedbackChecked, { scope });
    await allSettled(feedbackSubmitted, {
      scope,
      params: { mood: 'happy', tags: ['fast'], message: 'Great' },
    });
    expect(send).toHaveBeenCalledWith({ mood: 'happy', tags: ['fast'], message: 'Great' });
    expect(scope.getState($feedbackGiven)).toBe(true);
    await allSettled(feedbackSubmitted, { scope, params: { mood: 'happy', tags: [], message: '' } });
    expect(send).toHaveBeenCalledTimes(1);
  });
  it('does not send when already given', async () => {
    const send = vi.fn(async () => ({ done: true as const }));
    const scope = fork({
      handlers: [
        [feedbackGivenFx, async () => ({ given: true })],
        [sendFeedbackFx, send],
      ],
    });
    await allSettled(feedbackChecked, { scope });
    await allSettled(feedbackSubmitted, { scope, params: { mood: 'sad', tags: [], message: '' } });
    expect(send).not.toHaveBeenCalled();
  });
});
