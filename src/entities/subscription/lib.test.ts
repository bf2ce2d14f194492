import { describe, expect, it } from 'vitest';
import {
  dedupeBySenderAndMailbox,
  firstMatches,
  inCategory,
  isActionAllowed,
  isSpam,
  type MatchScan,
  matchesSearch,
  placeSpecialCards,
  preparedScan,
  scanMatches,
  unseenFirst,
} from './lib';
import type { Subscription } from './types';

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
const many = (n: number) => Array.from({ length: n }, (_, i) => sub(`s${i}`));
const specialsAt = (list: Subscription[]) =>
  list.flatMap((item, index) =>
    item.type === 'subscriptions' ? [] : [`${item.type}${item.special?.slot}@${index}`],
  );

describe('an item is spam when spoumConfidence is above 0.5', () => {
  it('uses a strict threshold', () => {
    expect(isSpam({ spoumConfidence: 0.5 })).toBe(false);
    expect(isSpam({ spoumConfidence: 0.51 })).toBe(true);
  });
  it('puts spam in the spams category and the rest in subscriptions', () => {
    expect(inCategory(sub('a', { spoumConfidence: 0.9 }), 'spams')).toBe(true);
    expect(inCategory(sub('a', { spoumConfidence: 0.9 }), 'subscriptions')).toBe(false);
    expect(inCategory(sub('b'), 'subscriptions')).toBe(true);
    expect(inCategory(sub('c', { type: 'later' }), 'later')).toBe(true);
  });
});

describe('lists are de-duplicated by sender plus mailbox', () => {
  it('keeps the same sender in two mailboxes, drops a repeat in one mailbox', () => {
    const list = [sub('a'), sub('a', { email: 'other@mail.test' }), sub('a', { name: 'dup' })];
    expect(dedupeBySenderAndMailbox(list).map((item) => `${item.name}/${item.email}`)).toEqual([
      'a/me@mail.test',
      'a/other@mail.test',
    ]);
  });
  it('unseen first keeps the order within each group', () => {
    const list = [sub('a'), sub('b', { notSeen: true }), sub('c'), sub('d', { notSeen: true })];
    expect(unseenFirst(list).map((item) => item.name)).toEqual(['b', 'd', 'a', 'c']);
  });
});

describe('search is case-sensitive on sender name plus sender address', () => {
  it('matches', () => {
    expect(matchesSearch(sub('News', { sender: 'hello@shop.test' }), 'News')).toBe(true);
    expect(matchesSearch(sub('News', { sender: 'hello@shop.test' }), 'news')).toBe(false);
    expect(matchesSearch(sub('News', { sender: 'hello@shop.test' }), 'shop')).toBe(true);
    expect(matchesSearch(sub('News', { sender: 'hello@shop.test' }), 'News hello')).toBe(true);
  });

  it('follows an item whose fields changed (the searched text is cached per item)', () => {
    const item = sub('News', { sender: 'hello@shop.test' });
    expect(matchesSearch(item, 'shop')).toBe(true);
    item.sender = 'hi@store.test';
    expect(matchesSearch(item, 'shop')).toBe(false);
    expect(matchesSearch(item, 'News hi@store')).toBe(true);
  });

  it('takes the first matches in order and stops at the limit', () => {
    const list = [sub('Deals A'), sub('News'), sub('Deals B'), sub('Deals C')];
    expect(firstMatches(list, 'Deals', 2).map((item) => item.name)).toEqual(['Deals A', 'Deals B']);
    expect(firstMatches(list, 'Deals', 10).map((item) => item.name)).toEqual([
      'Deals A',
      'Deals B',
      'Deals C',
    ]);
    expect(firstMatches(list, 'deals', 10)).toEqual([]);
  });
});

describe('the later action is blocked on cards of type later', () => {
  it('refuses later only', () => {
    expect(isActionAllowed(sub('a', { type: 'later' }), 'later')).toBe(false);
    expect(isActionAllowed(sub('a', { type: 'later' }), 'keep')).toBe(true);
    expect(isActionAllowed(sub('a'), 'later')).toBe(true);
  });
});

describe('special cards: sharing at [20,60] (or remote config), animation cards at 25 and 50 unless used, none in discovery mode', () => {
  const plan = {
    sharingPositions: [20, 60],
    sharingUsed: false,
    animationUsed: [false, false] as const,
    discovery: false,
  };
  it('places every card at its position', () => {
    expect(specialsAt(placeSpecialCards(many(80), plan))).toEqual([
      'sharing1@20',
      'animation1@25',
      'animation2@50',
      'sharing2@60',
    ]);
  });
  it('uses the remote config positions', () => {
    expect(specialsAt(placeSpecialCards(many(80), { ...plan, sharingPositions: [3] }))).toEqual([
      'sharing1@3',
      'animation1@25',
      'animation2@50',
    ]);
  });
  it('skips used cards and positions beyond the list', () => {
    expect(
      specialsAt(placeSpecialCards(many(30), { ...plan, sharingUsed: true, animationUsed: [false, true] })),
    ).toEqual(['animation1@25']);
  });
  it('adds none in discovery mode', () => {
    expect(specialsAt(placeSpecialCards(many(80), { ...plan, discovery: true }))).toEqual([]);
  });
});

