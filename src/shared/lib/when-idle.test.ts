// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { whenIdle } from './when-idle';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('whenIdle', () => {
  it('runs when the browser is idle, at most 2 s later, and can be cancelled', () => {
    const requested: { run: () => void; timeout?: number }[] = [];
    const cancelled: number[] = [];
    vi.stubGlobal('requestIdleCallback', (run: () => void, options?: { timeout?: number }) => {
      requested.push({ run, timeout: options?.timeout });
      return requested.length;
    });
    vi.stubGlobal('cancelIdleCallback', (id: number) => cancelled.push(id));
    const run = vi.fn();
    const cancel = whenIdle(run);
    expect(requested).toHaveLength(1);
    expect(requested[0]?.timeout).toBe(2_000);
    expect(run).not.toHaveBeenCalled();
    requested[0]?.run();
    expect(run).toHaveBeenCalledTimes(1);
    cancel();
    expect(cancelled).toEqual([1]);
  });

  it('falls back to a short timer where there is no idle callback', () => {
    vi.useFakeTimers();
    vi.stubGlobal('requestIdleCallback', undefined);
    const run = vi.fn();
    whenIdle(run);
    vi.advanceTimersByTime(199);
    expect(run).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(run).toHaveBeenCalledTimes(1);
    const never = vi.fn();
    whenIdle(never)();
    vi.advanceTimersByTime(1_000);
    expect(never).not.toHaveBeenCalled();
  });
});
