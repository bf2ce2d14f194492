import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Mailbox } from '@/entities/mailbox/types';
import { $user } from '@/entities/session/model';
import {
  $deck,
  $discoveryMode,
  $laterList,
  $newsletters,
  laterInfoCardActed,
} from '@/entities/subscription/model';
import type { Subscription as ApiSubscription, User } from '@/shared/api/contract';
import { FETCH_DONE_BANNER_DURATION_MS } from '@/shared/config/constants';
import { $remoteConfig, REMOTE_CONFIG_DEFAULTS } from '@/shared/lib/remote-config/model';
import { createMemoryStorage } from '@/shared/lib/storage/memory-storage';
import { getSubscriptionsFx } from './api';
import { fetchProgress } from './lib';
import {
  $endOfFetch,
  $enoughNewsletters,
  $fetchDoneBannerVisible,
  $fetchStage,
  $fetchStatus,
  $nothingFound,
  $progress,
  $shouldShowFetchScreen,
  $waitingList,
  fetchPollingStarted,
  fetchPollingStopped,
  newslettersForceRefreshed,
  newslettersRefreshed,
  waitingListApplied,
} from './model';
import type { FetchStatus, SubscriptionsAnswer } from './types';

const sub = (sender: string, patch: Partial<ApiSubscription> = {}): ApiSubscription => ({
  name: sender.toUpperCase(),
  sender: `${sender}@news.test`,
  email: 'me@mail.test',
  count: 3,
  openRate: 10,
  notSeen: false,
  spoumConfidence: 0,
  type: 'subscriptions',
  date: null,
  lastReceivedAt: '2026-11-01T00:00:00.000Z',
  isLater: false,
  ...patch,
});
const mailbox = (email: string, patch: Partial<Mailbox> = {}): Mailbox => ({
  email,
  provider: 'google',
  isActive: true,
  count: 0,
  invalidGrant: false,
  providerShutdown: false,
  inFoxPanel: true,
  canBeDisabled: true,
  ...patch,
});
const answer = (
  status: FetchStatus,
  subscriptions: ApiSubscription[],
  patch: Partial<SubscriptionsAnswer> = {},
): SubscriptionsAnswer => ({
  status,
  subscriptions,
  incrementalSubscriptions: subscriptions,
  extras: {
    serverTime: '2026-11-22T00:00:00.000Z',
    progress: 0,
    scannedMails: 0,
    totalMails: 0,
    spams: 0,
    later: 0,
  },
  mailboxes: [mailbox('me@mail.test')],
  retry: status === 'done' ? null : 1000,
  ...patch,
});
const senders = (list: readonly { sender: string }[]) => list.map((item) => item.sender);
const many = (n: number, prefix = 's') => Array.from({ length: n }, (_, i) => sub(`${prefix}${i}`));

beforeEach(() => vi.useFakeTimers());

/** Fires an event without waiting for pending timers (polling keeps some), then flushes promises. */
async function fire<T>(
  unit: import('effector').EventCallable<T>,
  scope: import('effector').Scope,
  params?: T,
) {
  void allSettled(unit, { scope, params: params as T });
  await vi.advanceTimersByTimeAsync(0);
}
afterEach(() => vi.useRealTimers());

function scripted(answers: SubscriptionsAnswer[]) {
  const calls = { count: 0 };
  const handler = vi.fn(async () => {
    const next = answers[Math.min(calls.count, answers.length - 1)]!;
    calls.count += 1;
    return next;
  });
  return { handler, calls };
}

