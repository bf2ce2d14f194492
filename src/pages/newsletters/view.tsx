import { useUnit } from 'effector-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { $mailboxes } from '@/entities/mailbox/model';
import { $deck, $laterList } from '@/entities/subscription/model';
import type { Subscription } from '@/entities/subscription/types';
import {
  $confirmationOpen,
  $doNotAskAgain,
  $pendingAction,
  confirmationCancelled,
  confirmClicked,
  doNotAskAgainToggled,
} from '@/features/action-confirmation/model';
import { ConfirmActionModal } from '@/features/action-confirmation/ui/confirm-action-modal';
import {
  $firstRefreshDone,
  newslettersForceRefreshed,
  waitingListApplied,
} from '@/features/fetch-subscriptions/model';
import { $ratingOpen, $reviewCountry, ratingClosed } from '@/features/rating-prompt/model';
import { RatingModal } from '@/features/rating-prompt/ui/rating-modal';
import {
  $searchMode,
  $searchText,
  $suggestionLimit,
  $suggestions,
  searchCleared,
  searchFocused,
  searchSubmitted,
  searchTextChanged,
  suggestionPicked,
  suggestionsContainerResized,
} from '@/features/search-senders/model';
import { SearchResultCount } from '@/features/search-senders/ui/search-result-count';
import { SenderSearch } from '@/features/search-senders/ui/sender-search';
import {
  $mailboxSheetOpen,
  $noMailboxSelected,
  $selectedEmails,
  mailboxSelectionApplied,
  mailboxSheetClosed,
  mailboxSheetOpenRequested,
} from '@/features/select-mailboxes/model';
import { MailboxFilterButton } from '@/features/select-mailboxes/ui/mailbox-filter-button';
import { MailboxSelectSheet } from '@/features/select-mailboxes/ui/mailbox-select-sheet';
import { consequenceOf, consequenceOfMany } from '@/features/sender-actions/lib/consequence';
import { actionsRequested } from '@/features/sender-actions/model';
import { shareDialogOpened } from '@/features/share-stats/model';
import {
  $sortMode,
  $sortPanelOpen,
  sortChanged,
  sortPanelClosed,
  sortPanelToggled,
} from '@/features/sort-senders/model';
import { SortMenu } from '@/features/sort-senders/ui/sort-menu';
import {
  $canGoBack,
  $tutorialOpen,
  $tutorialStep,
  $tutorialVariant,
  TUTORIAL_STEPS,
  tutorialBackClicked,
  tutorialKeyPressed,
  tutorialNextClicked,
  tutorialSkipped,
  tutorialSwiped,
} from '@/features/tutorial/model';
import { TutorialOverlay } from '@/features/tutorial/ui/tutorial-overlay';
import { BREAKPOINTS, type SenderAction } from '@/shared/config/constants';
import { cn } from '@/shared/lib/cn';
import { useViewportWidth } from '@/shared/lib/use-viewport-width';
import { Button } from '@/shared/ui/button';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/shared/ui/tabs';
import { CleaningEmptyState } from '@/widgets/cleaning-screen/ui/cleaning-empty-state';
import { KeyboardShortcutsSheet } from '@/widgets/cleaning-screen/ui/keyboard-shortcuts-sheet';
import { SenderList } from '@/widgets/sender-list/ui/sender-list';
import { SwipeDeck } from '@/widgets/swipe-deck/ui/swipe-deck';
import {
  $checkedItems,
  $cleaningUnavailable,
  $emptyStateVariant,
  $loadFailed,
  $screenMode,
  $searchFoundNothing,
  $searchResultCount,
  $shortcutsOpen,
  $tabCounts,
  $visibleItemsChecked,
  checkedActionChosen,
  deckCardSwiped,
  listAllToggled,
  listItemToggled,
  newslettersPageClosed,
  newslettersPageMounted,
  senderActionChosen,
  shortcutsClosed,
  shortcutsOpened,
  undoShortcutPressed,
} from './model';
import { $categoryTab, type CategoryTab, categoryTabChanged, displayModeChanged } from './page-state';
import { DisplayModeToggle } from './ui/display-mode-toggle';

