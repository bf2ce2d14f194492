import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ONLINE_BANNER_DURATION_MS } from '@/shared/config/constants';
import { $connectionBanner, $online, wentOffline, wentOnline } from './model';

describe('offline/online banner (onboarding §8 network error)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('shows "disconnected" when the network fails and "connected" for 3 s once it is back', async () => {
    const scope = fork();
    await allSettled(wentOffline, { scope });
    expect(scope.getState($online)).toBe(false);
    expect(scope.getState($connectionBanner)).toBe('offline');
    const back = allSettled(wentOnline, { scope });
    await vi.advanceTimersByTimeAsync(0);
    expect(scope.getState($connectionBanner)).toBe('online');
    await vi.advanceTimersByTimeAsync(ONLINE_BANNER_DURATION_MS - 10);
    expect(scope.getState($connectionBanner)).toBe('online');
    await vi.advanceTimersByTimeAsync(20);
    await back;
    expect(scope.getState($connectionBanner)).toBe('hidden');
  });

  it('shows nothing when a request succeeds while already online', async () => {
    const scope = fork();
    await allSettled(wentOnline, { scope });
    expect(scope.getState($connectionBanner)).toBe('hidden');
  });

  it('going offline again within the 3 s keeps the "disconnected" banner', async () => {
    const scope = fork();
    await allSettled(wentOffline, { scope });
    const back = allSettled(wentOnline, { scope });
    await vi.advanceTimersByTimeAsync(1000);
    const offAgain = allSettled(wentOffline, { scope });
    await vi.advanceTimersByTimeAsync(ONLINE_BANNER_DURATION_MS);
    await Promise.all([back, offAgain]);
    expect(scope.getState($connectionBanner)).toBe('offline');
  });
});