describe('fetch status goes empty → pending → partial → done; polling follows retry', () => {
  it('polls again after the server retry and stops when done', async () => {
    const { handler } = scripted([
      answer('pending', [], { retry: 2000 }),
      answer('partial', many(3), { retry: 500 }),
      answer('done', many(4)),
    ]);
    const scope = fork({ handlers: [[getSubscriptionsFx, handler]] });
    expect(scope.getState($fetchStatus)).toBe('empty');
    await fire(fetchPollingStarted, scope);
    expect(scope.getState($fetchStatus)).toBe('pending');
    expect(handler).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1999);
    expect(handler).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(handler).toHaveBeenCalledTimes(2);
    expect(scope.getState($fetchStatus)).toBe('partial');
    await vi.advanceTimersByTimeAsync(500);
    expect(handler).toHaveBeenCalledTimes(3);
    expect(scope.getState($fetchStatus)).toBe('done');
    await vi.advanceTimersByTimeAsync(10_000);
    expect(handler).toHaveBeenCalledTimes(3);
  });

  it('stops polling when the page closes', async () => {
    const { handler } = scripted([answer('pending', [], { retry: 1000 })]);
    const scope = fork({ handlers: [[getSubscriptionsFx, handler]] });
    await fire(fetchPollingStarted, scope);
    await fire(fetchPollingStopped, scope);
    await vi.advanceTimersByTimeAsync(5000);
    expect(handler).toHaveBeenCalledTimes(1);
  });

  it('never sends two requests at once', async () => {
    let resolve: (value: SubscriptionsAnswer) => void = () => {};
    const handler = vi.fn(() => new Promise<SubscriptionsAnswer>((r) => (resolve = r)));
    const scope = fork({ handlers: [[getSubscriptionsFx, handler]] });
    await fire(fetchPollingStarted, scope);
    await fire(newslettersForceRefreshed, scope);
    expect(handler).toHaveBeenCalledTimes(1);
    resolve(answer('done', []));
    await vi.advanceTimersByTimeAsync(0);
    expect(scope.getState($fetchStatus)).toBe('done');
  });
});

describe('end-of-fetch flag is raised when the status moves from pending or partial to done', () => {
  it('raises it after partial → done', async () => {
    const { handler } = scripted([answer('partial', many(2), { retry: 10 }), answer('done', many(2))]);
    const scope = fork({ handlers: [[getSubscriptionsFx, handler]] });
    await fire(fetchPollingStarted, scope);
    expect(scope.getState($endOfFetch)).toBe(false);
    await vi.advanceTimersByTimeAsync(10);
    expect(scope.getState($endOfFetch)).toBe(true);
  });
  it('does not raise it when the first answer is already done', async () => {
    const { handler } = scripted([answer('done', many(2))]);
    const scope = fork({ handlers: [[getSubscriptionsFx, handler]] });
    await allSettled(fetchPollingStarted, { scope });
    expect(scope.getState($endOfFetch)).toBe(false);
  });
});

describe('the first refresh fills the visible list: unseen first, invalid-grant mailboxes excluded', () => {
  it('sorts unseen first and drops invalid-grant senders; later cards go to the later list', async () => {
    const { handler } = scripted([
      answer(
        'done',
        [
          sub('a'),
          sub('b', { notSeen: true }),
          sub('c', { email: 'broken@mail.test' }),
          sub('d', { type: 'later' }),
          sub('e', { notSeen: true }),
          sub('a'),
        ],
        { mailboxes: [mailbox('me@mail.test'), mailbox('broken@mail.test', { invalidGrant: true })] },
      ),
    ]);
    const scope = fork({ handlers: [[getSubscriptionsFx, handler]] });
    await allSettled(newslettersRefreshed, { scope });
    expect(senders(scope.getState($newsletters))).toEqual(['b@news.test', 'e@news.test', 'a@news.test']);
    expect(senders(scope.getState($laterList))).toEqual(['d@news.test']);
  });
});

