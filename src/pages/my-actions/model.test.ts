import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Subscription } from '@/entities/subscription/types';
import { loadMyActionsFx, rollbackFx } from '@/features/my-actions/api';
import {
  $checkedCount,
  $myActionsCounts,
  $myActionsItems,
  $myActionsLoadFailed,
  $rollbackCount,
  $rollbackModalState,
  $rollbackResult,
  $rollbackState,
  myActionsAllToggled,
  myActionsOpened,
  myActionsTabChanged,
  myActionToggled,
  rollbackConfirmed,
  rollbackRequested,
  rollbackResultClosed,
} from './model';

const sub = (id: string): Subscription => ({
  name: id,
  sender: `${id}@x.test`,
  email: 'me@mail.test',
  count: 1,
  openRate: 0,
  notSeen: false,
  spoumConfidence: 0,
  type: 'subscriptions',
  date: '2026-11-01',
});
const lists = { 'auto-delete': [sub('a'), sub('b'), sub('c')], keep: [sub('k')] };

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('My actions: tabs Auto-delete and Keep with counts; load failure sets the error flag', () => {
  it('loads both lists with counts', async () => {
    const scope = fork({ handlers: [[loadMyActionsFx, async () => lists]] });
    await allSettled(myActionsOpened, { scope });
    expect(scope.getState($myActionsCounts)).toEqual({ 'auto-delete': 3, keep: 1 });
    await allSettled(myActionsTabChanged, { scope, params: 'keep' });
    expect(scope.getState($myActionsItems).map((item) => item.name)).toEqual(['k']);
  });
  it('raises the error flag on failure', async () => {
    const scope = fork({
      handlers: [
        [
          loadMyActionsFx,
          async () => {
            throw new Error('Network Error');
          },
        ],
      ],
    });
    await allSettled(myActionsOpened, { scope });
    expect(scope.getState($myActionsLoadFailed)).toBe(true);
  });
});

describe('rollback: the modal confirms, shows a loader, closes with done; the list reloads if done', () => {
  it('rolls back the selected items and reloads', async () => {
    let resolveRollback: () => void = () => {};
    const rollback = vi.fn(() => new Promise<void>((resolve) => (resolveRollback = resolve)));
    const load = vi.fn(async () => lists);
    const scope = fork({
      handlers: [
        [loadMyActionsFx, load],
        [rollbackFx, rollback],
      ],
    });
    await allSettled(myActionsOpened, { scope });
    await allSettled(myActionToggled, { scope, params: sub('a') });
    await allSettled(myActionToggled, { scope, params: sub('c') });
    await allSettled(myActionToggled, { scope, params: sub('a') });
    await allSettled(myActionToggled, { scope, params: sub('b') });
    expect(scope.getState($checkedCount)).toBe(2);
    await allSettled(rollbackRequested, { scope });
    expect(scope.getState($rollbackState)).toBe('confirm');
    const pending = allSettled(rollbackConfirmed, { scope });
    await Promise.resolve();
    expect(scope.getState($rollbackState)).toBe('loading');
    expect(rollback).toHaveBeenCalledWith({
      tab: 'auto-delete',
      subscriptions: [
        { email: 'me@mail.test', sender: 'b@x.test' },
        { email: 'me@mail.test', sender: 'c@x.test' },
      ],
    });
    resolveRollback();
    await pending;
    expect(scope.getState($rollbackState)).toBe('closed');
    expect(scope.getState($rollbackResult)).toBe(true);
    expect(load).toHaveBeenCalledTimes(2);
    expect(scope.getState($checkedCount)).toBe(0);
  });
  it('on failure the modal closes with a false result and nothing reloads', async () => {
    const load = vi.fn(async () => lists);
    const scope = fork({
      handlers: [
        [loadMyActionsFx, load],
        [
          rollbackFx,
          async () => {
            throw new Error('boom');
          },
        ],
      ],
    });
    await allSettled(myActionsOpened, { scope });
    await allSettled(myActionToggled, { scope, params: sub('a') });
    await allSettled(rollbackRequested, { scope });
    await allSettled(rollbackConfirmed, { scope });
    expect(scope.getState($rollbackState)).toBe('closed');
    expect(scope.getState($rollbackResult)).toBe(false);
    expect(load).toHaveBeenCalledTimes(1);
  });
  it('the modal shows done with the count, then closes; a failure offers Try again with the same senders', async () => {
    const rollback = vi.fn(async (_params: unknown) => {
      throw new Error('boom');
    });
    const scope = fork({
      handlers: [
        [loadMyActionsFx, async () => lists],
        [rollbackFx, rollback],
      ],
    });
    await allSettled(myActionsOpened, { scope });
    await allSettled(myActionsAllToggled, { scope, params: true });
    expect(scope.getState($checkedCount)).toBe(3);
    await allSettled(rollbackRequested, { scope });
    expect(scope.getState($rollbackModalState)).toBe('confirm');
    await allSettled(rollbackConfirmed, { scope });
    expect(scope.getState($rollbackModalState)).toBe('failed');
    rollback.mockResolvedValue(undefined as never);
    await allSettled(rollbackConfirmed, { scope });
    expect(rollback).toHaveBeenCalledTimes(2);
    expect(rollback.mock.calls[1]?.[0]).toEqual(rollback.mock.calls[0]?.[0]);
    expect(scope.getState($rollbackModalState)).toBe('done');
    expect(scope.getState($rollbackCount)).toBe(3);
    expect(scope.getState($checkedCount)).toBe(0);
    await allSettled(rollbackResultClosed, { scope });
    expect(scope.getState($rollbackModalState)).toBe('closed');
  });
  it('select none clears the tab', async () => {
    const scope = fork({ handlers: [[loadMyActionsFx, async () => lists]] });
    await allSettled(myActionsOpened, { scope });
    await allSettled(myActionsAllToggled, { scope, params: true });
    await allSettled(myActionsAllToggled, { scope, params: false });
    expect(scope.getState($checkedCount)).toBe(0);
  });
  it('does not open without a selection', async () => {
    const scope = fork({ handlers: [[loadMyActionsFx, async () => lists]] });
    await allSettled(rollbackRequested, { scope });
    expect(scope.getState($rollbackState)).toBe('closed');
  });
});
