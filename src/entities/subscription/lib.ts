import {
  ANIMATION_CARD_POSITIONS,
  type SenderAction,
  type SortMode,
  SPAM_CONFIDENCE_THRESHOLD,
} from '@/shared/config/constants';
import type { ActionPayloadItem, Category, SpecialCardPayload, SpecialCardType, Subscription } from './types';

const SPECIAL_TYPES: ReadonlySet<string> = new Set<SpecialCardType>([
  'market',
  'sharing',
  'animation',
  'laterInfo',
]);

/** Spec §3/§5: spam means spoumConfidence above 0.5. */
export function isSpam(item: Pick<Subscription, 'spoumConfidence'>): boolean {
  return item.spoumConfidence > SPAM_CONFIDENCE_THRESHOLD;
}

/** Special cards (market, sharing, animation, later info) are local only. */
export function isSpecialCard(item: Pick<Subscription, 'type'>): boolean {
  return SPECIAL_TYPES.has(item.type);
}

/** Identity of a sender item: sender plus mailbox (spec §3). */
export function senderKey(item: Pick<Subscription, 'sender' | 'email'>): string {
  return `${item.sender}\u0000${item.email}`;
}

/** Spec §3: lists are de-duplicated by sender plus mailbox (first occurrence wins). */
export function dedupeBySenderAndMailbox<T extends Pick<Subscription, 'sender' | 'email'>>(
  items: readonly T[],
): T[] {
  const seen = new Set<string>();
  const out: T[] = [];
  for (const item of items) {
    const key = senderKey(item);
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(item);
  }
  return out;
}

export function toActionPayload(item: Pick<Subscription, 'sender' | 'email'>): ActionPayloadItem {
  return { email: item.email, sender: item.sender };
}

/** Spec §4 Fetch: the first refresh puts unseen subscriptions first (stable otherwise). */
export function unseenFirst<T extends Pick<Subscription, 'notSeen'>>(items: readonly T[]): T[] {
  return [...items.filter((item) => item.notSeen), ...items.filter((item) => !item.notSeen)];
}

/** Spec §3 categories for tabs and My actions. */
export function inCategory(item: Subscription, category: Category): boolean {
  switch (category) {
    case 'all':
      return true;
    case 'subscriptions':
      return !isSpam(item) && item.type !== 'later';
    case 'spams':
      return isSpam(item) || item.type === 'spams';
    case 'later':
      return item.type === 'later';
    case 'auto-delete':
    case 'keep':
      // My actions lists come from their own calls; every item of them belongs.
      return true;
  }
}

function time(value: string | undefined): number {
  const parsed = value ? Date.parse(value) : Number.NaN;
  return Number.isFinite(parsed) ? parsed : 0;
}

/** Spec §3 sort modes. `notSet` keeps the server order. Stable. */
export function sortSubscriptions<T extends Subscription>(items: readonly T[], mode: SortMode): T[] {
  const list = [...items];
  switch (mode) {
    case 'notSet':
      return list;
    case 'ascending':
      return list.sort((a, b) => a.count - b.count);
    case 'descending':
      return list.sort((a, b) => b.count - a.count);
    case 'mostOpen':
      return list.sort((a, b) => b.openRate - a.openRate);
    case 'leastOpen':
      return list.sort((a, b) => a.openRate - b.openRate);
    case 'upToDate':
      return list.sort((a, b) => time(b.lastReceivedAt) - time(a.lastReceivedAt));
    case 'oldest':
      return list.sort((a, b) => time(a.lastReceivedAt) - time(b.lastReceivedAt));
  }
}

/**
 * The searched text of each sender (name, a space, address), built once per item object: items are
 * immutable store values, so a keystroke over 10,000 senders only runs `includes`. Keyed on the two
 * fields too, in case an object is ever reused with other values.
 */
const haystacks = new WeakMap<object, { name: string; sender: string; text: string }>();
function searchText(item: Pick<Subscription, 'name' | 'sender'>): string {
  const cached = haystacks.get(item);
  if (cached && cached.name === item.name && cached.sender === item.sender) return cached.text;
  const text = `${item.name} ${item.sender}`;
  haystacks.set(item, { name: item.name, sender: item.sender, text });
  return text;
}

