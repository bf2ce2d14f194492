import { combine, createEvent, createStore, sample } from 'effector';
import { createStoredValue } from '@/shared/lib/storage/model';
import { dedupeBySenderAndMailbox, isSpecialCard, laterInfoCard, senderKey } from './lib';
import type { Removal, SendersActed, Subscription } from './types';

/**
 * The sender lists every signed-in feature works on. Features never write these stores directly:
 * they fire the events below (fetch replaces, actions remove / restore).
 */

/** The visible newsletters list (cards deck order, special cards included). */
export const $newsletters = createStore<Subscription[]>([]);
/** Senders sorted later (type later). */
export const $laterList = createStore<Subscription[]>([]);
/** Server order of every sender of the last replacement, used to restore senders where they were. */
const $rankByKey = createStore<Map<string, number>>(new Map());

export const listsReplaced = createEvent<{ newsletters: Subscription[]; later: Subscription[] }>();
/** Senders leave the newsletters and later lists at once (spec §4 Sender actions). */
export const sendersRemoved = createEvent<Removal[]>();
/** A failed batch puts its senders back where they were, in their original order. */
export const sendersRestored = createEvent<Removal[]>();
/** An action was accepted for these senders (special cards included); counted by the rating prompt. */
export const sendersActed = createEvent<SendersActed>();
/** The server accepted the action on these senders (their batch succeeded). */
export const sendersConfirmed = createEvent<Subscription[]>();
/**
 * Senders acted on whose batch the server has not accepted yet (queued or in flight). A refresh that
 * answers before the server processed them must not bring them back into the lists.
 */
export const $unconfirmedKeys = createStore<string[]>([]);
/** Something changed server side (mailbox toggled…): the fetch feature refreshes (forced). */
export const subscriptionsRefreshRequested = createEvent();

const withoutUnconfirmed = (list: Subscription[], unconfirmed: string[]) => {
  if (unconfirmed.length === 0) return dedupeBySenderAndMailbox(list);
  const keys = new Set(unconfirmed);
  return dedupeBySenderAndMailbox(list).filter((item) => !keys.has(senderKey(item)));
};
sample({
  clock: listsReplaced,
  source: $unconfirmedKeys,
  fn: (unconfirmed, { newsletters }) => withoutUnconfirmed(newsletters, unconfirmed),
  target: $newsletters,
});
sample({
  clock: listsReplaced,
  source: $unconfirmedKeys,
  fn: (unconfirmed, { later }) => withoutUnconfirmed(later, unconfirmed),
  target: $laterList,
});
sample({
  clock: listsReplaced,
  fn: ({ newsletters, later }) => {
    const ranks = new Map<string, number>();
    [...newsletters, ...later].forEach((item, index) => {
      const key = senderKey(item);
      if (!ranks.has(key)) ranks.set(key, index);
    });
    return ranks;
  },
  target: $rankByKey,
});

/**
 * The list less the removed senders. Looked up by sender, then mailbox: a decision scans lists of
 * thousands, and building each item's key string for the lookup cost more than the rest of the scan.
 */
function without(list: Subscription[], removals: Removal[]): Subscription[] {
  const mailboxesBySender = new Map<string, string[]>();
  for (const { item } of removals) {
    const mailboxes = mailboxesBySender.get(item.sender);
    if (mailboxes) mailboxes.push(item.email);
    else mailboxesBySender.set(item.sender, [item.email]);
  }
  const next = list.filter((item) => !mailboxesBySender.get(item.sender)?.includes(item.email));
  return next.length === list.length ? list : next;
}

const keysOf = (items: Subscription[]) => items.filter((item) => !isSpecialCard(item)).map(senderKey);
$unconfirmedKeys
  .on(sendersRemoved, (keys, removals) => {
    const added = keysOf(removals.map((removal) => removal.item)).filter((key) => !keys.includes(key));
    return added.length === 0 ? keys : [...keys, ...added];
  })
  .on(sendersRestored, (keys, removals) => {
    const gone = new Set(keysOf(removals.map((removal) => removal.item)));
    return keys.filter((key) => !gone.has(key));
  })
  .on(sendersConfirmed, (keys, items) => {
    const gone = new Set(keysOf(items));
    return keys.filter((key) => !gone.has(key));
  });

