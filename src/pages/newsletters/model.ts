import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { everyProviderShutDown } from '@/entities/mailbox/lib';
import { $mailboxes } from '@/entities/mailbox/model';
import {
  inCategory,
  isSpecialCard,
  matchesSearch,
  senderKey,
  sortSubscriptions,
} from '@/entities/subscription/lib';
import { $deck, $listItems, sendersActed, sendersRemoved } from '@/entities/subscription/model';
import type { Subscription } from '@/entities/subscription/types';
import { actionChosen, actionConfirmed, disableModalFlags } from '@/features/action-confirmation/model';
import { getSubscriptionsFx } from '@/features/fetch-subscriptions/api';
import {
  $fetchStatus,
  $shouldShowFetchScreen,
  $waitingList,
  fetchPollingStarted,
  fetchPollingStopped,
} from '@/features/fetch-subscriptions/model';
import { routeAllowed } from '@/features/navigation/model';
import { $appliedSearch, $appliedSearchText } from '@/features/search-senders/model';
import { $selectedEmails } from '@/features/select-mailboxes/model';
import {
  ACTION_BY_SWIPE,
  actionsRequested,
  arrowKeyPressed,
  batchFailed,
  cardSwiped,
  decisionUndone,
  queuedActionsFlushed,
  type SwipeDirection,
  undoFailed,
  undoRequested,
} from '@/features/sender-actions/model';
import { $sortMode, newslettersSort } from '@/features/sort-senders/model';
import {
  $tutorialOpen,
  tutorialKeyPressed,
  tutorialOpened,
  tutorialSeen,
  tutorialSwiped,
} from '@/features/tutorial/model';
import type { SenderAction } from '@/shared/config/constants';
import { $pathname, navigateFx } from '@/shared/lib/router/model';
import { ROUTES } from '@/shared/lib/router/routes';
import { type ToastInput, toastActionClicked, toastShown } from '@/shared/lib/toast/model';
import {
  $categoryTab,
  $displayMode,
  categoryTabChanged,
  newslettersPageOpened,
  newslettersPageStored,
  storedNewslettersPage,
} from './page-state';

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
/** Search result count (result mode; with the list it counts, see $appliedSearch). */
export const $searchResultCount = combine($appliedSearch, $visibleItems, (search, items) =>
  search ? items.length : null,
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
/**
 * The visible items with their local `checked` flag. An item whose flag is already right is kept as it
 * is (a new object only where the flag changes): the list's rows are memoised by item, so a recomputed
 * list (a decision, a refreshed mailbox list) re-renders only the rows whose sender changed.
 */
export const $visibleItemsChecked = combine($visibleItems, $checkedKeys, (items, keys) => {
  const checkedKeys = new Set(keys);
  return items.map((item) => {
    const checked = checkedKeys.size > 0 && checkedKeys.has(senderKey(item));
    return (item.checked ?? false) === checked ? item : { ...item, checked };
  });
});
/** The checked senders (none without building a key per sender: this follows every decision). */
export const $checkedItems = combine($listItems, $checkedKeys, (items, keys) => {
  if (keys.length === 0) return [];
  const checkedKeys = new Set(keys);
  return items.filter((item) => checkedKeys.has(senderKey(item)));
});
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

// ---- Page life (opened / closed) -----------------------------------------------------------
/** The page left the screen: the queued batches go now, polling stops. */
export const newslettersPageClosed = createEvent();
const $pageOpen = createStore(false)
  .on(newslettersPageOpened, () => true)
  .on(newslettersPageClosed, () => false);
sample({ clock: newslettersPageOpened, fn: () => undefined, target: fetchPollingStarted });
sample({ clock: newslettersPageClosed, target: [fetchPollingStopped, queuedActionsFlushed] });
// Leaving for My actions stores the display mode so it comes back once (spec §2).
sample({
  clock: routeAllowed,
  source: $pageOpen,
  filter: (open, route) => open && route.name === 'myActions',
  fn: () => undefined,
  target: newslettersPageStored,
});

// ---- Toasts: each decision (with Undo), undone, refused batches ---------------------------
const UNDO_ACTION = { labelKey: 'cleaning:undo', altTextKey: 'cleaning:undo_alt' } as const;
sample({
  clock: sendersActed,
  filter: ({ items }) => items.some((item) => !isSpecialCard(item)),
  fn: ({ action, items }): ToastInput => {
    const senders = items.filter((item) => !isSpecialCard(item));
    const first = senders[0] as Subscription;
    return senders.length === 1
      ? {
          kind: 'success',
          messageKey: `cleaning:toast_${action}`,
          values: { name: first.name.trim() || first.sender },
          action: UNDO_ACTION,
        }
      : {
          kind: 'success',
          messageKey: `cleaning:toast_many_${action}`,
          values: { count: senders.length },
          action: UNDO_ACTION,
        };
  },
  target: toastShown,
});
sample({
  clock: toastActionClicked,
  filter: (toast) => toast.action?.labelKey === UNDO_ACTION.labelKey,
  fn: () => undefined,
  target: undoRequested,
});
/** Ctrl/Cmd+Z on the page. */
export const undoShortcutPressed = createEvent();
sample({ clock: undoShortcutPressed, target: undoRequested });
sample({
  clock: decisionUndone,
  fn: (): ToastInput => ({ kind: 'info', messageKey: 'cleaning:toast_undone' }),
  target: toastShown,
});
sample({
  clock: undoFailed,
  fn: (): ToastInput => ({ kind: 'error', messageKey: 'cleaning:toast_undo_failed' }),
  target: toastShown,
});
sample({
  clock: batchFailed,
  fn: ({ count }): ToastInput => ({
    kind: 'error',
    messageKey: 'cleaning:toast_batch_failed',
    values: { count },
  }),
  target: toastShown,
});

// ---- Keyboard shortcuts sheet (`?`) -------------------------------------------------------
export const shortcutsOpened = createEvent();
export const shortcutsClosed = createEvent();
export const $shortcutsOpen = createStore(false)
  .on(shortcutsOpened, () => true)
  .on(shortcutsClosed, () => false);

// ---- List extras: tab counts, select all, load failure ------------------------------------
/** Tab counts (All / Newsletters / Spam) over the senders of the selected mailboxes, search applied. */
export const $tabCounts = combine(
  { items: $listItems, selected: $selectedEmails, mailboxes: $mailboxes, text: $appliedSearchText },
  ({ items, selected, mailboxes, text }) => {
    const selection = new Set(selected);
    const shown = items.filter(
      (item) => (mailboxes.length === 0 || selection.has(item.email)) && matchesSearch(item, text),
    );
    return {
      all: shown.length,
      subscriptions: shown.filter((item) => inCategory(item, 'subscriptions')).length,
      spams: shown.filter((item) => inCategory(item, 'spams')).length,
    };
  },
);
/** The selection bar's "select all": every visible sender, or none. */
export const listAllToggled = createEvent<boolean>();
sample({
  clock: listAllToggled,
  source: $visibleItems,
  fn: (items, checked) => (checked ? items.map(senderKey) : []),
  target: $checkedKeys,
});
$checkedKeys.reset(categoryTabChanged);
/** The senders could not be loaded (and none are shown). */
export const $loadFailed = createStore(false)
  .on(getSubscriptionsFx.fail, () => true)
  .on(getSubscriptionsFx.done, () => false);

// ---- Opening: this page's stored values first ----------------------------------------------
/**
 * The page mounted. This chunk loads after the app's start-up restore, so the stored values that
 * live in it (tutorial seen, stored page, sort, confirmation flags) are read first; then the page opens.
 */
export const newslettersPageMounted = createEvent<{ isDesktop: boolean }>();
export const restorePageStorageFx = createEffect(async (params: { isDesktop: boolean }) => {
  await Promise.all([
    tutorialSeen.restoreFx(),
    storedNewslettersPage.restoreFx(),
    newslettersSort.restoreFx(),
    ...Object.values(disableModalFlags).map((flag) => flag.restoreFx()),
  ]);
  return params;
});
sample({ clock: newslettersPageMounted, target: restorePageStorageFx });
sample({ clock: restorePageStorageFx.finally, fn: ({ params }) => params, target: newslettersPageOpened });