describe('later refreshes go to a waiting list that replaces the visible list when larger or forced', () => {
  it('keeps a smaller list waiting, replaces on force', async () => {
    const { handler } = scripted([answer('partial', many(3)), answer('partial', many(2, 'n'))]);
    const scope = fork({ handlers: [[getSubscriptionsFx, handler]] });
    await allSettled(newslettersRefreshed, { scope });
    await allSettled(newslettersRefreshed, { scope });
    expect(senders(scope.getState($newsletters))).toEqual(senders(many(3)));
    expect(senders(scope.getState($waitingList))).toEqual(senders(many(2, 'n')));
    await allSettled(waitingListApplied, { scope });
    expect(senders(scope.getState($newsletters))).toEqual(senders(many(2, 'n')));
    expect(scope.getState($waitingList)).toEqual([]);
  });
  it('replaces at once when the waiting list is larger', async () => {
    const { handler } = scripted([answer('partial', many(2)), answer('partial', many(5, 'n'))]);
    const scope = fork({ handlers: [[getSubscriptionsFx, handler]] });
    await allSettled(newslettersRefreshed, { scope });
    await allSettled(newslettersRefreshed, { scope });
    expect(senders(scope.getState($newsletters))).toEqual(senders(many(5, 'n')));
  });
  it('replaces a smaller list when the refresh is forced', async () => {
    const { handler } = scripted([answer('partial', many(3)), answer('partial', many(1, 'n'))]);
    const scope = fork({ handlers: [[getSubscriptionsFx, handler]] });
    await allSettled(newslettersRefreshed, { scope });
    await allSettled(newslettersForceRefreshed, { scope });
    expect(senders(scope.getState($newsletters))).toEqual(senders(many(1, 'n')));
  });
});

describe('fetch-done banner shows for 3 s after a fetch completes with new newsletters waiting', () => {
  it('shows then hides after 3 s', async () => {
    const { handler } = scripted([answer('partial', many(4), { retry: 100 }), answer('done', many(2, 'n'))]);
    const scope = fork({ handlers: [[getSubscriptionsFx, handler]] });
    await fire(fetchPollingStarted, scope);
    await vi.advanceTimersByTimeAsync(100);
    expect(scope.getState($fetchDoneBannerVisible)).toBe(true);
    await vi.advanceTimersByTimeAsync(FETCH_DONE_BANNER_DURATION_MS - 1);
    expect(scope.getState($fetchDoneBannerVisible)).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(scope.getState($fetchDoneBannerVisible)).toBe(false);
  });
});

describe('enoughNewsletters means more than 9 items in total; /fetch stages', () => {
  it('9 is not enough, 10 is', async () => {
    const nine = fork({ handlers: [[getSubscriptionsFx, async () => answer('pending', many(9))]] });
    await allSettled(newslettersRefreshed, { scope: nine });
    expect(nine.getState($enoughNewsletters)).toBe(false);
    expect(nine.getState($fetchStage)).toBe('processing');
    expect(nine.getState($shouldShowFetchScreen)).toBe(true);
    const ten = fork({ handlers: [[getSubscriptionsFx, async () => answer('pending', many(10))]] });
    await allSettled(newslettersRefreshed, { scope: ten });
    expect(ten.getState($enoughNewsletters)).toBe(true);
    expect(ten.getState($fetchStage)).toBe('sortable');
    expect(ten.getState($shouldShowFetchScreen)).toBe(false);
  });
  it('done with nothing found leads to /fetch-and-empty', async () => {
    const scope = fork({ handlers: [[getSubscriptionsFx, async () => answer('done', [])]] });
    await allSettled(newslettersRefreshed, { scope });
    expect(scope.getState($fetchStage)).toBe('done');
    expect(scope.getState($nothingFound)).toBe(true);
  });
});

describe('progress: done = total − remaining (at least 0), percent clamped to 0–100', () => {
  it('computes from the answer extras', async () => {
    const scope = fork({
      handlers: [
        [
          getSubscriptionsFx,
          async () =>
            answer('partial', [], {
              extras: {
                serverTime: '',
                progress: 75,
                scannedMails: 150,
                totalMails: 200,
                spams: 0,
                later: 0,
              },
            }),
        ],
      ],
    });
    await allSettled(newslettersRefreshed, { scope });
    expect(scope.getState($progress)).toEqual({ done: 150, percent: 75 });
  });
  it('never goes below 0 or above 100', () => {
    expect(fetchProgress(10, 40)).toEqual({ done: 0, percent: 0 });
    expect(fetchProgress(0, 0)).toEqual({ done: 0, percent: 0 });
    expect(fetchProgress(10, -5).percent).toBe(100);
  });
});

