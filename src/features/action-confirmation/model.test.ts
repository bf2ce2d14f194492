import { allSettled, fork } from 'effector';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Subscription } from '@/entities/subscription/types';
import { createMemoryStorage } from '@/shared/lib/storage/memory-storage';
import { storageRestoreRequested } from '@/shared/lib/storage/model';
import {
  $confirmationOpen,
  $pendingAction,
  actionChosen,
  actionConfirmed,
  confirmationCancelled,
  confirmClicked,
  doNotAskAgainToggled,
} from './model';

const item: Subscription = {
  name: 'News',
  sender: 'news@x.test',
  email: 'me@mail.test',
  count: 1,
  openRate: 0,
  notSeen: false,
  spoumConfidence: 0,
  type: 'subscriptions',
};

beforeEach(() => vi.useFakeTimers());

function setup(stored: Record<string, string> = {}) {
  const memory = createMemoryStorage({ local: stored });
  const scope = fork({ handlers: memory.handlers });
  const confirmed = vi.fn();
  actionConfirmed.watch(confirmed);
  return { scope, memory, confirmed };
}

describe('the confirmation modal applies only in list mode, never in cards mode', () => {
  it('cards mode acts at once', async () => {
    const { scope, confirmed } = setup();
    await allSettled(actionChosen, { scope, params: { items: [item], action: 'delete', mode: 'cards' } });
    expect(scope.getState($confirmationOpen)).toBe(false);
    expect(confirmed).toHaveBeenCalledWith({ items: [item], action: 'delete' });
  });
  it('list mode asks first; confirm acts, cancel does not', async () => {
    const { scope, confirmed } = setup();
    await allSettled(actionChosen, { scope, params: { items: [item], action: 'keep', mode: 'list' } });
    expect(scope.getState($confirmationOpen)).toBe(true);
    expect(confirmed).not.toHaveBeenCalled();
    await allSettled(confirmationCancelled, { scope });
    expect(scope.getState($pendingAction)).toBeNull();
    expect(confirmed).not.toHaveBeenCalled();
    await allSettled(actionChosen, { scope, params: { items: [item], action: 'keep', mode: 'list' } });
    await allSettled(confirmClicked, { scope });
    expect(confirmed).toHaveBeenCalledWith({ items: [item], action: 'keep' });
    expect(scope.getState($confirmationOpen)).toBe(false);
  });
});

describe('the modal is skipped when the per-action disable flag is stored ("do not ask again")', () => {
  it('stores the flag of that action only and skips the modal next time', async () => {
    const { scope, memory, confirmed } = setup();
    await allSettled(actionChosen, {
      scope,
      params: { items: [item], action: 'unsubscribes', mode: 'list' },
    });
    await allSettled(doNotAskAgainToggled, { scope, params: true });
    await allSettled(confirmClicked, { scope });
    expect(memory.local.get('disableModalUnsubscribe')).toBe('true');
    expect(memory.local.has('disableModalDelete')).toBe(false);
    await allSettled(actionChosen, {
      scope,
      params: { items: [item], action: 'unsubscribes', mode: 'list' },
    });
    expect(scope.getState($confirmationOpen)).toBe(false);
    expect(confirmed).toHaveBeenCalledTimes(2);
    await allSettled(actionChosen, { scope, params: { items: [item], action: 'delete', mode: 'list' } });
    expect(scope.getState($confirmationOpen)).toBe(true);
  });
  it('reads the stored flag at start', async () => {
    const { scope, confirmed } = setup({ disableModalDelete: 'true' });
    await allSettled(storageRestoreRequested, { scope });
    await allSettled(actionChosen, { scope, params: { items: [item], action: 'delete', mode: 'list' } });
    expect(scope.getState($confirmationOpen)).toBe(false);
    expect(confirmed).toHaveBeenCalledTimes(1);
  });
});
