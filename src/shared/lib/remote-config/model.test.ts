import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { httpFx } from '@/shared/api/client';
import type { RemoteConfig } from '@/shared/api/contract';
import {
  ACTION_BATCH_DELAY_MS,
  LOGIN_RETRY_DELAY_MS,
  LOGIN_TIMEOUT_MS,
  REMOTE_CONFIG_FETCH_INTERVAL_MS,
  REMOTE_CONFIG_FETCH_TIMEOUT_MS,
  SHARING_CARD_DEFAULT_POSITIONS,
} from '@/shared/config/constants';
import {
  $actionDelayMs,
  $loginRetryDelayMs,
  $loginTimeoutMs,
  $remoteConfig,
  $remoteConfigLoaded,
  $sharingCardsPositions,
  fetchRemoteConfigFx,
  REMOTE_CONFIG_DEFAULTS,
  remoteConfigRefreshStarted,
  remoteConfigRefreshStopped,
  remoteConfigRequested,
} from './model';

const served: RemoteConfig = {
  ...REMOTE_CONFIG_DEFAULTS,
  login_timeout_seconds: 90,
  login_delay_retry_seconds: 10,
  action_delay_seconds: 5,
  sharing_cards_positions: [10, 30],
  isEea: false,
};

describe('remote config (onboarding §3 keys, §9 fetch interval and timeout)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('uses the defaults in code until the server answers (login 60 s / 30 s, actions 3 s, cards [20,60])', () => {
    const scope = fork();
    expect(scope.getState($loginTimeoutMs)).toBe(LOGIN_TIMEOUT_MS);
    expect(scope.getState($loginRetryDelayMs)).toBe(LOGIN_RETRY_DELAY_MS);
    expect(scope.getState($actionDelayMs)).toBe(ACTION_BATCH_DELAY_MS);
    expect(scope.getState($sharingCardsPositions)).toEqual(SHARING_CARD_DEFAULT_POSITIONS);
  });

  it('takes the values fetched from our server', async () => {
    const scope = fork({ handlers: [[fetchRemoteConfigFx, async () => served]] });
    await allSettled(remoteConfigRequested, { scope });
    expect(scope.getState($loginTimeoutMs)).toBe(90_000);
    expect(scope.getState($loginRetryDelayMs)).toBe(10_000);
    expect(scope.getState($actionDelayMs)).toBe(5_000);
    expect(scope.getState($sharingCardsPositions)).toEqual([10, 30]);
    expect(scope.getState($remoteConfigLoaded)).toBe(true);
  });

  it('keeps the current values when the fetch fails', async () => {
    const scope = fork({
      handlers: [[fetchRemoteConfigFx, async () => Promise.reject({ message: 'Network Error', status: 0 })]],
    });
    await allSettled(remoteConfigRequested, { scope });
    expect(scope.getState($remoteConfig)).toEqual(REMOTE_CONFIG_DEFAULTS);
  });

  it('refreshes every hour', async () => {
    const fetch = vi.fn(async () => served);
    const scope = fork({ handlers: [[fetchRemoteConfigFx, fetch]] });
    void allSettled(remoteConfigRefreshStarted, { scope });
    await vi.advanceTimersByTimeAsync(0);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(REMOTE_CONFIG_FETCH_INTERVAL_MS - 1);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    await allSettled(remoteConfigRefreshStopped, { scope });
  });

  it('gives up after the 60 s fetch timeout and keeps the defaults', async () => {
    const lateAnswer = () =>
      new Promise((resolve) =>
        setTimeout(() => resolve({ status: 200, body: served }), 2 * REMOTE_CONFIG_FETCH_TIMEOUT_MS),
      );
    const scope = fork({ handlers: [[httpFx, lateAnswer]] });
    const run = allSettled(fetchRemoteConfigFx, { scope });
    await vi.advanceTimersByTimeAsync(REMOTE_CONFIG_FETCH_TIMEOUT_MS - 1);
    expect(scope.getState(fetchRemoteConfigFx.pending)).toBe(true);
    await vi.advanceTimersByTimeAsync(2 * REMOTE_CONFIG_FETCH_TIMEOUT_MS);
    expect(await run).toEqual({ status: 'fail', value: { message: 'request_timeout', status: 0 } });
    expect(scope.getState($remoteConfig)).toEqual(REMOTE_CONFIG_DEFAULTS);
  });
});
