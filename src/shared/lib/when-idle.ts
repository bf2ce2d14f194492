/** How long an idle task may wait at most for the browser to be idle (ms). */
const IDLE_TIMEOUT_MS = 2_000;

/**
 * Runs `run` when the browser is next idle (at most IDLE_TIMEOUT_MS later), or after a short timer where
 * there is no idle callback. Returns the cancel. For work a page will need soon but not for its first
 * frames (code it loads ahead of the first interaction that needs it).
 */
export function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(() => run(), { timeout: IDLE_TIMEOUT_MS });
    return () => window.cancelIdleCallback(id);
  }
  const timer = setTimeout(run, 200);
  return () => clearTimeout(timer);
}
