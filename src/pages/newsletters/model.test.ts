import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $mailboxes } from '@/entities/mailbox/model';
import type { Mailbox } from '@/entities/mailbox/types';
import { $newsletters, listsReplaced } from '@/entities/subscription/model';
import type { Subscription } from '@/entities/subscription/types';
import { $confirmationOpen, confirmClicked } from '@/features/action-confirmation/model';
import { getSubscriptionsFx } from '@/features/fetch-subscriptions/api';
import { $fetchStatus, $waitingList, newslettersRefreshed } from '@/features/fetch-subscriptions/model';
import { searchSubmitted, searchTextChanged } from '@/features/search-senders/model';
import { mailboxSelectionToggled } from '@/features/select-mailboxes/model';
import { postActionBatchFx } from '@/features/sender-actions/api';
import { sortChanged } from '@/features/sort-senders/model';
import { $tutorialStep } from '@/features/tutorial/model';
import { ACTION_BATCH_DELAY_MS, KEY_CODES } from '@/shared/config/constants';
import { $location, navigateFx } from '@/shared/lib/router/model';
import { createMemoryStorage } from '@/shared/lib/storage/memory-storage';
import {
  $checkedKeys,
  $emptyStateVariant,
  $screenMode,
  $searchFoundNothing,
  $searchResultCount,
  $visibleItems,
  $visibleItemsChecked,
  checkedActionChosen,
  cleaningKeyPressed,
  listItemToggled,
  senderActionChosen,
} from './model';
import { categoryTabChanged, displayModeChanged, newslettersPageOpened } from './page-state';

const sub = (name: string, patch: Partial<Subscription> = {}): Subscription => ({
  name,
  sender: `${name.toLowerCase()}@x.test`,
  email: 'a@mail.test',
  count: 1,
  openRate: 0,
  notSeen: false,
  spoumConfidence: 0,
  type: 'subscriptions',
  ...patch,
});
const mailbox = (email: string): Mailbox => ({
  email,
  provider: 'google',
  isActive: true,
  count: 0,
  invalidGrant: false,
  providerShutdown: false,
  inFoxPanel: true,
  canBeDisabled: true,
});

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

async function setup(stored: Record<string, string> = {}) {
  const memory = createMemoryStorage({ local: stored });
  const post = vi.fn(async () => undefined);
  const scope = fork({
    handlers: [...memory.handlers, [postActionBatchFx, post]],
    values: [[$mailboxes, [mailbox('a@mail.test'), mailbox('b@mail.test')]]],
  });
  await allSettled(listsReplaced, {
    scope,
    params: {
      newsletters: [
        sub('Alpha', { count: 3 }),
        sub('Spammy', { spoumConfidence: 0.9, count: 9 }),
        sub('Beta', { email: 'b@mail.test', count: 5 }),
        sub('Edge', { spoumConfidence: 0.5, count: 1 }),
      ],
      later: [],
    },
  });
  return { scope, post, memory };
}
const names = (items: Subscription[]) => items.map((item) => item.name);

describe('list mode: tabs All / Newsletters / Spam (spam = confidence above 0.5), mailbox selection, sort', () => {
  it('filters and sorts the visible list', async () => {
    const { scope } = await setup();
    expect(names(scope.getState($visibleItems))).toEqual(['Alpha', 'Spammy', 'Beta', 'Edge']);
    await allSettled(categoryTabChanged, { scope, params: 'spams' });
    expect(names(scope.getState($visibleItems))).toEqual(['Spammy']);
    await allSettled(categoryTabChanged, { scope, params: 'subscriptions' });
    expect(names(scope.getState($visibleItems))).toEqual(['Alpha', 'Beta', 'Edge']);
    await allSettled(mailboxSelectionToggled, { scope, params: 'b@mail.test' });
    expect(names(scope.getState($visibleItems))).toEqual(['Alpha', 'Edge']);
    await allSettled(sortChanged, { scope, params: 'ascending' });
    expect(names(scope.getState($visibleItems))).toEqual(['Edge', 'Alpha']);
  });
  it('search result mode filters the list and counts; an empty search says so', async () => {
    const { scope } = await setup();
    await allSettled(searchTextChanged, { scope, params: 'Beta' });
    await allSettled(searchSubmitted, { scope });
    expect(names(scope.getState($visibleItems))).toEqual(['Beta']);
    expect(scope.getState($searchResultCount)).toBe(1);
    await allSettled(searchTextChanged, { scope, params: 'zzz' });
    await allSettled(searchSubmitted, { scope });
    expect(scope.getState($searchFoundNothing)).toBe(true);
  });
});