/** Spec §5: search matches the text against sender name plus sender address, case-sensitive. */
export function matchesSearch(item: Pick<Subscription, 'name' | 'sender'>, text: string): boolean {
  if (text === '') return true;
  return searchText(item).includes(text);
}

/** The first `limit` items matching `text` (the scan stops there). */
export function firstMatches<T extends Pick<Subscription, 'name' | 'sender'>>(
  items: readonly T[],
  text: string,
  limit: number,
): T[] {
  const found: T[] = [];
  if (limit <= 0) return found;
  for (const item of items) {
    if (!matchesSearch(item, text)) continue;
    found.push(item);
    if (found.length >= limit) break;
  }
  return found;
}

/**
 * Every searched text of a list in one string, each followed by a separator, and where each starts
 * (`starts[i]`, one more entry at the end): a scan over them is one native search per match instead of
 * one `includes` per sender (and needs no warm-up of the scan's own code: a first search is as fast).
 */
export interface JoinedTexts {
  text: string;
  starts: Int32Array;
}

/** Between two searched texts in `JoinedTexts`: a character no typed text contains (else: no join used). */
const TEXT_SEPARATOR = '\u0000';

function joinTexts(texts: readonly string[]): JoinedTexts {
  const starts = new Int32Array(texts.length + 1);
  let at = 0;
  texts.forEach((text, index) => {
    starts[index] = at;
    at += text.length + TEXT_SEPARATOR.length;
  });
  starts[texts.length] = at;
  // One flat string (joined with an empty last text for the last separator, not concatenated after).
  return { text: [...texts, ''].join(TEXT_SEPARATOR), starts };
}

/** The index of the text that holds position `at` of the joined texts, searched from `from` on. */
function textAt(starts: Int32Array, at: number, from: number): number {
  let low = from;
  let high = starts.length - 2;
  while (low < high) {
    const middle = (low + high + 1) >> 1;
    if ((starts[middle] as number) <= at) low = middle;
    else high = middle - 1;
  }
  return low;
}

/**
 * One suggestion scan (spec §5, case-sensitive like `matchesSearch`): the first `limit` items matching
 * `text`, and what the next keystroke's scan may reuse. `haystacks` are the items' searched texts,
 * filled in as the scans reach them, once per list (not per key; the list is an immutable store value,
 * a changed sender comes in a new list); `joined` are all of them joined, when the scan was prepared
 * ahead; `found` are the matches, at `foundAt` in `items`; `end` is where the scan stopped
 * (`items.length` when it went through, else just past the `limit`-th match): every match of `text`
 * before `end` is in `found`.
 */
export interface MatchScan<T> {
  items: readonly T[];
  haystacks: (string | undefined)[];
  joined?: JoinedTexts;
  text: string;
  limit: number;
  found: readonly T[];
  foundAt: readonly number[];
  end: number;
}

/**
 * The first `limit` items matching `text`, narrowed from the previous keystroke's scan when it can be:
 * same list and limit, and `text` contains the previous text (typed on, or pasted around it), so that
 * every match of `text` is a match of the previous one. The previous matches are filtered, and the
 * items after where it stopped are scanned on (only until the limit). Anything else (a character
 * deleted, another text, a new list) scans the list from the start. Same result as `firstMatches`.
 */
export function scanMatches<T extends Pick<Subscription, 'name' | 'sender'>>(
  previous: MatchScan<T> | null,
  items: readonly T[],
  text: string,
  limit: number,
): MatchScan<T> {
  const sameList = previous !== null && previous.items === items;
  const haystacks = sameList ? previous.haystacks : new Array(items.length);
  const joined = sameList ? previous.joined : undefined;
  const matches = (index: number) => {
    let haystack = haystacks[index];
    if (haystack === undefined) {
      haystack = searchText(items[index] as T);
      haystacks[index] = haystack;
    }
    return haystack.includes(text);
  };
  const found: T[] = [];
  const foundAt: number[] = [];
  const max = Math.max(0, limit);
  const scan = (end: number): MatchScan<T> => ({
    items,
    haystacks,
    joined,
    text,
    limit: max,
    found,
    foundAt,
    end,
  });
  let from = 0;
  if (sameList && previous.limit === max && text.includes(previous.text)) {
    for (const index of previous.foundAt) {
      if (found.length >= max) return scan(index);
      if (!matches(index)) continue;
      found.push(items[index] as T);
      foundAt.push(index);
    }
    from = previous.end;
  }
  if (joined && !text.includes(TEXT_SEPARATOR)) {
    // One search in the joined texts finds the next match (a match never spans a separator).
    for (let index = from; index < items.length; ) {
      if (found.length >= max) return scan(index);
      const at = joined.text.indexOf(text, joined.starts[index]);
      if (at < 0) break;
      const match = textAt(joined.starts, at, index);
      found.push(items[match] as T);
      foundAt.push(match);
      index = match + 1;
    }
    return scan(items.length);
  }
  for (let index = from; index < items.length; index += 1) {
    if (found.length >= max) return scan(index);
    if (!matches(index)) continue;
    found.push(items[index] as T);
    foundAt.push(index);
  }
  return scan(items.length);
}

