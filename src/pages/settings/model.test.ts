import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $sessionState, $token } from '@/entities/session/model';
import { navigateFx } from '@/shared/lib/router/model';
import { createMemoryStorage } from '@/shared/lib/storage/memory-storage';
import { storageRestoreRequested } from '@/shared/lib/storage/model';
import { $toast, GENERIC_ERROR_KEY } from '@/shared/lib/toast/model';
import { logoutAllConfirmed, logoutAllFx } from './model';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('settings: sign out of every session', () => {
  it('success: POST /v3/users/logout/all, then signed out to the landing with storage cleared', async () => {
    const memory = createMemoryStorage({ local: { token: 't', email: 'a@b.co' } });
    const navigate = vi.fn();
    const logoutAll = vi.fn(async () => ({ done: true as const }));
    const scope = fork({ handlers: [...memory.handlers, [navigateFx, navigate], [logoutAllFx, logoutAll]] });
    await allSettled(storageRestoreRequested, { scope });
    await allSettled(logoutAllConfirmed, { scope });
    expect(logoutAll).toHaveBeenCalledTimes(1);
    expect(scope.getState($token)).toBeNull();
    expect(scope.getState($sessionState)).toBe('signedOut');
    expect(memory.local.size).toBe(0);
    expect(navigate).toHaveBeenCalledWith({ to: '/', replace: true });
  });

  it('failure: stays signed in and shows the generic error toast', async () => {
    const memory = createMemoryStorage({ local: { token: 't' } });
    const navigate = vi.fn();
    const scope = fork({
      handlers: [
        ...memory.handlers,
        [navigateFx, navigate],
        [
          logoutAllFx,
          async () => {
            throw new Error('offline');
          },
        ],
      ],
    });
    await allSettled(storageRestoreRequested, { scope });
    // (not awaited: the toast's hide timer keeps the scope busy)
    void allSettled(logoutAllConfirmed, { scope });
    await vi.advanceTimersByTimeAsync(0);
    expect(scope.getState($token)).toBe('t');
    expect(navigate).not.toHaveBeenCalled();
    expect(scope.getState($toast)).toMatchObject({ kind: 'error', messageKey: GENERIC_ERROR_KEY });
  });
});