describe('the tutorial is shown first if not seen, and takes the arrow keys at its step', () => {
  it('routes keys to the tutorial, then to the cards', async () => {
    const { scope, post } = await setup();
    await allSettled(newslettersPageOpened, { scope, params: { isDesktop: false } });
    expect(scope.getState($screenMode)).toBe('tuto');
    await allSettled(cleaningKeyPressed, { scope, params: KEY_CODES.left });
    expect(scope.getState($tutorialStep)).toBe('delete');
    expect(scope.getState($newsletters)).toHaveLength(4);
    const seen = createMemoryStorage({ local: { tutorialSeen: 'true' } });
    const next = fork({ handlers: [...seen.handlers, [postActionBatchFx, post]] });
    const { storageRestoreRequested } = await import('@/shared/lib/storage/model');
    await allSettled(storageRestoreRequested, { scope: next });
    await allSettled(listsReplaced, { scope: next, params: { newsletters: [sub('Alpha')], later: [] } });
    await allSettled(newslettersPageOpened, { scope: next, params: { isDesktop: false } });
    expect(next.getState($screenMode)).toBe('cards');
    void allSettled(cleaningKeyPressed, { scope: next, params: KEY_CODES.right });
    await vi.advanceTimersByTimeAsync(ACTION_BATCH_DELAY_MS);
    expect(next.getState($newsletters)).toHaveLength(0);
    expect(post).toHaveBeenCalledTimes(1);
  });
});

describe('list mode actions go through the confirmation modal before the batch', () => {
  it('asks, then queues the action', async () => {
    const { scope, post } = await setup({ tutorialSeen: 'true' });
    await allSettled(displayModeChanged, { scope, params: 'list' });
    const alpha = scope.getState($visibleItems)[0] as Subscription;
    await allSettled(senderActionChosen, { scope, params: { items: [alpha], action: 'delete' } });
    expect(scope.getState($confirmationOpen)).toBe(true);
    expect(scope.getState($newsletters)).toHaveLength(4);
    void allSettled(confirmClicked, { scope });
    await vi.advanceTimersByTimeAsync(ACTION_BATCH_DELAY_MS);
    expect(scope.getState($newsletters)).toHaveLength(3);
    expect(post.mock.calls.map((call) => (call as unknown[])[0])).toEqual([
      { action: 'delete', subscriptions: [{ email: 'a@mail.test', sender: 'alpha@x.test' }] },
    ]);
  });
});

describe('the screen goes to /fetch if the fetch status is pending and there are not enough newsletters', () => {
  const answer = (status: 'pending' | 'done', count: number) => ({
    status,
    subscriptions: Array.from({ length: count }, (_, i) => ({
      ...sub(`S${i}`),
      type: 'subscriptions' as const,
      date: null,
      lastReceivedAt: '',
      isLater: false,
    })),
    incrementalSubscriptions: [],
    extras: { serverTime: '', progress: 0, scannedMails: 0, totalMails: 0, spams: 0, later: 0 },
    mailboxes: [],
    retry: status === 'done' ? null : 60_000,
  });
  it('redirects while pending with 9 newsletters, not with 10', async () => {
    for (const [count, expected] of [
      [9, true],
      [10, false],
    ] as const) {
      const navigate = vi.fn();
      const scope = fork({
        values: [[$location, { pathname: '/newsletters', search: '' }]],
        handlers: [
          ...createMemoryStorage().handlers,
          [getSubscriptionsFx, async () => answer('pending', count)],
          [navigateFx, navigate],
        ],
      });
      await allSettled(newslettersRefreshed, { scope });
      expect(
        navigate.mock.calls.some((call) => call[0] === '/fetch'),
        `count ${count}`,
      ).toBe(expected);
    }
  });
});

