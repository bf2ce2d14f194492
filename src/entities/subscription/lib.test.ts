import { describe, expect, it } from 'vitest';
import {
  dedupeBySenderAndMailbox,
  firstMatches,
  inCategory,
  isActionAllowed,
  isSpam,
  matchesSearch,
  placeSpecialCards,
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
