import { combine, createEvent, createStore, sample } from 'effector';
import { everyProviderShutDown } from '@/entities/mailbox/lib';
import { $mailboxes } from '@/entities/mailbox/model';
import { inCategory, matchesSearch, senderKey, sortSubscriptions } from '@/entities/subscription/lib';
import { $deck, $listItems, sendersRemoved } from '@/entities/subscription/model';
import type { Subscription } from '@/entities/subscription/types';
import { actionChosen, actionConfirmed } from '@/features/action-confirmation/model';
import { getSubscriptionsFx } from '@/features/fetch-subscriptions/api';
import { $fetchStatus, $shouldShowFetchScreen, $waitingList } from '@/features/fetch-subscriptions/model';
import { $categoryTab, $displayMode, newslettersPageOpened } from '@/features/newsletters-page/model';
import { $appliedSearchText, $searchMode } from '@/features/search-senders/model';
import { $selectedEmails } from '@/features/select-mailboxes/model';
import {
  ACTION_BY_SWIPE,
  actionsRequested,
  arrowKeyPressed,
  cardSwiped,
  type SwipeDirection,
} from '@/features/sender-actions/model';
import { $sortMode } from '@/features/sort-senders/model';
import { $tutorialOpen, tutorialKeyPressed, tutorialOpened, tutorialSwiped } from '@/features/tutorial/model';
import type { SenderAction } from '@/shared/config/constants';
import { $pathname, navigateFx } from '@/shared/lib/router/model';
import { ROUTES } from '@/shared/lib/router/routes';

/**
 * The cleaning screen (/newsletters) composed from its features: what the list shows, where a key or a
 * swipe goes (tutorial first), and the list-mode confirmation in front of the sender actions.
 */

/** The tutorial is shown first when not seen (spec §2 /newsletters). */
sample({
  clock: newslettersPageOpened,
  fn: () => ({ variant: 'newsletters' as const }),
  target: tutorialOpened,
});
/** What the screen shows: the tutorial while open, else the chosen mode. */
export const $screenMode = combine($tutorialOpen, $displayMode, (tutorial, mode) =>
  tutorial ? 'tuto' : mode,
);

/** List mode items: tab, selected mailboxes, search filter (result mode) and sort applied. */
export const $visibleItems = combine(
  {
    items: $listItems,
    tab: $categoryTab,
    selected: $selectedEmails,
    mailboxes: $mailboxes,
    text: $appliedSearchText,
    sort: $sortMode,
  },
  ({ items, tab, selected, mailboxes, text, sort }) => {
    const selection = new Set(selected);
    const filtered = items.filter(
      (item) =>
        inCategory(item, tab) &&
        (mailboxes.length === 0 || selection.has(item.email)) &&
        matchesSearch(item, text),
    );
    return sortSubscriptions(filtered, sort);
  },
);
/** Search result count (result mode). */
export const $searchResultCount = combine($searchMode, $visibleItems, (mode, items) =>
  mode === 'result' ? items.length : null,
);
/** Empty search: no-results text plus a suggestion (spec §8). */
export const $searchFoundNothing = combine($searchResultCount, (count) => count === 0);
/** Spec §2 unavailable: every mailbox's provider is shut down (links to /add-inbox). */
export const $cleaningUnavailable = $mailboxes.map(everyProviderShutDown);

/** A key pressed on the cleaning screen: the tutorial takes it while open, else the top card (cards mode). */
export const cleaningKeyPressed = createEvent<number>();
sample({ clock: cleaningKeyPressed, filter: $tutorialOpen, target: tutorialKeyPressed });
sample({
  clock: cleaningKeyPressed,
  source: { tutorial: $tutorialOpen, mode: $displayMode },
  filter: ({ tutorial, mode }) => !tutorial && mode === 'cards',
  fn: (_, keyCode) => keyCode,
  target: arrowKeyPressed,
});

/** A card swiped on the deck: the tutorial takes it while open. */
export const deckCardSwiped = createEvent<{ item: Subscription; direction: SwipeDirection }>();
sample({
  clock: deckCardSwiped,
  filter: $tutorialOpen,
  fn: ({ direction }) => ACTION_BY_SWIPE[direction],
  target: tutorialSwiped,
});
sample({
  clock: deckCardSwiped,
  filter: combine($tutorialOpen, (open) => !open),
  target: cardSwiped,
});

/** An action button in list mode (or on a card's buttons), through the confirmation modal. */
export const senderActionChosen = createEvent<{ items: Subscription[]; action: SenderAction }>();
sample({
  clock: senderActionChosen,
  source: $displayMode,
  fn: (mode, request) => ({ ...request, mode }),
  target: actionChosen,
});
sample({ clock: actionConfirmed, target: actionsRequested });

/** The screen goes to /fetch if the fetch is pending and there are not enough newsletters. */
sample({
  clock: [newslettersPageOpened, getSubscriptionsFx.done],
  source: { goFetch: $shouldShowFetchScreen, pathname: $pathname },
  filter: ({ goFetch, pathname }) => goFetch && pathname === ROUTES.newsletters,
  fn: () => ROUTES.fetch,
  target: navigateFx,
});

// ---- List-mode multi-select ---------------------------------------------------------------
export const listItemToggled = createEvent<Subscription>();
export const listSelectionCleared = createEvent();
/** An action button of the list toolbar: acts on every checked sender. */
export const checkedActionChosen = createEvent<SenderAction>();
export const $checkedKeys = createStore<string[]>([]);
$checkedKeys
  .on(listItemToggled, (keys, item) => {
    const key = senderKey(item);
    return keys.includes(key) ? keys.filter((entry) => entry !== key) : [...keys, key];
  })
  .on(sendersRemoved, (keys, removals) => {
    const gone = new Set(removals.map((removal) => senderKey(removal.item)));
    return keys.filter((key) => !gone.has(key));
  })
  .reset(listSelectionCleared);
/** The visible items with their local `checked` flag. */
export const $visibleItemsChecked = combine($visibleItems, $checkedKeys, (items, keys) =>
  items.map((item) => ({ ...item, checked: keys.includes(senderKey(item)) })),
);
export const $checkedItems = combine($listItems, $checkedKeys, (items, keys) =>
  items.filter((item) => keys.includes(senderKey(item))),
);
sample({
  clock: checkedActionChosen,
  source: $checkedItems,
  filter: (items) => items.length > 0,
  fn: (items, action) => ({ items, action }),
  target: senderActionChosen,
});

// ---- Empty state (spec §2: titles depend on fetch done and new newsletters waiting) -------
export type EmptyStateVariant = 'scanning' | 'newWaiting' | 'allDone';
export const $emptyStateVariant = combine(
  $deck,
  $fetchStatus,
  $waitingList,
  (deck, status, waiting): EmptyStateVariant | null => {
    if (deck.length > 0) return null;
    if (waiting.length > 0) return 'newWaiting';
    return status === 'done' ? 'allDone' : 'scanning';
  },
);
