import { combine, createEvent, createStore, sample } from 'effector';
import { delay } from 'patronum';
import { $invalidGrantEmails, mailboxesReceived } from '@/entities/mailbox/model';
import { $user } from '@/entities/session/model';
import { $sharingCardPositions } from '@/entities/subscription/config';
import {
  dedupeBySenderAndMailbox,
  isSpecialCard,
  placeSpecialCards,
  specialCard,
  unseenFirst,
} from '@/entities/subscription/lib';
import {
  $discoveryMode,
  $newsletters,
  discoveryModeSet,
  listsReplaced,
  subscriptionsRefreshRequested,
  usedAnimationCard1,
  usedAnimationCard2,
  usedSharingCard,
} from '@/entities/subscription/model';
import type { Subscription } from '@/entities/subscription/types';
import { FETCH_DONE_BANNER_DURATION_MS, GDPR_POLL_DEFAULT_WAIT_MS } from '@/shared/config/constants';
import { $remoteConfig } from '@/shared/lib/remote-config/model';
import { getSubscriptionsFx } from './api';
import { fetchProgress, hasEnoughNewsletters } from './lib';
import type { FetchStatus, SubscriptionsAnswer } from './types';

/** Start polling GET /v3/subscriptions (the /fetch and /newsletters pages open). */
export const fetchPollingStarted = createEvent();
/** Stop polling (the page closes). */
export const fetchPollingStopped = createEvent();
/** One refresh: the answer goes to the waiting list (after the first one). */
export const newslettersRefreshed = createEvent();
/** One refresh whose answer replaces the visible list (the go-clean button, a mailbox toggled). */
export const newslettersForceRefreshed = createEvent();
/** The go-clean button / the fetch-done banner: show the waiting list now. */
export const waitingListApplied = createEvent();

export const $fetchStatus = createStore<FetchStatus>('empty');
/** Raised when the status moves from pending or partial to done (spec §4 Fetch). */
export const $endOfFetch = createStore(false);
/** The first refresh filled the visible list; later ones go to the waiting list. */
export const $firstRefreshDone = createStore(false);
export const $waitingList = createStore<Subscription[]>([]);
/** Items in total in the last answer. */
export const $totalSubscriptions = createStore(0);
export const $enoughNewsletters = $totalSubscriptions.map(hasEnoughNewsletters);
export const $progressCounts = createStore({ total: 0, remaining: 0 });
export const $progress = $progressCounts.map(({ total, remaining }) => fetchProgress(total, remaining));
/** Spec §2 Other UI pieces: shown 3 s after a fetch completes with new newsletters waiting. */
export const $fetchDoneBannerVisible = createStore(false);
export const $isPolling = createStore(false);
export const $refreshing = getSubscriptionsFx.pending;

/** /fetch states (spec §2): processing, sortable, done. */
export const $fetchStage = combine($fetchStatus, $enoughNewsletters, (status, enough) =>
  status === 'done' ? 'done' : enough ? 'sortable' : 'processing',
);
/** /newsletters goes to /fetch when the fetch is pending and there are not enough newsletters. */
export const $shouldShowFetchScreen = combine(
  $fetchStatus,
  $enoughNewsletters,
  (status, enough) => status === 'pending' && !enough,
);
/** /fetch goes to /fetch-and-empty when done with no newsletters and none waiting. */
export const $nothingFound = combine(
  $fetchStatus,
  $newsletters,
  $waitingList,
  (status, newsletters, waiting) =>
    status === 'done' && newsletters.every(isSpecialCard) && waiting.length === 0,
);

const forcedRefresh = createEvent<boolean>();
const $forceNext = createStore(false);

$isPolling.on(fetchPollingStarted, () => true).on(fetchPollingStopped, () => false);

sample({ clock: newslettersRefreshed, fn: () => false, target: forcedRefresh });
sample({
  clock: [newslettersForceRefreshed, subscriptionsRefreshRequested],
  fn: () => true,
  target: forcedRefresh,
});
$forceNext.on(forcedRefresh, (current, force) => current || force);

// Never two requests in flight.
sample({
  clock: [fetchPollingStarted, forcedRefresh],
  source: getSubscriptionsFx.pending,
  filter: (pending) => !pending,
  fn: () => undefined,
  target: getSubscriptionsFx,
});

// Polling follows the server's `retry` until the status is done.
const pollWaitStarted = createEvent<number>();
const pollWaitEnded = delay({ source: pollWaitStarted, timeout: (ms: number) => ms });
sample({
  clock: getSubscriptionsFx.doneData,
  source: $isPolling,
  filter: (polling, answer) => polling && answer.status !== 'done',
  fn: (_, answer) =>
    typeof answer.retry === 'number' && answer.retry >= 0 ? answer.retry : GDPR_POLL_DEFAULT_WAIT_MS,
  target: pollWaitStarted,
});
sample({
  clock: pollWaitEnded,
  source: { polling: $isPolling, pending: getSubscriptionsFx.pending },
  filter: ({ polling, pending }) => polling && !pending,
  fn: () => undefined,
  target: getSubscriptionsFx,
});

// ---- Answer handling ---------------------------------------------------------------------
/** The marketing card of the remote config (title, subtitle, cta, tag, position), as a deck card. */
const $marketingCard = $remoteConfig.map((config): Subscription | null =>
  config.marketing_card
    ? {
        ...specialCard('market', 1, {
          title: config.marketing_card.title,
          subtitle: config.marketing_card.subtitle,
          cta: config.marketing_card.cta,
          tag: config.marketing_card.tag,
          position: config.marketing_card.position,
        }),
        name: config.marketing_card.title,
      }
    : null,
);