describe("suggestion scans narrow the previous keystroke's matches (same results as a full match)", () => {
  // 300 senders named like the bench's: "Sender 00012 Deals", news12@sender12.example.
  const kinds = ['Deals', 'News', 'Club', 'Weekly', 'Offers'];
  const list = Array.from({ length: 300 }, (_, index) =>
    sub(`Sender ${String(index).padStart(5, '0')} ${kinds[index % 5]}`, {
      sender: `news${index}@sender${index}.example`,
    }),
  );
  const names = (items: readonly Subscription[]) => items.map((item) => item.name);
  /** Types the texts one after the other, each scan narrowing the one before; checks each step. */
  const typeAll = (texts: string[], limit: number, items: readonly Subscription[] = list) => {
    let scan: MatchScan<Subscription> | null = null;
    for (const text of texts) {
      scan = scanMatches(scan, items, text, limit);
      expect(names(scan.found), `"${text}" (limit ${limit})`).toEqual(
        names(firstMatches(items, text, limit)),
      );
    }
    return scan;
  };

  it('typing on, character by character, at several limits', () => {
    for (const limit of [1, 3, 7, 500]) {
      for (const query of ['sender 12 deals', 'Sender 0042', 'news7@', 'Weekly', 'sender9.ex', 'Club x']) {
        typeAll(
          [...query].map((_, index) => query.slice(0, index + 1)),
          limit,
        );
      }
    }
  });

  it('narrows from the previous matches instead of reading every sender again', () => {
    /** The scan with its haystack reads counted. */
    const counted = (scan: MatchScan<Subscription>) => {
      const reads = { count: 0 };
      const haystacks = new Proxy([...scan.haystacks], {
        get(target, key, receiver) {
          if (typeof key === 'string' && /^\d+$/.test(key)) reads.count += 1;
          return Reflect.get(target, key, receiver);
        },
      });
      return { scan: { ...scan, haystacks }, reads };
    };
    // "Sender 0004" went through the list (10 matches under the limit): "Sender 00042" reads those 10.
    const wide = counted(typeAll(['Sender 0004'], 500) as MatchScan<Subscription>);
    expect(wide.scan.found).toHaveLength(10);
    const narrowed = scanMatches(wide.scan, list, 'Sender 00042', 500);
    expect(names(narrowed.found)).toEqual(['Sender 00042 Club']);
    expect(wide.reads.count).toBe(10);
    // A text matching nothing stays at nothing without reading any sender.
    const none = counted(typeAll(['sender1', 'sender1 '], 7) as MatchScan<Subscription>);
    expect(none.scan.found).toEqual([]);
    expect(scanMatches(none.scan, list, 'sender1 x', 7).found).toEqual([]);
    expect(none.reads.count).toBe(0);
    // A deleted character reads the list again (from the start).
    const back = counted(typeAll(['Sender 00042'], 500) as MatchScan<Subscription>);
    scanMatches(back.scan, list, 'Sender 0004', 500);
    expect(back.reads.count).toBe(list.length);
  });

  it('stops at the limit and goes on from there when the text grows', () => {
    const first = scanMatches(null, list, 'Sender 000', 3);
    expect(names(first.found)).toEqual(['Sender 00000 Deals', 'Sender 00001 News', 'Sender 00002 Club']);
    expect(first.end).toBe(3);
    const next = scanMatches(first, list, 'Sender 0001', 3);
    expect(names(next.found)).toEqual(['Sender 00010 Deals', 'Sender 00011 News', 'Sender 00012 Club']);
    expect(next.end).toBe(13);
  });

  it('a deleted character, a pasted text, a text that does not extend the previous one: a full match', () => {
    typeAll(['Sender 0012', 'Sender 001', 'Sender 00', 'Sender 0'], 5);
    typeAll(['Club', 'Sender 00013 Club', 'Club'], 5);
    typeAll(['news1', '1@sender1', 'news1@sender1', 'news14', 'News'], 4);
    // Pasted around the previous text (it is inside the new one): still narrowed, same result.
    typeAll(['0042', 'Sender 00042 Offers', '2 Offers', 'Sender 00042 Offers news42@sender42.example'], 6);
    // Case-sensitive: "deals" is not "Deals".
    typeAll(['Deals', 'deals', 'Deals'], 8);
  });

  it('a new list or a new limit scans again', () => {
    const scan = scanMatches(null, list, 'Sender 000', 2);
    const shorter = list.slice(5);
    const next = scanMatches(scan, shorter, 'Sender 0001', 2);
    expect(names(next.found)).toEqual(names(firstMatches(shorter, 'Sender 0001', 2)));
    const wider = scanMatches(scan, list, 'Sender 0001', 4);
    expect(names(wider.found)).toEqual(names(firstMatches(list, 'Sender 0001', 4)));
    expect(wider.found).toHaveLength(4);
  });

  it('a scan prepared ahead: the first keystroke finds the same matches, reading texts already built', () => {
    const prepared = preparedScan(list, 7);
    expect(prepared.found).toEqual([]);
    expect(prepared.haystacks).toEqual(list.map((item) => `${item.name} ${item.sender}`));
    for (const limit of [1, 7, 500])
      for (const text of ['S', 'n', 'Sender 0042', 'Weekly', 'sender9.ex', 'x', 'nothing like it']) {
        const scan = scanMatches(prepared, list, text, limit);
        expect(names(scan.found), `"${text}" (limit ${limit})`).toEqual(
          names(firstMatches(list, text, limit)),
        );
        // The texts built ahead are the ones read (not built again).
        expect(scan.haystacks).toBe(prepared.haystacks);
      }
    // Typing on from the first keystroke narrows as usual.
    const first = scanMatches(prepared, list, 'Sender 004', 7);
    expect(names(scanMatches(first, list, 'Sender 0042', 7).found)).toEqual(
      names(firstMatches(list, 'Sender 0042', 7)),
    );
    // Prepared for another list: that list's own scan, from the start.
    const other = list.slice(10);
    expect(names(scanMatches(prepared, other, 'Sender 000', 3).found)).toEqual(
      names(firstMatches(other, 'Sender 000', 3)),
    );
  });

  it("a prepared scan searches the texts joined: the same scans as reading each sender's text", () => {
    const prepared = preparedScan(list, 7);
    const reads = { count: 0 };
    const counted = {
      ...prepared,
      haystacks: new Proxy([...prepared.haystacks], {
        get(target, key, receiver) {
          if (typeof key === 'string' && /^\d+$/.test(key)) reads.count += 1;
          return Reflect.get(target, key, receiver);
        },
      }),
    };
    // A first keystroke reads no sender's own text: one search in the joined texts per match.
    expect(names(scanMatches(counted, list, 'Weekly', 7).found)).toEqual(
      names(firstMatches(list, 'Weekly', 7)),
    );
    expect(reads.count).toBe(0);
    // Typed on, character by character: the same matches, stops (`end`) and positions as a scan that
    // reads each text.
    for (const limit of [1, 3, 7, 500])
      for (const query of ['sender 12 deals', 'Sender 0004', 'news7@', 'Weekly', 'sender9.ex', 'Club x']) {
        let joined: MatchScan<Subscription> = { ...prepared, limit };
        let read: MatchScan<Subscription> | null = null;
        for (let index = 1; index <= query.length; index += 1) {
          const text = query.slice(0, index);
          joined = scanMatches(joined, list, text, limit);
          read = scanMatches(read, list, text, limit);
          const { found, foundAt, end } = read;
          expect(
            { found: joined.found, foundAt: joined.foundAt, end: joined.end },
            `"${text}" (${limit})`,
          ).toEqual({ found, foundAt, end });
        }
      }
  });

  it('the joined texts: no match across two senders, odd characters, a typed separator', () => {
    const odd = [
      sub('first', { sender: 'tail' }),
      sub('head', { sender: 'h@x.test' }),
      sub('a\u0000b', { sender: 'nul@x.test' }),
      sub('Café 😀 \u202Eevil', { sender: 'émoji@x.test' }),
      sub('last', { sender: 'end@x.test' }),
    ];
    const prepared = preparedScan(odd, 7);
    for (const text of [
      'head',
      'last',
      'tailhead',
      'tail head',
      'l@x',
      'ead',
      '😀',
      '\u202Eevil',
      'évil',
      'l émoji',
      'st end@',
      'd@x.test',
    ])
      expect(names(scanMatches(prepared, odd, text, 7).found), JSON.stringify(text)).toEqual(
        names(firstMatches(odd, text, 7)),
      );
    // A text holding the joined texts' separator is matched sender by sender.
    expect(names(scanMatches(prepared, odd, '\u0000b', 7).found)).toEqual(['a\u0000b']);
    expect(scanMatches(prepared, odd, 'tail\u0000head', 7).found).toEqual([]);
  });
});