describe('list mode multi-select: checked senders act together and leave the selection when acted on', () => {
  it('acts on every checked sender after confirmation', async () => {
    const { scope, post } = await setup({ tutorialSeen: 'true', disableModalKeep: 'true' });
    const { storageRestoreRequested } = await import('@/shared/lib/storage/model');
    await allSettled(storageRestoreRequested, { scope });
    await allSettled(displayModeChanged, { scope, params: 'list' });
    const [alpha, , beta] = scope.getState($visibleItems) as Subscription[];
    await allSettled(listItemToggled, { scope, params: alpha as Subscription });
    await allSettled(listItemToggled, { scope, params: beta as Subscription });
    expect(
      scope
        .getState($visibleItemsChecked)
        .filter((item) => item.checked)
        .map((item) => item.name),
    ).toEqual(['Alpha', 'Beta']);
    void allSettled(checkedActionChosen, { scope, params: 'keep' });
    await vi.advanceTimersByTimeAsync(ACTION_BATCH_DELAY_MS);
    expect(scope.getState($checkedKeys)).toEqual([]);
    expect(post.mock.calls.map((call) => (call as unknown[])[0])).toEqual([
      {
        action: 'keep',
        subscriptions: [
          { email: 'a@mail.test', sender: 'alpha@x.test' },
          { email: 'b@mail.test', sender: 'beta@x.test' },
        ],
      },
    ]);
  });
});

describe('the list items with their checked flag keep their identity where the flag is unchanged', () => {
  it('makes a new object only for the sender whose flag changed', async () => {
    const { scope } = await setup({ tutorialSeen: 'true' });
    await allSettled(displayModeChanged, { scope, params: 'list' });
    const before = scope.getState($visibleItemsChecked);
    // Unchecked senders are the list's own items (the rows are memoised by item).
    expect(before).toEqual(scope.getState($visibleItems));
    const visible = scope.getState($visibleItems);
    for (const [index, item] of before.entries()) expect(item).toBe(visible[index]);
    const [alpha, ...others] = before as [Subscription, ...Subscription[]];
    await allSettled(listItemToggled, { scope, params: alpha });
    const [checkedAlpha, ...after] = scope.getState($visibleItemsChecked) as [
      Subscription,
      ...Subscription[],
    ];
    expect(checkedAlpha).toEqual({ ...alpha, checked: true });
    for (const [index, item] of after.entries()) expect(item).toBe(others[index]);
    // Unchecked again: the list's own item again.
    await allSettled(listItemToggled, { scope, params: alpha });
    expect(scope.getState($visibleItemsChecked)[0]).toBe(alpha);
  });
});

describe('the empty state title depends on whether the fetch is done and whether new newsletters are waiting', () => {
  it('picks the variant', async () => {
    const scope = fork();
    expect(scope.getState($emptyStateVariant)).toBe('scanning');
    const done = fork({ values: [[$fetchStatus, 'done']] });
    expect(done.getState($emptyStateVariant)).toBe('allDone');
    const waiting = fork({ values: [[$waitingList, [sub('New')]]] });
    expect(waiting.getState($emptyStateVariant)).toBe('newWaiting');
    const full = fork({ values: [[$newsletters, [sub('Alpha')]]] });
    expect(full.getState($emptyStateVariant)).toBeNull();
  });
});