const $specialPlan = combine({
  market: $marketingCard,
  sharingPositions: $sharingCardPositions,
  sharingUsed: usedSharingCard.$value,
  animation1: usedAnimationCard1.$value,
  animation2: usedAnimationCard2.$value,
  discovery: $discoveryMode,
});

/** One snapshot of everything an answer is compared with, taken before any store changes. */
const answerReceived = sample({
  clock: getSubscriptionsFx.doneData,
  source: {
    previousStatus: $fetchStatus,
    first: $firstRefreshDone,
    invalid: $invalidGrantEmails,
    force: $forceNext,
    visible: $newsletters,
  },
  fn: (snapshot, answer) => ({ ...snapshot, answer }),
});

sample({ clock: answerReceived, fn: ({ answer }) => answer.mailboxes ?? [], target: mailboxesReceived });
sample({
  clock: answerReceived,
  filter: ({ previousStatus, answer }) =>
    (previousStatus === 'pending' || previousStatus === 'partial') && answer.status === 'done',
  fn: () => true,
  target: $endOfFetch,
});
sample({ clock: answerReceived, fn: ({ answer }) => answer.status, target: $fetchStatus });
sample({
  clock: answerReceived,
  fn: ({ answer }) => dedupeBySenderAndMailbox(answer.subscriptions ?? []).length,
  target: $totalSubscriptions,
});
sample({
  clock: answerReceived,
  fn: ({ answer }) => {
    const total = answer.extras?.totalMails ?? 0;
    return { total, remaining: total - (answer.extras?.scannedMails ?? 0) };
  },
  target: $progressCounts,
});

/** Invalid-grant mailboxes are excluded; the answer's own mailbox flags count too. */
function answerLists(answer: SubscriptionsAnswer, invalid: Set<string>) {
  const excluded = new Set(invalid);
  for (const mailbox of answer.mailboxes ?? []) if (mailbox.invalidGrant) excluded.add(mailbox.email);
  const all = dedupeBySenderAndMailbox<Subscription>(answer.subscriptions ?? []).filter(
    (item) => !excluded.has(item.email),
  );
  return {
    newsletters: unseenFirst(all.filter((item) => item.type !== 'later')),
    later: all.filter((item) => item.type === 'later'),
  };
}

const visibleFilled = createEvent<{ newsletters: Subscription[]; later: Subscription[] }>();
sample({
  clock: visibleFilled,
  source: $specialPlan,
  fn: (plan, lists) => ({
    newsletters: placeSpecialCards(lists.newsletters, {
      sharingPositions: plan.sharingPositions,
      sharingUsed: plan.sharingUsed,
      animationUsed: [plan.animation1, plan.animation2],
      market: plan.market,
      discovery: plan.discovery,
    }),
    later: lists.later,
  }),
  target: listsReplaced,
});

const $waitingLater = createStore<Subscription[]>([]);

// First refresh: straight into the visible list (unseen first, invalid-grant mailboxes excluded).
sample({
  clock: answerReceived,
  filter: ({ first }) => !first,
  fn: ({ invalid, answer }) => answerLists(answer, invalid),
  target: visibleFilled,
});

// Later refreshes go to the waiting list, which replaces the visible list when larger or forced.
const laterRefresh = sample({
  clock: answerReceived,
  filter: ({ first }) => first,
  fn: ({ invalid, force, visible, previousStatus, answer }) => {
    const lists = answerLists(answer, invalid);
    const visibleCount = visible.filter((item) => !isSpecialCard(item)).length;
    return {
      lists,
      replace: force || lists.newsletters.length > visibleCount,
      fetchJustDone:
        (previousStatus === 'pending' || previousStatus === 'partial') && answer.status === 'done',
    };
  },
});
sample({
  clock: laterRefresh,
  filter: ({ replace }) => replace,
  fn: ({ lists }) => lists,
  target: visibleFilled,
});
sample({
  clock: laterRefresh,
  filter: ({ replace }) => !replace,
  fn: ({ lists }) => lists.newsletters,
  target: $waitingList,
});
sample({
  clock: laterRefresh,
  filter: ({ replace }) => !replace,
  fn: ({ lists }) => lists.later,
  target: $waitingLater,
});
sample({
  clock: waitingListApplied,
  source: { newsletters: $waitingList, later: $waitingLater },
  filter: ({ newsletters, later }) => newsletters.length + later.length > 0,
  target: visibleFilled,
});
$waitingList.reset(visibleFilled);
$waitingLater.reset(visibleFilled);
$firstRefreshDone.on(answerReceived, () => true);

// Fetch-done banner: 3 s after the fetch completes with new newsletters waiting.
const bannerShown = sample({
  clock: laterRefresh,
  filter: ({ replace, fetchJustDone, lists }) => fetchJustDone && !replace && lists.newsletters.length > 0,
  fn: () => true,
});
sample({ clock: bannerShown, target: $fetchDoneBannerVisible });
const bannerHidden = delay({ source: bannerShown, timeout: FETCH_DONE_BANNER_DURATION_MS });
$fetchDoneBannerVisible.on(bannerHidden, () => false).on(waitingListApplied, () => false);

/** The end-of-fetch flag was seen (e.g. the completed banner closed). */
export const endOfFetchAcknowledged = createEvent();
$endOfFetch.reset(endOfFetchAcknowledged);
$forceNext.reset(answerReceived, getSubscriptionsFx.fail);

// Discovery mode comes from the signed-in user (a discovery visitor, not a named demo account).
sample({
  clock: $user.updates,
  fn: (user) => Boolean(user?.discovery),
  target: discoveryModeSet,
});
