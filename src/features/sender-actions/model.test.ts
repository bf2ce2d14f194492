import { allSettled, type EventCallable, fork, type Scope } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { placeSpecialCards } from '@/entities/subscription/lib';
import {
  $discoveryMode,
  $laterList,
  $newsletters,
  $unconfirmedKeys,
  listsReplaced,
  sendersActed,
  usedSharingCard,
} from '@/entities/subscription/model';
import type { Subscription } from '@/entities/subscription/types';
import { MAX_ACTION_BATCH } from '@/shared/api/contract';
import { ACTION_BATCH_DELAY_MS, KEY_CODES } from '@/shared/config/constants';
import { $trackingAllowed, sendEventFx } from '@/shared/lib/analytics/model';
import { $remoteConfig, REMOTE_CONFIG_DEFAULTS } from '@/shared/lib/remote-config/model';
import { createMemoryStorage } from '@/shared/lib/storage/memory-storage';
import { type ActionBatchParams, postActionBatchFx } from './api';
import {
  $canUndo,
  $lastDecision,
  $unsentCount,
  actionRefused,
  actionsRequested,
  arrowKeyPressed,
  cardSwiped,
  type LastDecision,
  queuedActionsFlushed,
  rollbackDecisionFx,
  swipeTracked,
  undoRequested,
} from './model';

const sub = (id: string, patch: Partial<Subscription> = {}): Subscription => ({
  name: `Sender ${id}`,
  sender: `${id}@news.test`,
  email: 'me@mail.test',
  count: 1,
  openRate: 0,
  notSeen: false,
  spoumConfidence: 0,
  type: 'subscriptions',
  ...patch,
});
const senders = (list: readonly { sender: string }[]) => list.map((item) => item.sender);
const ids = (...names: string[]) => names.map((name) => `${name}@news.test`);

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

async function fire<T>(unit: EventCallable<T>, scope: Scope, params?: NoInfer<T>) {
  void allSettled(unit, { scope, params: params as T });
  await vi.advanceTimersByTimeAsync(0);
}

async function setup(
  newsletters: Subscription[],
  later: Subscription[] = [],
  handler: (params: ActionBatchParams) => Promise<void> = async () => undefined,
  remote: Partial<typeof REMOTE_CONFIG_DEFAULTS> = {},
) {
  const memory = createMemoryStorage();
  const calls: ActionBatchParams[] = [];
  const spy = vi.fn(async (params: ActionBatchParams) => {
    calls.push(params);
    return handler(params);
  });
  const scope = fork({
    handlers: [...memory.handlers, [postActionBatchFx, spy]],
    values: [[$remoteConfig, { ...REMOTE_CONFIG_DEFAULTS, ...remote }]],
  });
  await allSettled(listsReplaced, { scope, params: { newsletters, later } });
  return { scope, calls, spy, memory };
}

const swipe = (scope: Scope, item: Subscription, direction: 'left' | 'up' | 'right' | 'down') =>
  fire(cardSwiped, scope, { item, direction });

describe('the sender is removed at once from the newsletters list and the later list', () => {
  it('leaves both lists before any call is made', async () => {
    const a = sub('a');
    const l = sub('l', { type: 'later' });
    const { scope, spy } = await setup([a, sub('b')], [l]);
    await swipe(scope, a, 'right');
    await fire(actionsRequested, scope, { items: [l], action: 'delete' });
    expect(senders(scope.getState($newsletters))).toEqual(ids('b'));
    expect(scope.getState($laterList)).toEqual([]);
    expect(spy).not.toHaveBeenCalled();
    expect(scope.getState($unsentCount)).toBe(2);
  });
});

describe('actions are queued per kind and sent as ONE batch per kind after the delay', () => {
  it('N actions of one kind inside one delay produce exactly one request', async () => {
    const list = Array.from({ length: 12 }, (_, i) => sub(`s${i}`));
    const { scope, calls } = await setup(list);
    for (const item of list) {
      await swipe(scope, item, 'left');
      await vi.advanceTimersByTimeAsync(200);
    }
    // 12 swipes took 2400 ms: still inside the first delay.
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(ACTION_BATCH_DELAY_MS - 2400 - 1);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toEqual({
      action: 'unsubscribes',
      subscriptions: list.map((item) => ({ email: item.email, sender: item.sender })),
    });
    await vi.advanceTimersByTimeAsync(10_000);
    expect(calls).toHaveLength(1);
    expect(scope.getState($unsentCount)).toBe(0);
  });

  it('sends one batch per kind', async () => {
    const [a, b, c, d, e] = ['a', 'b', 'c', 'd', 'e'].map((id) => sub(id)) as Subscription[] & {
      length: 5;
    };
    const { scope, calls } = await setup([a, b, c, d, e] as Subscription[]);
    await swipe(scope, a as Subscription, 'left');
    await swipe(scope, b as Subscription, 'right');
    await swipe(scope, c as Subscription, 'left');
    await swipe(scope, d as Subscription, 'up');
    await swipe(scope, e as Subscription, 'down');
    await vi.advanceTimersByTimeAsync(ACTION_BATCH_DELAY_MS);
    const byAction = Object.fromEntries(calls.map((call) => [call.action, senders(call.subscriptions)]));
    expect(calls).toHaveLength(4);
    expect(byAction).toEqual({
      unsubscribes: ids('a', 'c'),
      keep: ids('b'),
      delete: ids('d'),
      later: ids('e'),
    });
  });

  it('uses action_delay_seconds × 1000 from remote config', async () => {
    const a = sub('a');
    const { scope, calls } = await setup([a], [], async () => undefined, { action_delay_seconds: 1 });
    await swipe(scope, a, 'up');
    await vi.advanceTimersByTimeAsync(999);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toHaveLength(1);
  });
});

