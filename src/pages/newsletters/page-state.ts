import { createEvent, createStore, sample } from 'effector';
import { createStoredValue } from '@/shared/lib/storage/model';

/** Spec §3 Page; the tutorial ('tuto') is shown first when not seen. */
export type NewslettersPage = 'list' | 'cards' | 'tuto';
export type CategoryTab = 'all' | 'subscriptions' | 'spams';

const isPage = (value: string): value is NewslettersPage => ['list', 'cards', 'tuto'].includes(value);

/** The stored newsletters page (spec §3), restored once (e.g. when returning from My actions). */
export const storedNewslettersPage = createStoredValue<NewslettersPage | null>({
  key: 'newslettersPage',
  defaultValue: null,
  parse: (raw) => (isPage(raw) ? raw : undefined),
  serialize: (page) => page,
});

/** The cleaning screen opens; mobile defaults to cards, desktop to list. */
export const newslettersPageOpened = createEvent<{ isDesktop: boolean }>();
export const displayModeChanged = createEvent<NewslettersPage>();
/** Leaving for My actions: remember the page so it comes back once. */
export const newslettersPageStored = createEvent();

export const $displayMode = createStore<NewslettersPage>('cards');
export const $categoryTab = createStore<CategoryTab>('all');
export const categoryTabChanged = createEvent<CategoryTab>();
$categoryTab.on(categoryTabChanged, (_, tab) => tab);

const opened = sample({
  clock: newslettersPageOpened,
  source: storedNewslettersPage.$value,
  fn: (stored, { isDesktop }): NewslettersPage => stored ?? (isDesktop ? 'list' : 'cards'),
});
sample({ clock: opened, target: $displayMode });
// Restored once: the stored page is removed as soon as it was used.
sample({
  clock: newslettersPageOpened,
  source: storedNewslettersPage.$value,
  filter: (stored) => stored !== null,
  target: storedNewslettersPage.removed,
});
$displayMode.on(displayModeChanged, (_, page) => page);
sample({ clock: newslettersPageStored, source: $displayMode, target: storedNewslettersPage.set });
