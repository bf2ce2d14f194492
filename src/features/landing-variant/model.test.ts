import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AB_TEST_TIMEOUT_MS } from '@/shared/config/constants';
import {
  $remoteConfig,
  $remoteConfigLoaded,
  fetchRemoteConfigFx,
  REMOTE_CONFIG_DEFAULTS,
  remoteConfigRequested,
} from '@/shared/lib/remote-config/model';
import { navigated, navigateFx } from '@/shared/lib/router/model';
import { createMemoryStorage } from '@/shared/lib/storage/memory-storage';
import { storageRestoreRequested } from '@/shared/lib/storage/model';
import {
  $landingVariant,
  $landingVariantPending,
  $showAppBlocks,
  landingOpened,
  randomPercentFx,
  variantFor,
} from './model';

function setup(random: number, split: number, stored?: string) {
  const memory = createMemoryStorage(stored ? { local: { landingVariant: stored } } : {});
  const scope = fork({
    values: [
      [$remoteConfig, { ...REMOTE_CONFIG_DEFAULTS, landing_without_qr_code_web: split }],
      [$remoteConfigLoaded, true],
    ],
    handlers: [...memory.handlers, [randomPercentFx, () => random]],
  });
  return { scope, memory };
}

describe('landing variant (onboarding §4)', () => {
  it('a random integer at or above the remote split gives A, else B; the choice is stored', async () => {
    expect(variantFor(40, 40)).toBe('A');
    expect(variantFor(39, 40)).toBe('B');
    const a = setup(70, 40);
    await allSettled(landingOpened, { scope: a.scope, params: { forced: false } });
    expect(a.scope.getState($landingVariant)).toBe('A');
    expect(a.memory.local.get('landingVariant')).toBe('A');
    const b = setup(10, 40);
    await allSettled(landingOpened, { scope: b.scope, params: { forced: false } });
    expect(b.scope.getState($landingVariant)).toBe('B');
    expect(b.scope.getState($showAppBlocks)).toBe(false);
    expect(b.memory.local.get('landingVariant')).toBe('B');
  });

  it('a stored variant is used as is', async () => {
    const { scope } = setup(99, 0, 'B');
    await allSettled(storageRestoreRequested, { scope });
    await allSettled(landingOpened, { scope, params: { forced: false } });
    expect(scope.getState($landingVariant)).toBe('B');
  });

  it('a stored variant is read when the landing opens (this model loads after the start-up restore)', async () => {
    // 99 ≥ split 0 would draw A: the stored B must win and stay stored.
    const { scope, memory } = setup(99, 0, 'B');
    await allSettled(landingOpened, { scope, params: { forced: false } });
    expect(scope.getState($landingVariant)).toBe('B');
    expect(scope.getState($showAppBlocks)).toBe(false);
    expect(memory.local.get('landingVariant')).toBe('B');
  });

  it('opened by the router: / chooses, /start forces B (a page needs no glue)', async () => {
    const { scope, memory } = setup(99, 0);
    const withNavigation = fork({
      values: [[$remoteConfigLoaded, true]],
      handlers: [...memory.handlers, [randomPercentFx, () => 99], [navigateFx, vi.fn()]],
    });
    await allSettled(navigated, { scope: withNavigation, params: { pathname: '/start', search: '' } });
    expect(withNavigation.getState($landingVariant)).toBe('B');
    expect(memory.local.has('landingVariant')).toBe(false);
    await allSettled(navigated, { scope: withNavigation, params: { pathname: '/', search: '' } });
    expect(withNavigation.getState($landingVariant)).toBe('A');
    expect(memory.local.get('landingVariant')).toBe('A');
    expect(scope.getState($landingVariant)).toBe('A');
  });

  it('/start forces B (no QR or app blocks) without storing it', async () => {
    const { scope, memory } = setup(99, 0);
    await allSettled(landingOpened, { scope, params: { forced: true } });
    expect(scope.getState($landingVariant)).toBe('B');
    expect(scope.getState($showAppBlocks)).toBe(false);
    expect(memory.local.has('landingVariant')).toBe(false);
    await allSettled(landingOpened, { scope, params: { forced: false } });
    expect(scope.getState($landingVariant)).toBe('A');
  });

  describe('the split comes from remote config: without it the choice waits at most 2 s (AB-test timeout)', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    it('chooses with the served split as soon as the remote config arrives', async () => {
      const memory = createMemoryStorage();
      const scope = fork({
        handlers: [
          ...memory.handlers,
          [randomPercentFx, () => 30],
          [
            fetchRemoteConfigFx,
            () =>
              new Promise((resolve) =>
                setTimeout(
                  () => resolve({ ...REMOTE_CONFIG_DEFAULTS, landing_without_qr_code_web: 20 }),
                  500,
                ),
              ),
          ],
        ],
      });
      void allSettled(remoteConfigRequested, { scope });
      void allSettled(landingOpened, { scope, params: { forced: false } });
      await vi.advanceTimersByTimeAsync(0);
      expect(scope.getState($landingVariantPending)).toBe(true);
      expect(memory.local.has('landingVariant')).toBe(false);
      await vi.advanceTimersByTimeAsync(500);
      // 30 is at or above the served 20: A (the default split of 50 would have given B)
      expect(memory.local.get('landingVariant')).toBe('A');
      expect(scope.getState($landingVariantPending)).toBe(false);
    });

    /** The remote config is asked for and never answers. */
    const unanswered = () => new Promise<never>(() => {});

    it('uses the default split 2 s after the config was asked for, without an answer', async () => {
      const memory = createMemoryStorage();
      const random = vi.fn(() => 30);
      const scope = fork({
        handlers: [...memory.handlers, [randomPercentFx, random], [fetchRemoteConfigFx, unanswered]],
      });
      void allSettled(remoteConfigRequested, { scope });
      void allSettled(landingOpened, { scope, params: { forced: false } });
      await vi.advanceTimersByTimeAsync(AB_TEST_TIMEOUT_MS - 1);
      expect(random).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(random).toHaveBeenCalledTimes(1);
      expect(memory.local.get('landingVariant')).toBe('B');
    });

    it('nothing is drawn before the config is asked for (a prerendered landing is still hydrating): the 2 s count from the request', async () => {
      // The landing opens at boot; the start-up asks for the config once the first page is committed.
      // A variant B drawn before that would not match the prerendered markup (variant A's).
      const memory = createMemoryStorage();
      const random = vi.fn(() => 30);
      const scope = fork({
        handlers: [...memory.handlers, [randomPercentFx, random], [fetchRemoteConfigFx, unanswered]],
      });
      void allSettled(landingOpened, { scope, params: { forced: false } });
      await vi.advanceTimersByTimeAsync(AB_TEST_TIMEOUT_MS * 3);
      expect(random).not.toHaveBeenCalled();
      expect(scope.getState($showAppBlocks)).toBe(true);
      expect(scope.getState($landingVariantPending)).toBe(true);
      void allSettled(remoteConfigRequested, { scope });
      await vi.advanceTimersByTimeAsync(AB_TEST_TIMEOUT_MS - 1);
      expect(random).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(random).toHaveBeenCalledTimes(1);
      expect(scope.getState($showAppBlocks)).toBe(false);
      expect(memory.local.get('landingVariant')).toBe('B');
    });

    it('a config asked for before the landing opened: the 2 s count from the opening', async () => {
      const memory = createMemoryStorage();
      const random = vi.fn(() => 30);
      const scope = fork({
        handlers: [...memory.handlers, [randomPercentFx, random], [fetchRemoteConfigFx, unanswered]],
      });
      void allSettled(remoteConfigRequested, { scope });
      await vi.advanceTimersByTimeAsync(5_000);
      void allSettled(landingOpened, { scope, params: { forced: false } });
      await vi.advanceTimersByTimeAsync(AB_TEST_TIMEOUT_MS - 1);
      expect(random).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(random).toHaveBeenCalledTimes(1);
    });
  });
});