describe('if a batch call fails, the senders are put back where they were, in order', () => {
  it('restores every sender of the failed batch in its original place', async () => {
    const list = ['a', 'b', 'c', 'd', 'e', 'f'].map((id) => sub(id));
    const later = [sub('x', { type: 'later' }), sub('y', { type: 'later' })];
    const { scope, calls } = await setup(list, later, async ({ action }) => {
      if (action === 'delete') throw new Error('Network Error');
    });
    const [a, b, c, d, e, f] = list as [
      Subscription,
      Subscription,
      Subscription,
      Subscription,
      Subscription,
      Subscription,
    ];
    await fire(actionsRequested, scope, { items: [d, b], action: 'delete' });
    await swipe(scope, f, 'right'); // keep: succeeds
    await swipe(scope, a, 'up'); // delete again: same failing batch
    await fire(actionsRequested, scope, { items: [later[1] as Subscription], action: 'delete' });
    expect(senders(scope.getState($newsletters))).toEqual(ids('c', 'e'));
    expect(senders(scope.getState($laterList))).toEqual(ids('x'));
    await vi.advanceTimersByTimeAsync(ACTION_BATCH_DELAY_MS);
    expect(calls.map((call) => call.action).sort()).toEqual(['delete', 'keep']);
    expect(senders(scope.getState($newsletters))).toEqual(ids('a', 'b', 'c', 'd', 'e'));
    expect(senders(scope.getState($laterList))).toEqual(ids('x', 'y'));
    expect(c.sender).toBe(ids('c')[0]);
    expect(e.sender).toBe(ids('e')[0]);
  });
});

describe('special cards are not sent to the server', () => {
  it('a swiped sharing card leaves the deck, is marked used and never sent', async () => {
    const list = placeSpecialCards(
      Array.from({ length: 3 }, (_, i) => sub(`s${i}`)),
      { sharingPositions: [0], sharingUsed: false, animationUsed: [true, true], discovery: false },
    );
    expect(list[0]?.type).toBe('sharing');
    const { scope, calls, memory } = await setup(list);
    await swipe(scope, list[0] as Subscription, 'left');
    await vi.advanceTimersByTimeAsync(ACTION_BATCH_DELAY_MS);
    expect(calls).toHaveLength(0);
    expect(scope.getState($newsletters)).toHaveLength(3);
    expect(scope.getState(usedSharingCard.$value)).toBe(true);
    expect(memory.local.get('usedSharingCard')).toBe('true');
  });
});

describe('the later action is not allowed on a card that is already of type later', () => {
  it('refuses it and keeps the card', async () => {
    const l = sub('l', { type: 'later' });
    const refused = vi.fn();
    const { scope, calls } = await setup([], [l]);
    actionRefused.watch(refused);
    await fire(actionsRequested, scope, { items: [l], action: 'later' });
    await vi.advanceTimersByTimeAsync(ACTION_BATCH_DELAY_MS);
    expect(calls).toHaveLength(0);
    expect(senders(scope.getState($laterList))).toEqual(ids('l'));
    expect(refused).toHaveBeenCalledWith({ item: l, action: 'later' });
  });
});

