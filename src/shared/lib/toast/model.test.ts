import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS } from '@/shared/config/constants';
import { $toast, toastClosed, toastShown } from './model';

describe('toast closing after 3 seconds (onboarding §2 other shell pieces)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('closes by itself after 3 s', async () => {
    const scope = fork();
    const run = allSettled(toastShown, { scope, params: { kind: 'error', messageKey: 'x' } });
    await vi.advanceTimersByTimeAsync(TOAST_DURATION_MS - 1);
    expect(scope.getState($toast)).toMatchObject({ kind: 'error', messageKey: 'x' });
    await vi.advanceTimersByTimeAsync(1);
    await run;
    expect(scope.getState($toast)).toBeNull();
  });

  it('a newer toast gets its own full 3 s', async () => {
    const scope = fork();
    const first = allSettled(toastShown, { scope, params: { kind: 'info', messageKey: 'a' } });
    await vi.advanceTimersByTimeAsync(2000);
    const second = allSettled(toastShown, { scope, params: { kind: 'info', messageKey: 'b' } });
    await vi.advanceTimersByTimeAsync(1500);
    expect(scope.getState($toast)?.messageKey).toBe('b');
    await vi.advanceTimersByTimeAsync(1500);
    await Promise.all([first, second]);
    expect(scope.getState($toast)).toBeNull();
  });

  it('can be closed early', async () => {
    const scope = fork();
    const run = allSettled(toastShown, { scope, params: { kind: 'info', messageKey: 'a' } });
    await vi.advanceTimersByTimeAsync(100);
    const close = allSettled(toastClosed, { scope });
    await vi.advanceTimersByTimeAsync(0);
    expect(scope.getState($toast)).toBeNull();
    await vi.advanceTimersByTimeAsync(TOAST_DURATION_MS);
    await Promise.all([run, close]);
  });
});
