import { allSettled, createEffect, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { GDPR_POLL_DEFAULT_WAIT_MS, POLL_DEADLINE_MS } from '@/shared/config/constants';
import { createPolling, POLL_BUSY_ERROR, POLL_DEADLINE_ERROR } from './create-polling';

interface Answer {
  done?: string;
  retry?: number;
}

function setup(answers: Answer[], options: { defaultWaitMs?: number; deadlineMs?: number } = {}) {
  const requestFx = createEffect<string, Answer>(() => ({}));
  const polling = createPolling({
    requestFx,
    resultOf: (answer: Answer) => answer.done,
    retryOf: (answer: Answer) => answer.retry,
    ...options,
  });
  const calls: number[] = [];
  let inFlight = 0;
  let maxInFlight = 0;
  const scope = fork({
    handlers: [
      [
        requestFx,
        async () => {
          calls.push(Date.now());
          inFlight += 1;
          maxInFlight = Math.max(maxInFlight, inFlight);
          await new Promise((resolve) => setTimeout(resolve, 10));
          inFlight -= 1;
          return answers.shift() ?? { retry: 1000 };
        },
      ],
    ],
  });
  return { polling, scope, calls, maxInFlight: () => maxInFlight };
}

describe('polling helper (onboarding §4 connect flow)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(0);
  });
  afterEach(() => vi.useRealTimers());

  it('waits the retry the server gives between calls and stops when done', async () => {
    const { polling, scope, calls } = setup([{ retry: 2000 }, { retry: 5000 }, { done: 'token' }]);
    const run = allSettled(polling.pollFx, { scope, params: 'x' });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(await run).toEqual({ status: 'done', value: 'token' });
    expect(calls).toEqual([0, 2010, 7020]);
  });

  it('uses the default wait when the server gives no retry (GDPR default 500 ms)', async () => {
    const { polling, scope, calls } = setup([{}, { done: 'url' }], {
      defaultWaitMs: GDPR_POLL_DEFAULT_WAIT_MS,
    });
    const run = allSettled(polling.pollFx, { scope, params: 'x' });
    await vi.advanceTimersByTimeAsync(5_000);
    expect(await run).toEqual({ status: 'done', value: 'url' });
    expect(calls).toEqual([0, 510]);
  });

  it("rejects with 'delayMax reached' after 3 minutes by default, not before", async () => {
    const { polling, scope, calls } = setup([]);
    let settled = false;
    const run = allSettled(polling.pollFx, { scope, params: 'x' }).then((result) => {
      settled = true;
      return result;
    });
    await vi.advanceTimersByTimeAsync(POLL_DEADLINE_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const result = await run;
    expect(result.status).toBe('fail');
    expect((result.value as Error).message).toBe(POLL_DEADLINE_ERROR);
    // no request is sent once the deadline has passed
    expect(calls.every((at) => at < POLL_DEADLINE_MS)).toBe(true);
  });

  it('a request still running at the deadline rejects as soon as it answers', async () => {
    // requests take 10 ms here: with a 5 ms deadline the first answer arrives after it
    const { polling, scope, calls } = setup([{ retry: 1000 }], { deadlineMs: 5 });
    const run = allSettled(polling.pollFx, { scope, params: 'x' });
    await vi.advanceTimersByTimeAsync(10);
    const result = await run;
    expect((result.value as Error).message).toBe(POLL_DEADLINE_ERROR);
    expect(calls).toHaveLength(1);
  });

  it('never has two requests in flight: a second start while polling is ignored', async () => {
    const { polling, scope, calls, maxInFlight } = setup([{ retry: 1000 }, { done: 'a' }]);
    const first = allSettled(polling.started, { scope, params: 'x' });
    await vi.advanceTimersByTimeAsync(5);
    const second = allSettled(polling.started, { scope, params: 'y' });
    await vi.advanceTimersByTimeAsync(10_000);
    await Promise.all([first, second]);
    expect(calls).toHaveLength(2);
    expect(maxInFlight()).toBe(1);
    expect(scope.getState(polling.$polling)).toBe(false);
  });

  it('never has two requests in flight: calling pollFx while a poll runs is refused', async () => {
    const { polling, scope, calls, maxInFlight } = setup([{ retry: 1000 }, { done: 'a' }]);
    const first = allSettled(polling.pollFx, { scope, params: 'x' });
    const second = allSettled(polling.pollFx, { scope, params: 'y' });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await first).toEqual({ status: 'done', value: 'a' });
    const refused = await second;
    expect(refused.status).toBe('fail');
    expect((refused.value as Error).message).toBe(POLL_BUSY_ERROR);
    expect(calls).toHaveLength(2);
    expect(maxInFlight()).toBe(1);
  });

  it('a poll can run again once the previous one ended', async () => {
    const { polling, scope, calls } = setup([{ done: 'a' }, { done: 'b' }]);
    const first = allSettled(polling.pollFx, { scope, params: 'x' });
    await vi.advanceTimersByTimeAsync(100);
    expect(await first).toEqual({ status: 'done', value: 'a' });
    const second = allSettled(polling.pollFx, { scope, params: 'x' });
    await vi.advanceTimersByTimeAsync(100);
    expect(await second).toEqual({ status: 'done', value: 'b' });
    expect(calls).toHaveLength(2);
  });
});
