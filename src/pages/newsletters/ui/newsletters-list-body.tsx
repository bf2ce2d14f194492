import { useUnit } from 'effector-react';
import { memo, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { newslettersForceRefreshed, waitingListApplied } from '@/features/fetch-subscriptions/model';
import { $appliedSearchText, searchCleared } from '@/features/search-senders/model';
import { SearchResultCount } from '@/features/search-senders/ui/search-result-count';
import { TabsContent, TabsList, TabsTrigger } from '@/shared/ui/tabs';
import { CleaningEmptyState } from '@/widgets/cleaning-screen/ui/cleaning-empty-state';
import { SenderList } from '@/widgets/sender-list/ui/sender-list';
import {
  $emptyStateVariant,
  $loadFailed,
  $searchFoundNothing,
  $searchResultCount,
  $tabCounts,
  $visibleItemsChecked,
  checkedActionChosen,
  listAllToggled,
  listItemToggled,
  senderActionChosen,
} from '../model';
import { $categoryTab } from '../page-state';

export interface NewslettersListBodyProps {
  isDesktop: boolean;
  /** The room the list has beside the side menu. */
  listWidth: number;
  /**
   * Hidden behind the cards: the list keeps what it showed (the stores' later values render nothing
   * under it) until it shows again, which renders what changed meanwhile.
   */
  frozen?: boolean;
}

/**
 * The list mode's tabs, result count and sender list wired to the model (inside the page's Tabs). It
 * reads the list stores itself; the text being typed is not one of them (only the applied search),
 * so typing in the search does not re-render the list. Memoised: the page re-rendering (cards ↔ list)
 * does not render it again. Frozen behind the cards (`frozen`), it keeps the values it last showed.
 */
export const NewslettersListBody = memo(function NewslettersListBody({
  isDesktop,
  listWidth,
  frozen = false,
}: NewslettersListBodyProps) {
  const { t } = useTranslation(['list']);
  const live = useUnit({
    items: $visibleItemsChecked,
    tab: $categoryTab,
    counts: $tabCounts,
    // In result mode (the only one where these show) the applied text is the text typed.
    query: $appliedSearchText,
    resultCount: $searchResultCount,
    foundNothing: $searchFoundNothing,
    loadFailed: $loadFailed,
    emptyVariant: $emptyStateVariant,
    onToggle: listItemToggled,
    onAll: listAllToggled,
    onChosen: senderActionChosen,
    onCheckedAction: checkedActionChosen,
    onSearchClear: searchCleared,
    onShowNew: waitingListApplied,
    onRetry: newslettersForceRefreshed,
  });
  // The values shown: the stores' while the list shows, the last shown while it is frozen. The markup
  // is memoised on them, so a frozen list's re-render (a decision on the cards) stops here.
  const shown = useRef(live);
  if (!frozen) shown.current = live;
  const u = shown.current;
  return useMemo(() => {
    const empty = u.foundNothing ? (
      <CleaningEmptyState variant="searchEmpty" query={u.query} onClearSearch={() => u.onSearchClear()} />
    ) : u.loadFailed ? (
      <CleaningEmptyState variant="error" onRetry={() => u.onRetry()} />
    ) : (
      <CleaningEmptyState variant={u.emptyVariant ?? 'allDone'} onShowNew={() => u.onShowNew()} />
    );

    return (
      <>
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
          <SearchResultCount count={u.resultCount} query={u.query} onClear={() => u.onSearchClear()} />
        )}
        <TabsContent value={u.tab} className="flex min-h-0 flex-1 flex-col">
          {u.items.length === 0 ? (
            <div className="flex flex-1 items-center justify-center">{empty}</div>
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
      </>
    );
  }, [u, isDesktop, listWidth, t]);
});