describe('arrow keys 37/38/39/40 trigger the same actions as swipes left/up/right/down', () => {
  it.each([
    [KEY_CODES.left, 'unsubscribes'],
    [KEY_CODES.up, 'delete'],
    [KEY_CODES.right, 'keep'],
    [KEY_CODES.down, 'later'],
  ] as const)('key %i acts on the top card with %s', async (keyCode, action) => {
    const { scope, calls } = await setup([sub('a'), sub('b')]);
    await fire(arrowKeyPressed, scope, keyCode);
    expect(senders(scope.getState($newsletters))).toEqual(ids('b'));
    await vi.advanceTimersByTimeAsync(ACTION_BATCH_DELAY_MS);
    expect(calls).toEqual([{ action, subscriptions: [{ email: 'me@mail.test', sender: 'a@news.test' }] }]);
  });
  it('fires the same events as a swipe (cardSwiped and its click analytics)', async () => {
    const swiped = vi.fn();
    const tracked = vi.fn();
    const sent = vi.fn();
    cardSwiped.watch(swiped);
    swipeTracked.watch(tracked);
    const a = sub('a');
    const { scope } = await setup([a, sub('b')]);
    const withAnalytics = fork({
      values: [[$trackingAllowed, true]],
      handlers: [...createMemoryStorage().handlers, [sendEventFx, sent]],
    });
    await allSettled(listsReplaced, { scope: withAnalytics, params: { newsletters: [a], later: [] } });
    await fire(arrowKeyPressed, withAnalytics, KEY_CODES.down);
    expect(swiped).toHaveBeenLastCalledWith({ item: a, direction: 'down' });
    expect(tracked).toHaveBeenLastCalledWith({ action: 'later', cardType: 'subscriptions' });
    expect(sent).toHaveBeenCalledWith({
      name: 'card_swiped',
      params: { action: 'later', cardType: 'subscriptions' },
    });
    await fire(arrowKeyPressed, scope, KEY_CODES.left);
    expect(swiped).toHaveBeenLastCalledWith({ item: a, direction: 'left' });
  });
  it('ignores other keys', async () => {
    const { scope } = await setup([sub('a')]);
    await fire(arrowKeyPressed, scope, 13);
    expect(scope.getState($newsletters)).toHaveLength(1);
  });
});

describe('nothing is lost when the user acts faster than the network', () => {
  it('every sender of many actions in flight is sent exactly once; only failed ones come back', async () => {
    const list = Array.from({ length: 40 }, (_, i) => sub(`s${i}`));
    let call = 0;
    const { scope, calls } = await setup(list, [], async () => {
      call += 1;
      const failing = call === 3;
      await new Promise((resolve) => setTimeout(resolve, 7_000)); // slower than the batching delay
      if (failing) throw new Error('Network Error');
    });
    const acted = vi.fn();
    sendersActed.watch(acted);
    const directions = ['left', 'up', 'right', 'down'] as const;
    for (const [index, item] of list.entries()) {
      await swipe(scope, item, directions[index % 4] as (typeof directions)[number]);
      await vi.advanceTimersByTimeAsync(450);
    }
    await vi.advanceTimersByTimeAsync(30_000);
    const sent = calls.flatMap((batch) => batch.subscriptions.map((item) => item.sender));
    expect(new Set(sent).size).toBe(sent.length); // never twice
    expect(sent.sort()).toEqual(senders(list).sort()); // never lost
    const failed = calls[2] as ActionBatchParams;
    expect(senders(scope.getState($newsletters))).toEqual(
      senders(list).filter((sender) => failed.subscriptions.some((item) => item.sender === sender)),
    );
    expect(scope.getState($unsentCount)).toBe(0);
  });
});

describe('a refresh that answers while actions are queued or in flight does not bring their senders back', () => {
  it('keeps acted senders out of a replaced list until the server accepted or refused them', async () => {
    const [a, b, c] = ['a', 'b', 'c'].map((id) => sub(id)) as [Subscription, Subscription, Subscription];
    let failNext = true;
    const { scope, calls } = await setup([a, b, c], [], async () => {
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      if (failNext) {
        failNext = false;
        throw new Error('Network Error');
      }
    });
    await swipe(scope, a, 'left');
    await swipe(scope, b, 'up');
    // queued: a refresh (the server does not know yet) answers a, b and c
    await fire(listsReplaced, scope, { newsletters: [a, b, c], later: [] });
    expect(senders(scope.getState($newsletters))).toEqual(ids('c'));
    await vi.advanceTimersByTimeAsync(ACTION_BATCH_DELAY_MS + 1_000);
    expect(calls).toHaveLength(2);
    // in flight: still kept out
    await fire(listsReplaced, scope, { newsletters: [a, b, c], later: [] });
    expect(senders(scope.getState($newsletters))).toEqual(ids('c'));
    await vi.advanceTimersByTimeAsync(5_000);
    // the first batch (unsubscribes: a) failed and came back; b was accepted
    expect(senders(scope.getState($newsletters))).toEqual(ids('a', 'c'));
    expect(scope.getState($unconfirmedKeys)).toEqual([]);
  });
});

