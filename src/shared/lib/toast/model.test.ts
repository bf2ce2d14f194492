import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TOAST_DURATION_MS } from '@/shared/config/constants';
import { $toast, toastActionClicked, toastClosed, toastShown } from './model';

describe('the toast on screen (onboarding §2 other shell pieces)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('stays until the toaster closes it: its timer, which waits while the toast is hovered or focused', async () => {
    const scope = fork();
    await allSettled(toastShown, { scope, params: { kind: 'error', messageKey: 'x' } });
    await vi.advanceTimersByTimeAsync(TOAST_DURATION_MS * 3);
    expect(scope.getState($toast)).toMatchObject({ id: 1, kind: 'error', messageKey: 'x' });
    await allSettled(toastClosed, { scope, params: 1 });
    expect(scope.getState($toast)).toBeNull();
  });

  it('a newer toast replaces it, and the older one closing leaves the newer one', async () => {
    const scope = fork();
    await allSettled(toastShown, { scope, params: { kind: 'info', messageKey: 'a' } });
    await allSettled(toastShown, { scope, params: { kind: 'info', messageKey: 'b' } });
    expect(scope.getState($toast)).toMatchObject({ id: 2, messageKey: 'b' });
    await allSettled(toastClosed, { scope, params: 1 });
    expect(scope.getState($toast)?.messageKey).toBe('b');
    await allSettled(toastClosed, { scope, params: 2 });
    expect(scope.getState($toast)).toBeNull();
  });

  it('closes without an id (whatever is on screen), and when its action is pressed', async () => {
    const scope = fork();
    await allSettled(toastShown, { scope, params: { kind: 'info', messageKey: 'a' } });
    await allSettled(toastClosed, { scope, params: undefined });
    expect(scope.getState($toast)).toBeNull();
    await allSettled(toastShown, {
      scope,
      params: { kind: 'info', messageKey: 'b', action: { labelKey: 'undo', altTextKey: 'undo_alt' } },
    });
    const shown = scope.getState($toast);
    if (!shown) throw new Error('no toast');
    await allSettled(toastActionClicked, { scope, params: shown });
    expect(scope.getState($toast)).toBeNull();
  });
});