sample({ clock: sendersRemoved, source: $newsletters, fn: without, target: $newsletters });
sample({ clock: sendersRemoved, source: $laterList, fn: without, target: $laterList });

function restoreInto(
  list: Subscription[],
  items: Subscription[],
  ranks: Map<string, number>,
): Subscription[] {
  if (items.length === 0) return list;
  const rank = (item: Subscription) => ranks.get(senderKey(item)) ?? Number.POSITIVE_INFINITY;
  // Stable sort: items without a known rank keep their relative order at the end.
  return dedupeBySenderAndMailbox([...list, ...items]).sort((a, b) => rank(a) - rank(b));
}

sample({
  clock: sendersRestored,
  source: { list: $newsletters, ranks: $rankByKey },
  fn: ({ list, ranks }, removals) =>
    restoreInto(
      list,
      removals.filter((removal) => removal.list === 'newsletters').map((removal) => removal.item),
      ranks,
    ),
  target: $newsletters,
});
sample({
  clock: sendersRestored,
  source: { list: $laterList, ranks: $rankByKey },
  fn: ({ list, ranks }, removals) =>
    restoreInto(
      list,
      removals.filter((removal) => removal.list === 'later').map((removal) => removal.item),
      ranks,
    ),
  target: $laterList,
});

// ---- Later-list info card (spec §2) ------------------------------------------------------
/** Shown after the subscriptions while the later list is non-empty, until the user acts on it. */
export const $laterInfoActed = createStore(false);
export const laterInfoCardActed = createEvent();
// Once acted on it stays away, a forced refresh included (spec §2: "until the user acts on it").
$laterInfoActed.on(laterInfoCardActed, () => true);

export const $showLaterInfoCard = combine(
  $laterList,
  $laterInfoActed,
  (later, acted) => later.length > 0 && !acted,
);

/**
 * The cards deck: the newsletters, then the later-list info card while it applies, then (once the user
 * acted on the info card) the later senders.
 */
export const $deck = combine($newsletters, $laterList, $laterInfoActed, (newsletters, later, acted) => {
  if (later.length === 0) return newsletters;
  return acted ? [...newsletters, ...later] : [...newsletters, laterInfoCard()];
});
export const $topCard = $deck.map((deck) => deck[0] ?? null);
/** List mode never shows special cards. */
export const $listItems = $newsletters.map((list) => list.filter((item) => !isSpecialCard(item)));

// ---- Special card used flags (spec §3 local storage) -------------------------------------
const parseFlag = (raw: string) => raw === 'true';
const serializeFlag = (value: boolean) => (value ? 'true' : null);

export const usedSharingCard = createStoredValue<boolean>({
  key: 'usedSharingCard',
  defaultValue: false,
  parse: parseFlag,
  serialize: serializeFlag,
});
export const usedAnimationCard1 = createStoredValue<boolean>({
  key: 'usedAnimationCard1',
  defaultValue: false,
  parse: parseFlag,
  serialize: serializeFlag,
});
export const usedAnimationCard2 = createStoredValue<boolean>({
  key: 'usedAnimationCard2',
  defaultValue: false,
  parse: parseFlag,
  serialize: serializeFlag,
});

/** A special card was acted on (swiped away): it is marked used and never sent. */
export const specialCardUsed = createEvent<Subscription>();
sample({
  clock: specialCardUsed,
  filter: (card) => card.type === 'sharing',
  fn: () => true,
  target: usedSharingCard.set,
});
sample({
  clock: specialCardUsed,
  filter: (card) => card.type === 'animation' && card.special?.slot === 1,
  fn: () => true,
  target: usedAnimationCard1.set,
});
sample({
  clock: specialCardUsed,
  filter: (card) => card.type === 'animation' && card.special?.slot === 2,
  fn: () => true,
  target: usedAnimationCard2.set,
});
sample({ clock: specialCardUsed, filter: (card) => card.type === 'laterInfo', target: laterInfoCardActed });

/** Discovery (demo) mode: no special cards, no click analytics, tutorial closes on keep. */
export const $discoveryMode = createStore(false);
export const discoveryModeSet = createEvent<boolean>();
$discoveryMode.on(discoveryModeSet, (_, value) => value);
