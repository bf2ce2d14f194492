import { attach, createEffect, createEvent, type Effect, sample } from 'effector';
import { POLL_DEADLINE_MS } from '@/shared/config/constants';

export const POLL_DEADLINE_ERROR = 'delayMax reached';

/** Waits `ms`; an effect so a test can replace it, but fake timers work with the default too. */
export const pollWaitFx = createEffect(
  (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, ms))),
);

export interface PollingConfig<Params, Answer, Result> {
  /** One poll request. */
  requestFx: Effect<Params, Answer, unknown>;
  /** The final result when the answer says the job is done, otherwise `undefined` (poll again). */
  resultOf: (answer: Answer) => Result | undefined;
  /** The wait the server asks for in `retry`, in ms (`undefined` → `defaultWaitMs`). */
  retryOf?: (answer: Answer) => number | undefined;
  /** Wait between calls when the server gives none. */
  defaultWaitMs?: number;
  /** Rejects with `delayMax reached` once this much time has passed (default POLL_DEADLINE_MS). */
  deadlineMs?: number;
}

/**
 * Polling as an Effector factory (onboarding §4): calls `requestFx`, waits the server's `retry`
 * between calls, resolves with the result when done, rejects with `delayMax reached` after the
 * deadline. Calls are strictly sequential; `started` is ignored while a poll runs, so there are never
 * two requests in flight.
 */
export function createPolling<Params, Answer, Result>(config: PollingConfig<Params, Answer, Result>) {
  const deadlineMs = config.deadlineMs ?? POLL_DEADLINE_MS;
  const defaultWaitMs = config.defaultWaitMs ?? 1000;
  const requestFx = attach({ effect: config.requestFx });
  const waitFx = attach({ effect: pollWaitFx });

  const pollFx = createEffect<Params, Result, Error>(async (params) => {
    const startedAt = Date.now();
    for (;;) {
      const answer = await requestFx(params);
      const result = config.resultOf(answer);
      if (result !== undefined) return result;
      const wait = config.retryOf?.(answer) ?? defaultWaitMs;
      if (Date.now() - startedAt + wait > deadlineMs) throw new Error(POLL_DEADLINE_ERROR);
      await waitFx(wait);
    }
  });

  /** Starts a poll unless one is running. */
  const started = createEvent<Params>();
  sample({ clock: started, filter: pollFx.pending.map((pending) => !pending), target: pollFx });

  return { pollFx, started, $polling: pollFx.pending, done: pollFx.doneData, failed: pollFx.failData };
}