describe('discovery mode: click analytics on swipes are skipped', () => {
  it('tracks swipes normally and not in discovery mode', async () => {
    const tracked = vi.fn();
    swipeTracked.watch(tracked);
    const a = sub('a');
    const normal = await setup([a]);
    await swipe(normal.scope, a, 'left');
    expect(tracked).toHaveBeenCalledWith({ action: 'unsubscribes', cardType: 'subscriptions' });
    tracked.mockClear();
    const demo = await setup([a]);
    await allSettled($discoveryMode, { scope: demo.scope, params: true });
    await swipe(demo.scope, a, 'left');
    expect(tracked).not.toHaveBeenCalled();
  });
});

describe('queued actions are sent at once when the page closes (flush), never lost', () => {
  it('sends the queue immediately and nothing more after the delay', async () => {
    const a = sub('a');
    const { scope, calls } = await setup([a, sub('b')]);
    await swipe(scope, a, 'right');
    await fire(queuedActionsFlushed, scope);
    expect(calls).toEqual([{ action: 'keep', subscriptions: [{ email: a.email, sender: a.sender }] }]);
    await vi.advanceTimersByTimeAsync(ACTION_BATCH_DELAY_MS);
    expect(calls).toHaveLength(1);
  });
});

describe('a batch above the contract cap (MAX_ACTION_BATCH) is split, each part restored on its own failure', () => {
  it('sends ceil(N / cap) requests with every sender once', async () => {
    const list = Array.from({ length: MAX_ACTION_BATCH + 5 }, (_, i) => sub(`s${i}`));
    const { scope, calls } = await setup(list);
    await fire(actionsRequested, scope, { items: list, action: 'delete' });
    await vi.advanceTimersByTimeAsync(ACTION_BATCH_DELAY_MS);
    expect(calls.map((call) => call.subscriptions.length)).toEqual([MAX_ACTION_BATCH, 5]);
  });
});

describe('undo (issue 11 §4)', () => {
  it('before the batch went out: the sender leaves the queue and comes back in place, nothing is sent', async () => {
    const { scope, calls } = await setup([sub('a'), sub('b'), sub('c')]);
    await fire(arrowKeyPressed, scope, KEY_CODES.left);
    await fire(arrowKeyPressed, scope, KEY_CODES.left);
    expect(senders(scope.getState($newsletters))).toEqual(ids('c'));
    expect(scope.getState($canUndo)).toBe(true);
    await fire(undoRequested, scope);
    // Only the last decision (b) is taken back; a stays queued and is the only one sent.
    expect(senders(scope.getState($newsletters))).toEqual(ids('b', 'c'));
    expect(scope.getState($unsentCount)).toBe(1);
    await vi.advanceTimersByTimeAsync(ACTION_BATCH_DELAY_MS + 10);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.subscriptions.map((item) => item.sender)).toEqual(ids('a'));
    expect(scope.getState($canUndo)).toBe(false);
  });

  it('undoing the only queued decision sends no request at all', async () => {
    const { scope, calls } = await setup([sub('a'), sub('b')]);
    await fire(arrowKeyPressed, scope, KEY_CODES.right);
    await fire(undoRequested, scope);
    await vi.advanceTimersByTimeAsync(ACTION_BATCH_DELAY_MS * 2);
    expect(calls).toHaveLength(0);
    expect(senders(scope.getState($newsletters))).toEqual(ids('a', 'b'));
    expect(scope.getState($unsentCount)).toBe(0);
  });

  it('after the batch went out: auto-delete is unblocked and the sender comes back', async () => {
    const { scope } = await setup([sub('a'), sub('b')]);
    const rollback = vi.fn(async (decision: LastDecision) => decision);
    await fire(arrowKeyPressed, scope, KEY_CODES.left);
    await vi.advanceTimersByTimeAsync(ACTION_BATCH_DELAY_MS + 10);
    expect(scope.getState($lastDecision)?.stage).toBe('sent');
    const withRollback = fork({
      values: [
        [$newsletters, scope.getState($newsletters)],
        [$lastDecision, scope.getState($lastDecision)],
      ],
      handlers: [[rollbackDecisionFx, rollback]],
    });
    await allSettled(undoRequested, { scope: withRollback });
    expect(rollback).toHaveBeenCalledOnce();
    expect(rollback.mock.calls[0]?.[0].action).toBe('unsubscribes');
    expect(senders(withRollback.getState($newsletters))).toContain(ids('a')[0]);
  });

  it('a sent delete cannot be undone (no rollback call exists for it)', async () => {
    const { scope } = await setup([sub('a'), sub('b')]);
    await fire(arrowKeyPressed, scope, KEY_CODES.up);
    await vi.advanceTimersByTimeAsync(ACTION_BATCH_DELAY_MS + 10);
    expect(scope.getState($lastDecision)?.stage).toBe('sent');
    expect(scope.getState($canUndo)).toBe(false);
  });
});
