import { useStoreMap, useUnit } from 'effector-react';
import { Activity, startTransition, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { $mailboxes } from '@/entities/mailbox/model';
import { $firstRefreshDone } from '@/features/fetch-subscriptions/model';
import { suggestionsContainerResized } from '@/features/search-senders/model';
import {
  $noMailboxSelected,
  $selectedEmails,
  mailboxSheetOpenRequested,
} from '@/features/select-mailboxes/model';
import { MailboxFilterButton } from '@/features/select-mailboxes/ui/mailbox-filter-button';
import {
  $sortMode,
  $sortPanelOpen,
  sortChanged,
  sortPanelClosed,
  sortPanelToggled,
} from '@/features/sort-senders/model';
import { SortMenu } from '@/features/sort-senders/ui/sort-menu';
import { BREAKPOINTS } from '@/shared/config/constants';
import { useViewportWidth } from '@/shared/lib/use-viewport-width';
import { whenIdle } from '@/shared/lib/when-idle';
import { Button } from '@/shared/ui/button';
import { loadToaster } from '@/shared/ui/lazy-toaster';
import { Tabs } from '@/shared/ui/tabs';
import { shellPageInnerWidth } from '@/widgets/app-shell/lib/content-width';
import { MAIN_CONTENT_ID } from '@/widgets/app-shell/ui/app-shell';
import { CleaningEmptyState } from '@/widgets/cleaning-screen/ui/cleaning-empty-state';
import { decisionsAfterPaint } from './lib/after-paint';
import {
  $checkedItems,
  $cleaningUnavailable,
  $screenMode,
  newslettersPageClosed,
  newslettersPageMounted,
  shortcutsOpened,
  undoShortcutPressed,
} from './model';
import { $categoryTab, type CategoryTab, categoryTabChanged, displayModeChanged } from './page-state';
import { DisplayModeToggle } from './ui/display-mode-toggle';
import { NewslettersDeck } from './ui/newsletters-deck';
import { NewslettersListBody } from './ui/newsletters-list-body';
import { NewslettersOverlays } from './ui/newsletters-overlays';
import { NewslettersSearch } from './ui/newsletters-search';

/** Typing somewhere (a field, a dialog): page shortcuts stay out of the way. */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) ||
    target.closest('[role="dialog"]') !== null
  );
}

/** The page's max-w-[100rem] and its side padding (px-3 / sm:px-6), in px. */
const PAGE_MAX_WIDTH_PX = 1600;
const PAGE_PADDING_PX = [12, 24] as const;

/**
 * /newsletters, the cleaning screen (product §2, §4): the swipe deck (cards, the default below
 * 569 px) or the list (desktop default) with tabs, search, sort and the mailbox selection; every
 * empty state; the tutorial first; the confirmation (list mode only), rating and shortcut sheets.
 * Keyboard first: the deck has focus as soon as the page opens.
 */
