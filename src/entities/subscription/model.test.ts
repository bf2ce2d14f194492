import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  $deck,
  $showLaterInfoCard,
  listsReplaced,
  sendersRemoved,
  sendersRestored,
  specialCardUsed,
} from './model';
import type { Removal, Subscription } from './types';

const sub = (id: string, patch: Partial<Subscription> = {}): Subscription => ({
  name: id,
  sender: `${id}@x.test`,
  email: 'me@mail.test',
  count: 1,
  openRate: 0,
  notSeen: false,
  spoumConfidence: 0,
  type: 'subscriptions',
  ...patch,
});
const names = (list: Subscription[]) => list.map((item) => item.name);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('later-list info card: shown after the subscriptions while the later list is non-empty, until acted on', () => {
  it('shows the info card last, then the later senders once acted on', async () => {
    const scope = fork();
    await allSettled(listsReplaced, {
      scope,
      params: {
        newsletters: [sub('a'), sub('b')],
        later: [sub('l1', { type: 'later' }), sub('l2', { type: 'later' })],
      },
    });
    expect(scope.getState($showLaterInfoCard)).toBe(true);
    const deck = scope.getState($deck);
    expect(names(deck).slice(0, 2)).toEqual(['a', 'b']);
    expect(deck[2]?.type).toBe('laterInfo');
    expect(deck).toHaveLength(3);
    await allSettled(specialCardUsed, { scope, params: deck[2] as Subscription });
    expect(scope.getState($showLaterInfoCard)).toBe(false);
    expect(names(scope.getState($deck))).toEqual(['a', 'b', 'l1', 'l2']);
  });
  it('is not shown when the later list is empty', async () => {
    const scope = fork();
    await allSettled(listsReplaced, { scope, params: { newsletters: [sub('a')], later: [] } });
    expect(scope.getState($showLaterInfoCard)).toBe(false);
    expect(names(scope.getState($deck))).toEqual(['a']);
  });
});

describe('restored senders go back where they were, in order, even after other removals', () => {
  it('interleaves restored senders at their original places', async () => {
    const scope = fork();
    const list = ['a', 'b', 'c', 'd', 'e'].map((id) => sub(id));
    await allSettled(listsReplaced, { scope, params: { newsletters: list, later: [] } });
    const first: Removal[] = [
      { item: list[3] as Subscription, list: 'newsletters' },
      { item: list[0] as Subscription, list: 'newsletters' },
    ];
    const second: Removal[] = [{ item: list[1] as Subscription, list: 'newsletters' }];
    await allSettled(sendersRemoved, { scope, params: first });
    await allSettled(sendersRemoved, { scope, params: second });
    expect(names(scope.getState($deck))).toEqual(['c', 'e']);
    await allSettled(sendersRestored, { scope, params: first });
    expect(names(scope.getState($deck))).toEqual(['a', 'c', 'd', 'e']);
    await allSettled(sendersRestored, { scope, params: second });
    expect(names(scope.getState($deck))).toEqual(['a', 'b', 'c', 'd', 'e']);
  });
});

describe('removing senders', () => {
  it('removes a sender from the mailbox it was decided in only, and from whichever list holds it', async () => {
    const scope = fork();
    const work = sub('news', { name: 'news (work)', email: 'me@work.test' });
    const home = sub('news', { name: 'news (home)' });
    const later = sub('l1', { type: 'later' });
    await allSettled(listsReplaced, {
      scope,
      params: { newsletters: [sub('a'), work, home, sub('b')], later: [later, sub('l2', { type: 'later' })] },
    });
    await allSettled(specialCardUsed, { scope, params: scope.getState($deck)[4] as Subscription });
    await allSettled(sendersRemoved, {
      scope,
      params: [
        { item: work, list: 'newsletters' },
        { item: later, list: 'later' },
      ],
    });
    expect(names(scope.getState($deck))).toEqual(['a', 'news (home)', 'b', 'l2']);
  });
});
