import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $remoteConfig, REMOTE_CONFIG_DEFAULTS } from '@/shared/lib/remote-config/model';
import { createMemoryStorage } from '@/shared/lib/storage/memory-storage';
import { storageRestoreRequested } from '@/shared/lib/storage/model';
import { $landingVariant, $showAppBlocks, landingOpened, randomPercentFx, variantFor } from './model';

function setup(random: number, split: number, stored?: string) {
  const memory = createMemoryStorage(stored ? { local: { landingVariant: stored } } : {});
  const scope = fork({
    values: [[$remoteConfig, { ...REMOTE_CONFIG_DEFAULTS, landing_without_qr_code_web: split }]],
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

  it('/start forces B (no QR or app blocks) without storing it', async () => {
    const { scope, memory } = setup(99, 0);
    await allSettled(landingOpened, { scope, params: { forced: true } });
    expect(scope.getState($landingVariant)).toBe('B');
    expect(scope.getState($showAppBlocks)).toBe(false);
    expect(memory.local.has('landingVariant')).toBe(false);
    await allSettled(landingOpened, { scope, params: { forced: false } });
    expect(scope.getState($landingVariant)).toBe('A');
  });
});