export function NewslettersPage() {
  const { t } = useTranslation(['cleaning', 'list']);
  const width = useViewportWidth();
  const isDesktop = width >= BREAKPOINTS.mobileMaxExclusive;
  // The list's layout (spec §2: phone rows below 500, column labels from 1100, two columns from 1400)
  // follows the list's own width, not the window's: a window of 800 px beside the side menu (a 464 px
  // list) gets the phone rows, whose names have room, not squeezed columns.
  const listWidth = shellPageInnerWidth(width, PAGE_MAX_WIDTH_PX, PAGE_PADDING_PX);
  const root = useRef<HTMLDivElement>(null);
  // The page reads only what its frame needs: the deck, the search, the list and the overlays read their
  // own stores (ui/newsletters-*.tsx), so a decision or a keystroke does not re-render the whole page, and
  // switching cards ↔ list does not render the overlays again.
  // A count, not the list: the checked items are recomputed at each decision.
  const checkedCount = useStoreMap($checkedItems, (items) => items.length);
  const u = useUnit({
    onOpened: newslettersPageMounted,
    onClosed: newslettersPageClosed,
    screen: $screenMode,
    loaded: $firstRefreshDone,
    unavailable: $cleaningUnavailable,
    noMailbox: $noMailboxSelected,
    tab: $categoryTab,
    sort: $sortMode,
    sortOpen: $sortPanelOpen,
    mailboxes: $mailboxes,
    selectedEmails: $selectedEmails,
    onTab: categoryTabChanged,
    onMode: displayModeChanged,
    onSuggestionsHeight: suggestionsContainerResized,
    onSort: sortChanged,
    onSortToggle: sortPanelToggled,
    onSortClose: sortPanelClosed,
    onSheetOpen: mailboxSheetOpenRequested,
    onShortcuts: shortcutsOpened,
    onUndo: undoShortcutPressed,
  });

  // Opened once with the device's default mode; closing flushes the queued batches.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per page visit
  useEffect(() => {
    u.onOpened({ isDesktop: window.innerWidth >= BREAKPOINTS.mobileMaxExclusive });
    u.onSuggestionsHeight(window.innerHeight);
    return () => u.onClosed();
  }, []);

  // Every decision shows a toast. Its code (which the shell's LazyToaster loads with the first toast)
  // loads while the page is idle instead: not with the first decisions, whose keys it slowed.
  useEffect(() => whenIdle(() => void loadToaster()), []);

  // Page shortcuts: `?` opens the sheet, Ctrl/Cmd+Z undoes; arrows typed with nothing focused go to the deck.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || isTypingTarget(event.target)) return;
      if (event.key === '?') {
        event.preventDefault();
        u.onShortcuts();
        return;
      }
      if ((event.ctrlKey || event.metaKey) && !event.shiftKey && event.key.toLowerCase() === 'z') {
        event.preventDefault();
        // A decision still waiting for its frame is made first, and the undo follows once the deck has
        // drawn it (so the undone card comes back): the undo is of the latest decision.
        if (decisionsAfterPaint.flush()) decisionsAfterPaint.push(() => u.onUndo());
        else u.onUndo();
        return;
      }
      const onNothing =
        event.target === document.body || (event.target as HTMLElement | null)?.id === MAIN_CONTENT_ID;
      if (onNothing && event.key.startsWith('Arrow')) {
        const stage = root.current?.querySelector<HTMLElement>('[data-slot="swipe-deck-stage"]');
        if (!stage || stage.dataset.empty) return;
        event.preventDefault();
        stage.focus();
        stage.dispatchEvent(
          new KeyboardEvent('keydown', { key: event.key, keyCode: event.keyCode, bubbles: true }),
        );
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [u.onShortcuts, u.onUndo]);

  const selectedCount = u.selectedEmails.length;
  const listMode = u.screen === 'list';
  // The list is prepared behind the cards once the page is idle (see the stage below), and stays once
  // it has shown.
  const [listPrepared, setListPrepared] = useState(false);
  if (listMode && !listPrepared) setListPrepared(true);
  useEffect(() => {
    if (listPrepared || !u.loaded) return;
    return whenIdle(() => startTransition(() => setListPrepared(true)));
  }, [listPrepared, u.loaded]);

  const blocked = u.unavailable ? (
    <CleaningEmptyState variant="unavailable" />
  ) : u.noMailbox ? (
    <CleaningEmptyState variant="noMailboxSelected" onChooseMailboxes={() => u.onSheetOpen()} />
  ) : null;

  return (
    <div
      ref={root}
      data-slot="newsletters-page"
      data-mode={u.screen}
      // The page fills the room the shell leaves under the header and the banners (FILLS_SCREEN_ROUTES
      // in the app's shell config), and keeps clear of the phone's bottom bar itself (its bottom padding):
      // the list scrolls inside it, never the document; the cards' stage shrinks so that the action
      // buttons stay on screen. On a screen too short even for that (a small phone, a banner shown):
      // the cards keep the stage at 19rem, the list keeps 24rem (below), and the page grows to its
      // content, padding included, so the document scrolls until the buttons, or the last row, are
      // above the bottom bar.
      className="mx-auto flex w-full max-w-[100rem] flex-1 flex-col gap-3 px-3 pt-3 pb-[calc(var(--bottom-nav-room,0px)+1rem)] sm:px-6 sm:pt-5"
    >
      <div data-slot="newsletters-toolbar" className="flex flex-wrap items-center gap-2">
        <DisplayModeToggle
          value={u.screen === 'list' ? 'list' : 'cards'}
          onValueChange={(mode) => u.onMode(mode)}
          iconOnly={width < BREAKPOINTS.mobileSmall}
        />
        <Activity mode={listMode ? 'visible' : 'hidden'}>
          <SortMenu
            value={u.sort}
            onValueChange={(mode) => u.onSort(mode)}
            open={u.sortOpen}
            onOpenChange={(open) => (open ? u.onSortToggle() : u.onSortClose())}
          />
          <MailboxFilterButton
            selected={selectedCount}
            total={u.mailboxes.length}
            onClick={() => u.onSheetOpen()}
            variant="outline"
            size="sm"
          />
        </Activity>
        <Button
          variant="ghost"
          size="sm"
          icon="info"
          onClick={() => u.onShortcuts()}
          aria-keyshortcuts="Shift+Slash"
          className="ms-auto max-sm:hidden"
        >
          {t('cleaning:shortcuts_button')}
        </Button>
      </div>

      {blocked ?? (
        <>
          {/*
            The cards and the list share this stage. While the cards show, the list is prepared behind
            them once the page is idle, in the very box it will have, and frozen there
            (NewslettersListBody keeps what it showed: a decision taken on the cards renders and lays out
            nothing in it). Switching to the list then shows it and renders again only what changed,
            instead of building it or laying out every row for the first time (15–18 ms on a
            10,000-sender account when it was prepared in a hidden React Activity, display: none, which
            keeps no layout). The deck comes first in the document: what the page shows is what a query
            for rows or cards finds first.
          */}
          <div data-slot="newsletters-stage" className="relative flex flex-1 flex-col">
            {!listMode && <NewslettersDeck />}
            {listPrepared && (
              <Tabs
                value={u.tab}
                onValueChange={(value) => u.onTab(value as CategoryTab)}
                data-hidden={!listMode || undefined}
                // At least 24rem (search, tabs and some rows) on a short screen such as a phone held sideways:
                // the page is then taller than its room and the document scrolls to the rows. Sized as if
                // empty (`contain-size`): the page grows to those 24rem, not to the whole list's height.
                // A container (`tabs`): narrower than 21rem (a 320 px phone, or 569 px beside the side menu),
                // every tab puts its count under its label, so that the longest labels get the room.
                // Behind the cards: in the deck's box, under it (no room, no pointer), and set aside with
                // `content-visibility: hidden` (not drawn, not focusable, not in the accessibility tree; the
                // browser keeps the layout that the list's virtualizer makes as it mounts, reading its
                // scroller's box). Not `visibility: hidden`, `inert` or `pointer-events: none`: inherited,
                // they change every row's style, and showing the list then lays its rows out again (7–15 ms
                // here). Only where `content-visibility` is not supported does `visibility: hidden` hide it.
                className="@container/tabs flex min-h-96 flex-1 flex-col gap-3 contain-size data-hidden:absolute data-hidden:inset-0 data-hidden:z-behind data-hidden:min-h-0 data-hidden:[content-visibility:hidden] supports-[not(content-visibility:hidden)]:data-hidden:invisible"
              >
                <NewslettersSearch isDesktop={isDesktop} className="max-w-2xl" />
                <NewslettersListBody isDesktop={isDesktop} listWidth={listWidth} frozen={!listMode} />
              </Tabs>
            )}
          </div>
        </>
      )}

      <NewslettersOverlays />
      <p className="sr-only" aria-live="polite">
        {checkedCount > 0 ? t('list:selected_count', { count: checkedCount }) : ''}
      </p>
    </div>
  );
}