const DIRECTION_OF_ACTION: Readonly<Record<SenderAction, 'left' | 'up' | 'right' | 'down'>> = {
  unsubscribes: 'left',
  delete: 'up',
  keep: 'right',
  later: 'down',
};

/** Typing somewhere (a field, a dialog): page shortcuts stay out of the way. */
function isTypingTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return (
    target.isContentEditable ||
    ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) ||
    target.closest('[role="dialog"]') !== null
  );
}

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
  // The list follows the room it has beside the side menu (w-64 / md:w-72 / lg:w-80), not the window.
  const listWidth =
    width - (width >= BREAKPOINTS.lg ? 320 : width >= BREAKPOINTS.md ? 288 : isDesktop ? 256 : 0);
  const root = useRef<HTMLDivElement>(null);
  const u = useUnit({
    onOpened: newslettersPageMounted,
    onClosed: newslettersPageClosed,
    screen: $screenMode,
    deck: $deck,
    later: $laterList,
    loaded: $firstRefreshDone,
    loadFailed: $loadFailed,
    unavailable: $cleaningUnavailable,
    noMailbox: $noMailboxSelected,
    emptyVariant: $emptyStateVariant,
    items: $visibleItemsChecked,
    checked: $checkedItems,
    tab: $categoryTab,
    counts: $tabCounts,
    searchText: $searchText,
    searchMode: $searchMode,
    suggestions: $suggestions,
    suggestionLimit: $suggestionLimit,
    resultCount: $searchResultCount,
    foundNothing: $searchFoundNothing,
    sort: $sortMode,
    sortOpen: $sortPanelOpen,
    mailboxes: $mailboxes,
    selectedEmails: $selectedEmails,
    mailboxSheetOpen: $mailboxSheetOpen,
    confirmOpen: $confirmationOpen,
    pending: $pendingAction,
    doNotAsk: $doNotAskAgain,
    ratingOpen: $ratingOpen,
    reviewCountry: $reviewCountry,
    tutorialOpen: $tutorialOpen,
    tutorialStep: $tutorialStep,
    tutorialVariant: $tutorialVariant,
    canGoBack: $canGoBack,
    shortcutsOpen: $shortcutsOpen,
    onSwiped: deckCardSwiped,
    onActions: actionsRequested,
    onChosen: senderActionChosen,
    onCheckedAction: checkedActionChosen,
    onToggle: listItemToggled,
    onAll: listAllToggled,
    onTab: categoryTabChanged,
    onMode: displayModeChanged,
    onSearchText: searchTextChanged,
    onSearchFocus: searchFocused,
    onSearchSubmit: searchSubmitted,
    onSearchClear: searchCleared,
    onPick: suggestionPicked,
    onSuggestionsHeight: suggestionsContainerResized,
    onSort: sortChanged,
    onSortToggle: sortPanelToggled,
    onSortClose: sortPanelClosed,
    onSheetOpen: mailboxSheetOpenRequested,
    onSheetClose: mailboxSheetClosed,
    onApplyMailboxes: mailboxSelectionApplied,
    onConfirm: confirmClicked,
    onCancel: confirmationCancelled,
    onDoNotAsk: doNotAskAgainToggled,
    onRatingClose: ratingClosed,
    onShare: shareDialogOpened,
    onTutorialSwiped: tutorialSwiped,
    onTutorialKey: tutorialKeyPressed,
    onTutorialNext: tutorialNextClicked,
    onTutorialBack: tutorialBackClicked,
    onTutorialSkip: tutorialSkipped,
    onShowNew: waitingListApplied,
    onRetry: newslettersForceRefreshed,
    onShortcuts: shortcutsOpened,
    onShortcutsClose: shortcutsClosed,
    onUndo: undoShortcutPressed,
  });

  // Opened once with the device's default mode; closing flushes the queued batches.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per page visit
  useEffect(() => {
    u.onOpened({ isDesktop: window.innerWidth >= BREAKPOINTS.mobileMaxExclusive });
    u.onSuggestionsHeight(window.innerHeight);
    return () => u.onClosed();
  }, []);

  // Keyboard first: the deck takes focus (visibly) as soon as it is the screen, without a click.
  const cardsReady = u.screen === 'cards' && u.loaded;
  useEffect(() => {
    if (!cardsReady) return;
    const stage = root.current?.querySelector<HTMLElement>('[data-slot="swipe-deck-stage"]');
    const active = document.activeElement;
    if (stage && (active === null || active === document.body || active?.id === 'main-content'))
      stage.focus();
  }, [cardsReady]);

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
        u.onUndo();
        return;
      }
      const onNothing =
        event.target === document.body || (event.target as HTMLElement | null)?.id === 'main-content';
      if (onNothing && event.key.startsWith('Arrow')) {
        const stage = root.current?.querySelector<HTMLElement>('[data-slot="swipe-deck-stage"]');
        if (!stage) return;
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

  const consequence = (item: Subscription, action: SenderAction) => {
    const text = consequenceOf(item, action);
    return t(text.key, text.values);
  };
  const pending = u.pending;
  const confirmLines = pending
    ? consequenceOfMany(pending.items, pending.action).map((line) => t(line.key, line.values))
    : [];
  const selectedCount = u.selectedEmails.length;
  const listMode = u.screen === 'list';

  const blocked = u.unavailable ? (
    <CleaningEmptyState variant="unavailable" />
  ) : u.noMailbox ? (
    <CleaningEmptyState variant="noMailboxSelected" onChooseMailboxes={() => u.onSheetOpen()} />
  ) : null;

  const cardsEmpty =
    u.loadFailed && u.deck.length === 0 ? (
      <CleaningEmptyState variant="error" onRetry={() => u.onRetry()} />
    ) : (
      <CleaningEmptyState variant={u.emptyVariant ?? 'allDone'} onShowNew={() => u.onShowNew()} />
    );

  const listEmpty = u.foundNothing ? (
    <CleaningEmptyState variant="searchEmpty" query={u.searchText} onClearSearch={() => u.onSearchClear()} />
  ) : u.loadFailed ? (
    <CleaningEmptyState variant="error" onRetry={() => u.onRetry()} />
  ) : (
    <CleaningEmptyState variant={u.emptyVariant ?? 'allDone'} onShowNew={() => u.onShowNew()} />
  );

  return (
    <div
      ref={root}
      data-slot="newsletters-page"
      data-mode={u.screen}
      className={cn(
        'mx-auto flex w-full max-w-[100rem] flex-col gap-3 px-3 pt-3 pb-4 sm:px-6 sm:pt-5',
        listMode &&
          'h-[calc(100dvh-3.5rem-4.75rem-env(safe-area-inset-bottom))] sm:h-[calc(100dvh-3.5rem)] header:h-[calc(100dvh-5rem)]',
      )}
    >
      <div data-slot="newsletters-toolbar" className="flex flex-wrap items-center gap-2">
        <DisplayModeToggle
          value={u.screen === 'list' ? 'list' : 'cards'}
          onValueChange={(mode) => u.onMode(mode)}
          iconOnly={width < BREAKPOINTS.mobileSmall}
        />
        {listMode && (
          <>
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
          </>
        )}
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

      {blocked ??
        (listMode ? (
          <Tabs
            value={u.tab}
            onValueChange={(value) => u.onTab(value as CategoryTab)}
            className="flex min-h-0 flex-1 flex-col gap-3"
          >
            <SenderSearch
              value={u.searchText}
              mode={u.searchMode}
              suggestions={u.suggestions}
              limit={u.suggestionLimit}
              onValueChange={(value) => u.onSearchText(value)}
              onFocus={() => u.onSearchFocus()}
              onSubmit={() => u.onSearchSubmit()}
              onClear={() => u.onSearchClear()}
              onPick={(item) => u.onPick({ item, isDesktop })}
              className="max-w-2xl"
            />
            <TabsList aria-label={t('list:tabs_label')} fullWidth={!isDesktop}>
              <TabsTrigger value="all" count={u.counts.all} fullWidth={!isDesktop}>
                {t('list:tab_all')}
              </TabsTrigger>
              <TabsTrigger value="subscriptions" count={u.counts.subscriptions} fullWidth={!isDesktop}>
                {t('list:tab_newsletters')}
              </TabsTrigger>
              <TabsTrigger value="spams" count={u.counts.spams} tone="spam" fullWidth={!isDesktop}>
                {t('list:tab_spams')}
              </TabsTrigger>
            </TabsList>
            {u.resultCount !== null && u.resultCount > 0 && (
              <SearchResultCount
                count={u.resultCount}
                query={u.searchText}
                onClear={() => u.onSearchClear()}
              />
            )}
            <TabsContent value={u.tab} className="flex min-h-0 flex-1 flex-col">
              {u.items.length === 0 ? (
                <div className="flex flex-1 items-center justify-center">{listEmpty}</div>
              ) : (
                <SenderList
                  items={u.items}
                  spamColumn={u.tab === 'all'}
                  viewportWidth={listWidth}
                  onCheckedChange={(item) => u.onToggle(item)}
                  onSelectAllChange={(checked) => u.onAll(checked)}
                  onAction={(item, action) => u.onChosen({ items: [item], action })}
                  onSelectionAction={(action) => u.onCheckedAction(action)}
                  className="min-h-0 flex-1"
                />
              )}
            </TabsContent>
          </Tabs>
        ) : (
          <SwipeDeck
            items={u.deck}
            loading={!u.loaded && !u.loadFailed}
            disabled={u.tutorialOpen}
            laterCount={u.later.length}
            onDecision={(item, action) => u.onSwiped({ item, direction: DIRECTION_OF_ACTION[action] })}
            onDismiss={(item) => u.onActions({ items: [item], action: 'keep' })}
            onShare={() => u.onShare()}
            consequenceOf={consequence}
            empty={cardsEmpty}
            className="pt-1"
          />
        ))}

      <TutorialOverlay
        open={u.tutorialOpen}
        step={u.tutorialStep}
        steps={TUTORIAL_STEPS[u.tutorialVariant]}
        canGoBack={u.canGoBack}
        onSwiped={(action) => u.onTutorialSwiped(action)}
        onKeyPressed={(keyCode) => u.onTutorialKey(keyCode)}
        onNext={() => u.onTutorialNext()}
        onBack={() => u.onTutorialBack()}
        onSkip={() => u.onTutorialSkip()}
      />
      {pending && pending.action !== 'later' && (
        <ConfirmActionModal
          open={u.confirmOpen}
          action={pending.action}
          count={pending.items.length}
          senderName={
            pending.items.length === 1 ? pending.items[0]?.name || pending.items[0]?.sender : undefined
          }
          doNotAskAgain={u.doNotAsk}
          onDoNotAskAgainChange={(value) => u.onDoNotAsk(value)}
          consequence={confirmLines}
          onConfirm={() => u.onConfirm()}
          onCancel={() => u.onCancel()}
        />
      )}
      <RatingModal
        open={u.ratingOpen}
        reviewUrl={`https://${u.reviewCountry}.trustpilot.com/evaluate/tidyfox.example`}
        onClose={() => u.onRatingClose()}
        onReview={() => u.onRatingClose()}
      />
      <MailboxSelectSheet
        open={u.mailboxSheetOpen}
        onOpenChange={(open) => {
          if (!open) u.onSheetClose();
        }}
        mailboxes={u.mailboxes}
        selectedEmails={u.selectedEmails}
        onApply={(emails) => {
          u.onApplyMailboxes(emails);
          u.onSheetClose();
        }}
      />
      <KeyboardShortcutsSheet
        open={u.shortcutsOpen}
        onOpenChange={(open) => {
          if (!open) u.onShortcutsClose();
        }}
      />
      <p className="sr-only" aria-live="polite">
        {u.checked.length > 0 ? t('list:selected_count', { count: u.checked.length }) : ''}
      </p>
    </div>
  );
}
