import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $laterList } from '@/entities/subscription/model';
import type { Subscription } from '@/entities/subscription/types';
import { postActionBatchFx } from '@/features/sender-actions/api';
import { laterListRefreshRequested, loadPostponedFx } from './model';

const sub = (sender: string): Subscription => ({
  name: sender,
  sender: `${sender}@x.test`,
  email: 'me@mail.test',
  count: 2,
  openRate: 0,
  notSeen: false,
  spoumConfidence: 0,
  type: 'subscriptions',
});

describe('the later list is read back from GET /v3/subscriptions/postponed', () => {
  it('after a batch of later actions went out, and only then', async () => {
    const postponed = vi.fn(async () => [sub('a'), sub('b'), sub('a')]);
    const scope = fork({
      handlers: [
        [postActionBatchFx, async () => {}],
        [loadPostponedFx, postponed],
      ],
    });
    await allSettled(postActionBatchFx, { scope, params: { action: 'keep', subscriptions: [] } });
    expect(postponed).not.toHaveBeenCalled();
    await allSettled(postActionBatchFx, { scope, params: { action: 'later', subscriptions: [] } });
    expect(postponed).toHaveBeenCalledTimes(1);
    expect(scope.getState($laterList).map((item) => [item.sender, item.type, item.isLater])).toEqual([
      ['a@x.test', 'later', true],
      ['b@x.test', 'later', true],
    ]);
  });
  it('on request, and a failure leaves the list as it was', async () => {
    const scope = fork({
      values: [[$laterList, [sub('kept')]]],
      handlers: [
        [
          loadPostponedFx,
          async () => {
            throw new Error('Network Error');
          },
        ],
      ],
    });
    await allSettled(laterListRefreshRequested, { scope });
    expect(scope.getState($laterList).map((item) => item.sender)).toEqual(['kept@x.test']);
  });
});