describe('special cards are placed when the list is filled, never in discovery mode (user.discovery)', () => {
  const demoUser = (discovery: boolean): User => ({
    hash: 'h',
    firstname: 'Ada',
    lastname: null,
    birthYear: 1990,
    anonymous: false,
    // A named demo account is demo too but not a discovery visitor: only discovery drops the cards.
    demo: true,
    discovery,
    language: 'en',
    accounts: [],
    partnerCode: null,
    createdAt: '2026-01-01',
  });
  it('adds the sharing and animation cards for a named demo user, none for a discovery visitor', async () => {
    for (const discovery of [false, true]) {
      const scope = fork({
        handlers: [
          ...createMemoryStorage().handlers,
          [getSubscriptionsFx, async () => answer('done', many(30))],
        ],
      });
      await allSettled($user, { scope, params: demoUser(discovery) });
      await allSettled(newslettersRefreshed, { scope });
      const specials = scope
        .getState($newsletters)
        .flatMap((item, index) => (item.type === 'subscriptions' ? [] : [`${item.type}@${index}`]));
      expect(specials, `discovery ${discovery}`).toEqual(discovery ? [] : ['sharing@20', 'animation@25']);
    }
  });
});

describe('special cards from the plan (issue 11 "found in the models")', () => {
  const marketing = {
    title: 'Our winter offer',
    subtitle: 'Two months free',
    cta: 'https://tidyfox.example/offer',
    tag: 'Partner',
    position: 2,
  };
  it('the remote config marketing card appears at its position with its fields', async () => {
    const { handler } = scripted([answer('done', many(5))]);
    const scope = fork({
      handlers: [...createMemoryStorage().handlers, [getSubscriptionsFx, handler]],
      values: [[$remoteConfig, { ...REMOTE_CONFIG_DEFAULTS, marketing_card: marketing }]],
    });
    await allSettled(newslettersRefreshed, { scope });
    const card = scope.getState($newsletters)[2];
    expect(card?.type).toBe('market');
    expect(card?.special).toMatchObject({
      title: 'Our winter offer',
      cta: 'https://tidyfox.example/offer',
      tag: 'Partner',
    });
  });
  it('none without a marketing card in the config, and none in discovery mode', async () => {
    const { handler } = scripted([answer('done', many(5))]);
    const plain = fork({ handlers: [[getSubscriptionsFx, handler]] });
    await allSettled(newslettersRefreshed, { scope: plain });
    expect(plain.getState($newsletters).some((item) => item.type === 'market')).toBe(false);
    const discovery = fork({
      handlers: [[getSubscriptionsFx, scripted([answer('done', many(5))]).handler]],
      values: [
        [$remoteConfig, { ...REMOTE_CONFIG_DEFAULTS, marketing_card: marketing }],
        [$discoveryMode, true],
      ],
    });
    await allSettled(newslettersRefreshed, { scope: discovery });
    expect(discovery.getState($newsletters).some((item) => item.type === 'market')).toBe(false);
  });
  it('the later-list info card stays away after a forced refresh once acted on', async () => {
    const { handler } = scripted([answer('done', [...many(2), sub('l', { type: 'later' })])]);
    const scope = fork({ handlers: [[getSubscriptionsFx, handler]] });
    await allSettled(newslettersRefreshed, { scope });
    expect(scope.getState($deck).some((item) => item.type === 'laterInfo')).toBe(true);
    await allSettled(laterInfoCardActed, { scope });
    await allSettled(newslettersForceRefreshed, { scope });
    expect(scope.getState($deck).some((item) => item.type === 'laterInfo')).toBe(false);
    expect(senders(scope.getState($deck))).toContain('l@news.test');
  });
});
