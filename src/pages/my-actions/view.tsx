import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MyActionsTab } from '@/features/my-actions/api';
import { RollbackModal } from '@/features/my-actions/ui/rollback-modal';
import { ROUTES } from '@/shared/lib/router/routes';
import { useViewportWidth } from '@/shared/lib/use-viewport-width';
import { Button, buttonVariants } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import { PageLoader } from '@/shared/ui/page-loader';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/shared/ui/tabs';
import { shellPageInnerWidth } from '@/widgets/app-shell/lib/content-width';
import { SenderList } from '@/widgets/sender-list/ui/sender-list';
import {
  $checkedCount,
  $myActionsCounts,
  $myActionsItems,
  $myActionsLoadFailed,
  $myActionsLoading,
  $myActionsTab,
  $rollbackCount,
  $rollbackModalState,
  myActionsAllToggled,
  myActionsOpened,
  myActionsTabChanged,
  myActionToggled,
  rollbackCancelled,
  rollbackConfirmed,
  rollbackRequested,
  rollbackResultClosed,
} from './model';

const TABS: readonly MyActionsTab[] = ['auto-delete', 'keep'];
/** The page's max-w-6xl and its side padding (p-4 / sm:p-6), in px. */
const PAGE_MAX_WIDTH_PX = 1152;
const PAGE_PADDING_PX = [16, 24] as const;
const TAB_KEY = { 'auto-delete': 'auto_delete', keep: 'keep' } as const;

/**
 * /my-actions: the senders on auto-delete and the kept ones (a tab each, with counts). Select some,
 * undo the decision (rollback modal: confirm → loader → done / failed); the list reloads when done.
 * Each auto-deleted sender says how its unsubscribe went. Back leads to /newsletters: the shell's header
 * bar holds that back button on every size (the page adds none of its own, one clear way back); an empty
 * tab also offers the way back to the senders to sort.
 */
export function MyActionsPage() {
  const { t } = useTranslation(['actions', 'list', 'navigation', 'overlays', 'ui']);
  const units = useUnit({
    tab: $myActionsTab,
    counts: $myActionsCounts,
    items: $myActionsItems,
    loading: $myActionsLoading,
    failed: $myActionsLoadFailed,
    checked: $checkedCount,
    modal: $rollbackModalState,
    rolledBack: $rollbackCount,
    opened: myActionsOpened,
    tabChanged: myActionsTabChanged,
    toggled: myActionToggled,
    allToggled: myActionsAllToggled,
    requested: rollbackRequested,
    confirmed: rollbackConfirmed,
    cancelled: rollbackCancelled,
    resultClosed: rollbackResultClosed,
  });
  const { opened } = units;
  useEffect(() => {
    opened();
  }, [opened]);

  const busy = units.modal === 'loading';
  // The list lays out by its own width (spec §2: phone rows below 500), not the window's.
  const listWidth = shellPageInnerWidth(useViewportWidth(), PAGE_MAX_WIDTH_PX, PAGE_PADDING_PX);
  const firstLoad = units.loading && units.counts['auto-delete'] + units.counts.keep === 0;

  return (
    <div data-page="my-actions" className="mx-auto flex w-full max-w-6xl min-w-0 flex-col gap-4 p-4 sm:p-6">
      <div className="flex flex-col gap-1">
        {/* The shell's header bar shows the page's h1 (same title): this one only heads the content for
            assistive technologies, so the title does not show twice. */}
        <h2 className="sr-only">{t('navigation:my_actions')}</h2>
        <p className="text-base text-text-muted">{t('actions:intro')}</p>
      </div>
      {units.failed ? (
        <EmptyState
          role="alert"
          tone="danger"
          icon="error"
          title={t('actions:load_failed_title')}
          description={t('actions:load_failed_text')}
          className="rounded-card bg-surface shadow-sm"
          actions={
            <Button icon="refresh" loading={units.loading} onClick={() => units.opened()}>
              {t('ui:retry')}
            </Button>
          }
        />
      ) : (
        <Tabs
          variant="line"
          value={units.tab}
          onValueChange={(value) => units.tabChanged(value as MyActionsTab)}
          // A container (`tabs`): narrower than 21rem (a 320 px phone, or 569 px beside the side menu), the
          // tabs drop their icons, so that the labels keep whole words.
          className="@container/tabs flex min-w-0 flex-col gap-4"
        >
          {/* A narrow row (a phone, or beside the side menu) keeps both tabs in view in long languages: a
              tighter gap there. */}
          <TabsList aria-label={t('list:my_actions_tabs_label')} className="@max-[24rem]/tabs:gap-4">
            {TABS.map((tab) => (
              <TabsTrigger
                key={tab}
                value={tab}
                count={units.counts[tab]}
                icon={tab === 'keep' ? 'keep' : 'unsubscribe'}
              >
                {t(`list:tab_${TAB_KEY[tab]}`)}
              </TabsTrigger>
            ))}
          </TabsList>
          {TABS.map((tab) => (
            <TabsContent key={tab} value={tab} data-tab={tab} className="flex min-w-0 flex-col">
              {firstLoad ? (
                <PageLoader variant="inline" message={t('actions:loading')} />
              ) : units.items.length === 0 ? (
                <EmptyState
                  icon={tab === 'keep' ? 'keep' : 'unsubscribe'}
                  tone={tab === 'keep' ? 'brand' : 'neutral'}
                  title={t(`actions:empty_${TAB_KEY[tab]}_title`)}
                  description={t(`actions:empty_${TAB_KEY[tab]}_text`)}
                  className="rounded-card bg-surface shadow-sm"
                  actions={
                    <Link to={ROUTES.newsletters} className={buttonVariants({ variant: 'outline' })}>
                      {t('actions:back')}
                    </Link>
                  }
                />
              ) : (
                <SenderList
                  items={units.items}
                  viewportWidth={listWidth}
                  variant="myActions"
                  decision={tab}
                  disabled={busy}
                  onCheckedChange={(item) => units.toggled(item)}
                  onSelectAllChange={units.allToggled}
                  selectionActions={
                    <Button size="sm" icon="undo" multiline onClick={() => units.requested()} disabled={busy}>
                      {t('overlays:rollback_confirm')}
                    </Button>
                  }
                  className="h-[max(22rem,calc(100dvh-19rem))]"
                />
              )}
            </TabsContent>
          ))}
        </Tabs>
      )}
      <RollbackModal
        state={units.modal}
        tab={units.tab}
        count={units.modal === 'done' ? units.rolledBack : units.checked}
        onConfirm={() => units.confirmed()}
        onClose={() => (units.modal === 'confirm' ? units.cancelled() : units.resultClosed())}
      />
    </div>
  );
}
