import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sortSubscriptions } from '@/entities/subscription/lib';
import type { Subscription } from '@/entities/subscription/types';
import { SORT_MODES } from '@/shared/config/constants';
import { createMemoryStorage } from '@/shared/lib/storage/memory-storage';
import { storageRestoreRequested } from '@/shared/lib/storage/model';
import { $sortMode, sortChanged } from './model';

const sub = (name: string, count: number, openRate: number, lastReceivedAt: string): Subscription => ({
  name,
  sender: `${name}@x.test`,
  email: 'me@mail.test',
  count,
  openRate,
  notSeen: false,
  spoumConfidence: 0,
  type: 'subscriptions',
  lastReceivedAt,
});
const list = [
  sub('a', 5, 10, '2026-01-02T00:00:00Z'),
  sub('b', 1, 90, '2026-03-01T00:00:00Z'),
  sub('c', 9, 50, '2025-12-01T00:00:00Z'),
];
const names = (items: Subscription[]) => items.map((item) => item.name).join('');

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('sort modes: notSet, ascending, descending, mostOpen, leastOpen, upToDate, oldest', () => {
  it('orders by each mode', () => {
    const orders = Object.fromEntries(SORT_MODES.map((mode) => [mode, names(sortSubscriptions(list, mode))]));
    expect(orders).toEqual({
      notSet: 'abc',
      ascending: 'bac',
      descending: 'cab',
      mostOpen: 'bca',
      leastOpen: 'acb',
      upToDate: 'bac',
      oldest: 'cab',
    });
  });
});

describe('the sort mode is persisted under newslettersSort', () => {
  it('writes and restores the mode, ignoring unknown values', async () => {
    const memory = createMemoryStorage();
    const scope = fork({ handlers: memory.handlers });
    await allSettled(sortChanged, { scope, params: 'mostOpen' });
    expect(memory.local.get('newslettersSort')).toBe('mostOpen');
    const next = fork({ handlers: memory.handlers });
    await allSettled(storageRestoreRequested, { scope: next });
    expect(next.getState($sortMode)).toBe('mostOpen');
    memory.local.set('newslettersSort', 'bogus');
    const third = fork({ handlers: memory.handlers });
    await allSettled(storageRestoreRequested, { scope: third });
    expect(third.getState($sortMode)).toBe('notSet');
  });
});
