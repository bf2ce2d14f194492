import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { type MatchScan, preparedScan, scanMatches } from '@/entities/subscription/lib';
import { $listItems } from '@/entities/subscription/model';
import type { Subscription } from '@/entities/subscription/types';
import { SUGGESTION_ROW_HEIGHT_PX } from '@/shared/config/constants';
import { afterNextPaint } from '@/shared/lib/after-next-paint';

/** Spec §3 search modes. */
export type SearchMode = 'unactive' | 'searching' | 'result';

/** Spec §5: at most floor(container height / 2 / 52) suggestions, minimum 1. */
export function suggestionLimit(containerHeight: number): number {
  const rows = Math.floor(
    (Number.isFinite(containerHeight) ? containerHeight : 0) / 2 / SUGGESTION_ROW_HEIGHT_PX,
  );
  return Math.max(1, rows);
}

export const searchFocused = createEvent();
export const searchTextChanged = createEvent<string>();
/** Enter / the search button: show the list filtered by the text. */
export const searchSubmitted = createEvent();
/** A sender chosen from the suggestions sets the text; on desktop it switches to the result list. */
export const suggestionPicked = createEvent<{ item: Subscription; isDesktop: boolean }>();
export const searchCleared = createEvent();
export const suggestionsContainerResized = createEvent<number>();
/**
 * The search is on screen (or its suggestions closed) and the browser idle: the senders' searched texts
 * are built ahead (the first keystroke of a search then only scans them), and the hidden suggestion rows
 * drawn with the list's first senders.
 */
export const searchPrepared = createEvent();

export const $searchMode = createStore<SearchMode>('unactive');
export const $searchText = createStore('');
export const $suggestionsContainerHeight = createStore(0);
export const $suggestionLimit = $suggestionsContainerHeight.map(suggestionLimit);

$searchMode
  .on(searchFocused, (mode) => (mode === 'unactive' ? 'searching' : mode))
  .on(searchTextChanged, () => 'searching')
  .on(searchSubmitted, () => 'result')
  .reset(searchCleared);
$searchText.on(searchTextChanged, (_, text) => text).reset(searchCleared);
$suggestionsContainerHeight.on(suggestionsContainerResized, (_, height) => height);

sample({ clock: suggestionPicked, fn: ({ item }) => item.name, target: $searchText });
sample({
  clock: suggestionPicked,
  filter: ({ isDesktop }) => isDesktop,
  fn: () => 'result' as const,
  target: $searchMode,
});

const NO_SUGGESTIONS: readonly Subscription[] = [];

/**
 * The suggestions and the scan that found them: the next keystroke narrows that scan instead of going
 * through every sender again (see `scanMatches`), and it keeps the senders' searched texts, built once
 * per list. The scan stays while the list is the same (searching again reuses it).
 */
const $suggestionState = createStore<{
  scan: MatchScan<Subscription> | null;
  suggestions: readonly Subscription[];
}>({ scan: null, suggestions: NO_SUGGESTIONS }, { serialize: 'ignore' });
sample({
  clock: [$listItems, $searchMode, $searchText, $suggestionLimit],
  source: {
    items: $listItems,
    mode: $searchMode,
    text: $searchText,
    limit: $suggestionLimit,
    state: $suggestionState,
  },
  fn: ({ items, mode, text, limit, state }) => {
    const { scan } = state;
    if (mode !== 'searching' || text === '') {
      const kept = scan?.items === items ? scan : null;
      return kept === scan && state.suggestions === NO_SUGGESTIONS
        ? state
        : { scan: kept, suggestions: NO_SUGGESTIONS };
    }
    const next = scanMatches(scan, items, text, limit);
    return { scan: next, suggestions: next.found };
  },
  target: $suggestionState,
});
sample({
  clock: searchPrepared,
  source: { items: $listItems, limit: $suggestionLimit, state: $suggestionState },
  // Not over a prepared scan of this list (its texts are joined already): a scan of a search typed
  // before the preparation is replaced (the next keystroke scans the joined texts from the start).
  filter: ({ items, state }) => state.scan?.items !== items || state.scan.joined === undefined,
  fn: ({ items, limit, state }) => ({ scan: preparedScan(items, limit), suggestions: state.suggestions }),
  target: $suggestionState,
});

/**
 * The list's first senders when the search was last prepared: its hidden rows are drawn with them
 * before each search (a new list at each preparation, taken again, so never another list's senders).
 */
export const $preparedSuggestions = createStore<readonly Subscription[]>(NO_SUGGESTIONS, {
  serialize: 'ignore',
});
sample({
  clock: searchPrepared,
  source: { items: $listItems, limit: $suggestionLimit },
  fn: ({ items, limit }) => items.slice(0, Math.max(1, limit)),
  target: $preparedSuggestions,
});

/** Case-sensitive match of name + sender address (spec §5): at most `limit` senders, while searching. */
export const $suggestions = $suggestionState.map(({ suggestions }) => suggestions);
/** The search the list shows now: the text in result mode, null otherwise. */
const $resultSearch = combine($searchMode, $searchText, (mode, text) =>
  mode === 'result' ? { text } : null,
);
/**
 * Leaving result mode by typing: the list goes back to every sender only after the frame that shows the
 * field and its suggestions (filtering and drawing 10,000 senders is not the keystroke's work). No
 * frame in a test or on the server: at once.
 */
const listUnfilteredFx = createEffect(
  () =>
    new Promise<void>((resolve) => {
      if (typeof requestAnimationFrame === 'function') afterNextPaint(resolve);
      else resolve();
    }),
);
/**
 * The search applied to the list (result mode's text), null when the list is not searched. Entering
 * result mode (Enter, a pick) applies at once; leaving it follows after the keystroke's frame, unless
 * result mode came back meanwhile.
 */
export const $appliedSearch = createStore<{ text: string } | null>(null);
sample({ clock: $resultSearch, filter: (search) => search !== null, target: $appliedSearch });
sample({ clock: $resultSearch, filter: (search) => search === null, target: listUnfilteredFx });
sample({
  clock: listUnfilteredFx.done,
  source: $resultSearch,
  filter: (search) => search === null,
  target: $appliedSearch,
});
/** The text applied to the list ('' when it is not searched). */
export const $appliedSearchText = $appliedSearch.map((search) => search?.text ?? '');
