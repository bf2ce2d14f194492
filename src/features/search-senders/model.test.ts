import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { firstMatches } from '@/entities/subscription/lib';
import { $listItems, listsReplaced } from '@/entities/subscription/model';
import type { Subscription } from '@/entities/subscription/types';
import {
  $appliedSearch,
  $appliedSearchText,
  $preparedSuggestions,
  $searchMode,
  $searchText,
  $suggestionLimit,
  $suggestions,
  searchCleared,
  searchFocused,
  searchPrepared,
  searchSubmitted,
  searchTextChanged,
  suggestionLimit,
  suggestionPicked,
  suggestionsContainerResized,
} from './model';

const sub = (name: string, sender: string): Subscription => ({
  name,
  sender,
  email: 'me@mail.test',
  count: 1,
  openRate: 0,
  notSeen: false,
  spoumConfidence: 0,
  type: 'subscriptions',
});

async function setup() {
  const scope = fork();
  const newsletters = [
    sub('Fox News', 'daily@foxnews.test'),
    sub('fox club', 'club@fox.test'),
    sub('Garden', 'hello@garden.test'),
    sub('Foxtrot', 'info@trot.test'),
  ];
  await allSettled(listsReplaced, { scope, params: { newsletters, later: [] } });
  return scope;
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('search: unactive → searching (suggests senders) → result; clearing resets', () => {
  it('moves through the modes and clearing returns to unactive with an empty text', async () => {
    const scope = await setup();
    expect(scope.getState($searchMode)).toBe('unactive');
    await allSettled(searchFocused, { scope });
    expect(scope.getState($searchMode)).toBe('searching');
    await allSettled(searchTextChanged, { scope, params: 'Fox' });
    await allSettled(searchSubmitted, { scope });
    expect(scope.getState($searchMode)).toBe('result');
    expect(scope.getState($appliedSearchText)).toBe('Fox');
    await allSettled(searchCleared, { scope });
    expect(scope.getState($searchMode)).toBe('unactive');
    expect(scope.getState($searchText)).toBe('');
  });
  it('a picked suggestion sets the text; on desktop it switches to result at once', async () => {
    const scope = await setup();
    const item = sub('Garden', 'hello@garden.test');
    await allSettled(searchTextChanged, { scope, params: 'Gar' });
    await allSettled(suggestionPicked, { scope, params: { item, isDesktop: false } });
    expect(scope.getState($searchText)).toBe('Garden');
    expect(scope.getState($searchMode)).toBe('searching');
    await allSettled(suggestionPicked, { scope, params: { item, isDesktop: true } });
    expect(scope.getState($searchMode)).toBe('result');
  });
});

describe('search matches name plus sender address, case-sensitive', () => {
  it('finds by name or address and respects case', async () => {
    const scope = await setup();
    await allSettled(suggestionsContainerResized, { scope, params: 1000 });
    await allSettled(searchTextChanged, { scope, params: 'Fox' });
    expect(scope.getState($suggestions).map((item) => item.name)).toEqual(['Fox News', 'Foxtrot']);
    await allSettled(searchTextChanged, { scope, params: 'fox' });
    expect(scope.getState($suggestions).map((item) => item.name)).toEqual(['Fox News', 'fox club']);
    await allSettled(searchTextChanged, { scope, params: 'trot.test' });
    expect(scope.getState($suggestions).map((item) => item.name)).toEqual(['Foxtrot']);
  });
});

describe('suggestions show at most floor(container height / 2 / 52) entries, minimum 1', () => {
  it('computes the limit', () => {
    expect(suggestionLimit(0)).toBe(1);
    expect(suggestionLimit(103)).toBe(1);
    expect(suggestionLimit(208)).toBe(2);
    expect(suggestionLimit(520)).toBe(5);
  });
  it('cuts the suggestions to the limit', async () => {
    const scope = await setup();
    await allSettled(suggestionsContainerResized, { scope, params: 150 });
    expect(scope.getState($suggestionLimit)).toBe(1);
    await allSettled(searchTextChanged, { scope, params: 'o' });
    expect(scope.getState($suggestions)).toHaveLength(1);
  });
});

describe('the search prepared ahead (idle, once on screen): nothing shown, the same suggestions after', () => {
  it('keeps the first senders for the hidden rows, suggests nothing until typed, then what a full match finds', async () => {
    const scope = await setup();
    await allSettled(suggestionsContainerResized, { scope, params: 210 }); // 2 suggestions
    await allSettled(searchPrepared, { scope });
    expect(scope.getState($preparedSuggestions).map((item) => item.name)).toEqual(['Fox News', 'fox club']);
    expect(scope.getState($suggestions)).toEqual([]);
    expect(scope.getState($searchMode)).toBe('unactive');
    for (const text of ['F', 'Fo', 'Fox', 'o', 'trot']) {
      await allSettled(searchTextChanged, { scope, params: text });
      expect(scope.getState($suggestions), text).toEqual(firstMatches(scope.getState($listItems), text, 2));
    }
  });
  it('prepared again (the search shown again): the list of now; a search typed stays as it is', async () => {
    const scope = await setup();
    await allSettled(suggestionsContainerResized, { scope, params: 1000 });
    await allSettled(searchPrepared, { scope });
    await allSettled(listsReplaced, {
      scope,
      params: { newsletters: [sub('Zebra', 'z@z.test'), sub('Zoo', 'zoo@z.test')], later: [] },
    });
    await allSettled(searchTextChanged, { scope, params: 'Zoo' });
    await allSettled(searchPrepared, { scope });
    expect(scope.getState($preparedSuggestions).map((item) => item.name)).toEqual(['Zebra', 'Zoo']);
    expect(scope.getState($suggestions).map((item) => item.name)).toEqual(['Zoo']);
    await allSettled(searchTextChanged, { scope, params: 'Z' });
    expect(scope.getState($suggestions).map((item) => item.name)).toEqual(['Zebra', 'Zoo']);
    // Typed on after a preparation that replaced the typed search's scan: the same as a full match.
    await allSettled(searchTextChanged, { scope, params: 'Zoo' });
    await allSettled(searchPrepared, { scope });
    await allSettled(searchTextChanged, { scope, params: 'Zoo!' });
    expect(scope.getState($suggestions)).toEqual([]);
    await allSettled(searchTextChanged, { scope, params: 'Ze' });
    expect(scope.getState($suggestions).map((item) => item.name)).toEqual(['Zebra']);
  });
});

describe('each keystroke narrows the previous suggestions; the result is the one of a full match', () => {
  it('typing on, deleting, pasting, another text, clearing, a new list, a new limit', async () => {
    const scope = await setup();
    await allSettled(suggestionsContainerResized, { scope, params: 210 }); // 2 suggestions
    const expectFullMatch = (text: string) =>
      expect(scope.getState($suggestions), text).toEqual(
        firstMatches(scope.getState($listItems), text, scope.getState($suggestionLimit)),
      );
    for (const text of ['f', 'fo', 'fox', 'fox.', 'fo', 'F', 'Fox', 'Fox News daily', 'o', 'Fox', 'r']) {
      await allSettled(searchTextChanged, { scope, params: text });
      expectFullMatch(text);
    }
    expect(scope.getState($suggestions).map((item) => item.name)).toEqual(['Garden', 'Foxtrot']);
    await allSettled(searchCleared, { scope });
    expect(scope.getState($suggestions)).toEqual([]);
    await allSettled(searchTextChanged, { scope, params: 'Fox' });
    expect(scope.getState($suggestions).map((item) => item.name)).toEqual(['Fox News', 'Foxtrot']);
    await allSettled(listsReplaced, {
      scope,
      params: {
        newsletters: [sub('Foxglove', 'a@glove.test'), sub('Fox News', 'daily@foxnews.test')],
        later: [],
      },
    });
    expectFullMatch('Fox');
    expect(scope.getState($suggestions).map((item) => item.name)).toEqual(['Foxglove', 'Fox News']);
    await allSettled(suggestionsContainerResized, { scope, params: 100 }); // 1 suggestion
    await allSettled(searchTextChanged, { scope, params: 'Fox N' });
    expectFullMatch('Fox N');
    await allSettled(searchSubmitted, { scope });
    expect(scope.getState($suggestions)).toEqual([]);
  });
});

describe("leaving result mode by typing: the list follows after the keystroke's frame", () => {
  afterEach(() => {
    Reflect.deleteProperty(globalThis, 'requestAnimationFrame');
    Reflect.deleteProperty(globalThis, 'cancelAnimationFrame');
  });

  it("keeps the filtered list for the keystroke's frame, then shows every sender; Enter applies at once", async () => {
    const frames: (() => void)[] = [];
    Object.assign(globalThis, {
      requestAnimationFrame: (run: () => void) => frames.push(run),
      cancelAnimationFrame: () => undefined,
    });
    const scope = await setup();
    await allSettled(searchTextChanged, { scope, params: 'Fox' });
    await allSettled(searchSubmitted, { scope });
    expect(scope.getState($appliedSearch)).toEqual({ text: 'Fox' });
    expect(frames).toHaveLength(0);

    const typed = allSettled(searchTextChanged, { scope, params: 'Foxt' });
    // The key's frame: suggestions for the new text, the list still the one of "Fox".
    expect(scope.getState($searchMode)).toBe('searching');
    expect(scope.getState($suggestions).map((item) => item.name)).toEqual(['Foxtrot']);
    expect(scope.getState($appliedSearchText)).toBe('Fox');
    expect(frames).toHaveLength(1);
    frames.shift()?.();
    expect(scope.getState($appliedSearchText)).toBe('Fox');
    await vi.runAllTimersAsync();
    await typed;
    expect(scope.getState($appliedSearch)).toBeNull();
    expect(scope.getState($appliedSearchText)).toBe('');
  });

  it('result mode back before the frame: the later frame does not unfilter the list', async () => {
    const frames: (() => void)[] = [];
    Object.assign(globalThis, {
      requestAnimationFrame: (run: () => void) => frames.push(run),
      cancelAnimationFrame: () => undefined,
    });
    const scope = await setup();
    await allSettled(searchTextChanged, { scope, params: 'Fox' });
    await allSettled(searchSubmitted, { scope });
    const typed = allSettled(searchTextChanged, { scope, params: 'Garden' });
    // Settles with the waiting frame (one scope): checked before it runs.
    const submitted = allSettled(searchSubmitted, { scope });
    expect(scope.getState($appliedSearchText)).toBe('Garden');
    frames.shift()?.();
    await vi.runAllTimersAsync();
    await Promise.all([typed, submitted]);
    expect(scope.getState($appliedSearch)).toEqual({ text: 'Garden' });
  });
});
