import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sendersActed } from '@/entities/subscription/model';
import type { Subscription } from '@/entities/subscription/types';
import { $locale } from '@/shared/i18n/model';
import { $ratingDisplays, $ratingOpen, $ratingThreshold, $reviewCountry, ratingClosed } from './model';

const items = (n: number): Subscription[] =>
  Array.from({ length: n }, (_, i) => ({
    name: `n${i}`,
    sender: `s${i}@x.test`,
    email: 'me@mail.test',
    count: 1,
    openRate: 0,
    notSeen: false,
    spoumConfidence: 0,
    type: 'subscriptions',
  }));
const act = (scope: ReturnType<typeof fork>, n: number) =>
  allSettled(sendersActed, { scope, params: { action: 'keep', items: items(n) } });

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('rating prompt: first at 20 actions, next at current + 40, at most 2 displays', () => {
  it('opens at 20 cumulative actions, not before', async () => {
    const scope = fork();
    await act(scope, 19);
    expect(scope.getState($ratingOpen)).toBe(false);
    await act(scope, 1);
    expect(scope.getState($ratingOpen)).toBe(true);
    expect(scope.getState($ratingThreshold)).toBe(60);
  });
  it('moves the threshold to current + 40 and stops after two displays', async () => {
    const scope = fork();
    await act(scope, 23); // 23 ≥ 20 → threshold 63
    expect(scope.getState($ratingThreshold)).toBe(63);
    await allSettled(ratingClosed, { scope });
    await act(scope, 39);
    expect(scope.getState($ratingOpen)).toBe(false);
    await act(scope, 1);
    expect(scope.getState($ratingOpen)).toBe(true);
    expect(scope.getState($ratingDisplays)).toBe(2);
    await allSettled(ratingClosed, { scope });
    await act(scope, 500);
    expect(scope.getState($ratingOpen)).toBe(false);
    expect(scope.getState($ratingDisplays)).toBe(2);
  });
});

describe('the review-site country is chosen by language, default uk', () => {
  it('maps languages and falls back to uk', () => {
    expect(fork({ values: [[$locale, 'fr-fr']] }).getState($reviewCountry)).toBe('fr');
    expect(fork({ values: [[$locale, 'sv-se']] }).getState($reviewCountry)).toBe('se');
    expect(fork({ values: [[$locale, 'en-gb']] }).getState($reviewCountry)).toBe('uk');
    expect(fork({ values: [[$locale, 'ja-jp']] }).getState($reviewCountry)).toBe('uk');
  });
});
