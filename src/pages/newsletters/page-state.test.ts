import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from '@/shared/lib/storage/memory-storage';
import { storageRestoreRequested } from '@/shared/lib/storage/model';
import { $displayMode, displayModeChanged, newslettersPageOpened, newslettersPageStored } from './page-state';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('display modes: mobile defaults to cards, desktop to list', () => {
  it('defaults by device', async () => {
    const scope = fork({ handlers: createMemoryStorage().handlers });
    await allSettled(newslettersPageOpened, { scope, params: { isDesktop: true } });
    expect(scope.getState($displayMode)).toBe('list');
    await allSettled(newslettersPageOpened, { scope, params: { isDesktop: false } });
    expect(scope.getState($displayMode)).toBe('cards');
  });
});

describe('a previously stored page is restored once', () => {
  it('restores the stored page on the next open only', async () => {
    const memory = createMemoryStorage();
    const scope = fork({ handlers: memory.handlers });
    await allSettled(newslettersPageOpened, { scope, params: { isDesktop: false } });
    await allSettled(displayModeChanged, { scope, params: 'list' });
    await allSettled(newslettersPageStored, { scope });
    expect(memory.local.get('newslettersPage')).toBe('list');
    const back = fork({ handlers: memory.handlers });
    await allSettled(storageRestoreRequested, { scope: back });
    await allSettled(newslettersPageOpened, { scope: back, params: { isDesktop: false } });
    expect(back.getState($displayMode)).toBe('list');
    expect(memory.local.has('newslettersPage')).toBe(false);
    await allSettled(newslettersPageOpened, { scope: back, params: { isDesktop: false } });
    expect(back.getState($displayMode)).toBe('cards');
  });
});
