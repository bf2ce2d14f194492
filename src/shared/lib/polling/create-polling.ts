import { attach, createEffect, createEvent, type Effect, sample } from 'effector';
import { POLL_DEADLINE_MS } from '@/shared/config/constants';

export const POLL_DEADLINE_ERROR = 'delayMax reached';
/** A second poll was asked for while one runs: refused, so two requests are never in flight. */
export const POLL_BUSY_ERROR = 'poll already running';

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
 * between calls, resolves with the result when done, rejects with `delayMax reached` once the deadline
 * has passed (3 minutes by default: a wait that would cross it is cut short and no request is sent
 * after it). Calls are strictly sequential, and `pollFx` refuses to start while a poll of the same
 * factory runs in the same scope (`started` ignores it silently), so there are never two requests
 * in flight.
 */
export function createPolling<Params, Answer, Result>(config: PollingConfig<Params, Answer, Result>) {
  const deadlineMs = config.deadlineMs ?? POLL_DEADLINE_MS;
  const defaultWaitMs = config.defaultWaitMs ?? 1000;
  const requestFx = attach({ effect: config.requestFx });
  const waitFx = attach({ effect: pollWaitFx });

  const loopFx = createEffect<Params, Result, Error>(async (params) => {
    const startedAt = Date.now();
    const elapsed = () => Date.now() - startedAt;
    for (;;) {
      const answer = await requestFx(params);
      const result = config.resultOf(answer);
      if (result !== undefined) return result;
      if (elapsed() >= deadlineMs) throw new Error(POLL_DEADLINE_ERROR);
      const wait = Math.max(0, config.retryOf?.(answer) ?? defaultWaitMs);
      await waitFx(Math.min(wait, deadlineMs - elapsed()));
      if (elapsed() >= deadlineMs) throw new Error(POLL_DEADLINE_ERROR);
    }
  });

  /** Runs one poll to its end; rejects with `poll already running` while another runs. */
  const pollFx: Effect<Params, Result, Error> = attach({
    source: loopFx.pending,
    mapParams: (params: Params, running: boolean) => ({ params, running }),
    effect: createEffect<{ params: Params; running: boolean }, Result, Error>(({ params, running }) => {
      if (running) throw new Error(POLL_BUSY_ERROR);
      return loopFx(params);
    }),
  });

  /** Starts a poll unless one is running. */
  const started = createEvent<Params>();
  sample({ clock: started, filter: loopFx.pending.map((pending) => !pending), target: pollFx });

  return { pollFx, started, $polling: loopFx.pending, done: pollFx.doneData, failed: pollFx.failData };
}