/**
 * A scan that has found nothing yet but has every sender's searched text built, and joined: what the
 * first keystroke of a search narrows (from the start of the list, as a first scan), so that building
 * 10,000 texts is done ahead, while the browser is idle, not in that keystroke.
 */
export function preparedScan<T extends Pick<Subscription, 'name' | 'sender'>>(
  items: readonly T[],
  limit: number,
): MatchScan<T> {
  const haystacks = items.map(searchText);
  return {
    items,
    haystacks,
    joined: joinTexts(haystacks),
    text: '',
    limit: Math.max(0, limit),
    found: [],
    foundAt: [],
    end: 0,
  };
}

/** Spec §2 / §5: the later action is not allowed on a card that is already of type later. */
export function isActionAllowed(item: Pick<Subscription, 'type' | 'isLater'>, action: SenderAction): boolean {
  return !(action === 'later' && (item.type === 'later' || item.isLater === true));
}

/** A special card of the deck (sharing, animation, later info, or a market card with its payload). */
export function specialCard(
  type: SpecialCardType,
  slot: number,
  payload: Omit<SpecialCardPayload, 'slot'> = {},
): Subscription {
  return {
    name: type,
    sender: `special:${type}:${slot}`,
    email: '',
    count: 0,
    openRate: 0,
    notSeen: false,
    spoumConfidence: 0,
    type,
    special: { slot, ...payload },
  };
}

export interface SpecialCardsPlan {
  /** Sharing card positions: [20, 60] or remote config sharing_cards_positions. */
  sharingPositions: readonly number[];
  /** Whether the sharing card was already used (usedSharingCard). */
  sharingUsed: boolean;
  /** Used flags of the two animation cards (milestones at 25 and 50). */
  animationUsed: readonly [boolean, boolean];
  /** Optional marketing card from remote config. */
  market?: Subscription | null;
  discovery: boolean;
}

/**
 * Spec §2 special cards, §9 positions: sharing cards at the configured positions, animation cards at
 * 25 and 50 unless used, a marketing card at its position; none in discovery mode. A position beyond
 * the list is skipped (a milestone is only reached after that many cards).
 */
export function placeSpecialCards(list: readonly Subscription[], plan: SpecialCardsPlan): Subscription[] {
  const base = list.filter((item) => !isSpecialCard(item));
  if (plan.discovery) return base;
  const inserts: { position: number; card: Subscription }[] = [];
  if (!plan.sharingUsed) {
    plan.sharingPositions.forEach((position, index) => {
      inserts.push({ position, card: specialCard('sharing', index + 1) });
    });
  }
  ANIMATION_CARD_POSITIONS.forEach((position, index) => {
    if (!plan.animationUsed[index]) inserts.push({ position, card: specialCard('animation', index + 1) });
  });
  if (plan.market && typeof plan.market.special?.position === 'number') {
    inserts.push({ position: plan.market.special.position, card: { ...plan.market, type: 'market' } });
  }
  const out = [...base];
  for (const { position, card } of inserts.sort((a, b) => a.position - b.position)) {
    if (position >= 0 && position <= out.length - 1) out.splice(position, 0, card);
  }
  return out;
}

/** The later-list info card shown after the subscriptions (spec §2). */
export function laterInfoCard(): Subscription {
  return { ...specialCard('laterInfo', 1), isLater: true };
}
