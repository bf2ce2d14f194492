import { createEvent, createStore, sample } from 'effector';
import { sendersActed } from '@/entities/subscription/model';
import {
  RATING_DEFAULT_COUNTRY,
  RATING_FIRST_THRESHOLD,
  RATING_MAX_DISPLAYS,
  RATING_NEXT_INCREMENT,
} from '@/shared/config/constants';
import { $locale } from '@/shared/i18n/model';

/** Review-site country by language (spec §4 Rating prompt); anything else uses uk. */
const REVIEW_COUNTRY_BY_LANGUAGE: Readonly<Record<string, string>> = {
  da: 'dk',
  de: 'de',
  es: 'es',
  fi: 'fi',
  fr: 'fr',
  it: 'it',
  nb: 'no',
  nl: 'nl',
  pl: 'pl',
  pt: 'pt',
  sv: 'se',
};

export function reviewCountryForLanguage(locale: string): string {
  const language = locale.slice(0, 2).toLowerCase();
  return REVIEW_COUNTRY_BY_LANGUAGE[language] ?? RATING_DEFAULT_COUNTRY;
}

/** Cumulative count of senders acted on. */
export const $actionCount = createStore(0);
export const $ratingThreshold = createStore(RATING_FIRST_THRESHOLD);
export const $ratingDisplays = createStore(0);
export const $ratingOpen = createStore(false);
export const $reviewCountry = $locale.map(reviewCountryForLanguage);
export const ratingClosed = createEvent();

sample({
  clock: sendersActed,
  source: $actionCount,
  fn: (count, { items }) => count + items.length,
  target: $actionCount,
});

// Opens when the count reaches the threshold; the threshold then moves to current + 40; at most twice.
const reached = sample({
  clock: $actionCount,
  source: { threshold: $ratingThreshold, displays: $ratingDisplays, open: $ratingOpen },
  filter: ({ threshold, displays, open }, count) =>
    !open && displays < RATING_MAX_DISPLAYS && count >= threshold,
  fn: (_, count) => count,
});
$ratingOpen.on(reached, () => true).on(ratingClosed, () => false);
$ratingDisplays.on(reached, (displays) => displays + 1);
$ratingThreshold.on(reached, (_, count) => count + RATING_NEXT_INCREMENT);
