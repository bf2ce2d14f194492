import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isSpecialCard } from '@/entities/subscription/lib';
import { $newsletters } from '@/entities/subscription/model';
import { $fetchStage, $progressCounts, $waitingList } from '@/features/fetch-subscriptions/model';
import { FetchProgress } from '@/features/fetch-subscriptions/ui/fetch-progress';
import { RotatingTips, useFetchTipKeys } from '@/features/fetch-subscriptions/ui/rotating-tips';
import { SenderTicker } from '@/features/fetch-subscriptions/ui/sender-ticker';
import { $pushPermission, $pushRegistered, pushToggled } from '@/features/notification-settings/model';
import { NotificationSwitch } from '@/features/notification-settings/ui/notification-switch';
import { ROUTES } from '@/shared/lib/router/routes';
import { buttonVariants } from '@/shared/ui/button';
import { Icon } from '@/shared/ui/icon';
import { Mascot } from '@/shared/ui/mascot';
import { BrandMark } from '@/widgets/navigation/ui/brand-mark';
import {
  $fetchAnimationPaused,
  $fetchTipIndex,
  $goCleanPending,
  $tickerNames,
  fetchScreenClosed,
  fetchScreenOpened,
  goCleanClicked,
} from './model';

/**
 * /fetch: the scan's progress around the mascot, the notification switch (hidden when notifications
 * are denied), the senders found so far (one more per second), rotating tips and a settings button;
 * once enough newsletters exist (sortable) or the scan is done, a button to go clean.
 */
export function FetchPage() {
  const { t } = useTranslation(['fetching', 'navigation']);
  const tipKeys = useFetchTipKeys();
  const units = useUnit({
    stage: $fetchStage,
    counts: $progressCounts,
    newsletters: $newsletters,
    waiting: $waitingList,
    tipIndex: $fetchTipIndex,
    names: $tickerNames,
    paused: $fetchAnimationPaused,
    goCleanPending: $goCleanPending,
    permission: $pushPermission,
    registered: $pushRegistered,
    opened: fetchScreenOpened,
    closed: fetchScreenClosed,
    goClean: goCleanClicked,
    toggled: pushToggled,
  });
  const { opened, closed } = units;
  const tipCount = tipKeys.length;
  useEffect(() => {
    opened({ tipCount });
    return () => closed();
  }, [opened, closed, tipCount]);

  const found = Math.max(
    units.newsletters.filter((item) => !isSpecialCard(item)).length,
    units.waiting.length,
  );

  return (
    <div data-page="fetch" className="min-h-dvh bg-canvas">
      <header className="mx-auto flex max-w-5xl items-center justify-between gap-4 px-4 pt-4 sm:px-8 sm:pt-6">
        <BrandMark />
        <Link
          to={ROUTES.settings}
          className={buttonVariants({ variant: 'outline', size: 'sm' })}
          data-slot="fetch-settings"
        >
          <Icon name="settings" size="sm" />
          {t('navigation:nav_settings')}
        </Link>
      </header>
      <main className="mx-auto grid max-w-5xl gap-6 p-4 sm:p-8 md:grid-cols-2 md:items-start">
        <h1 className="sr-only">{t('fetching:page_title')}</h1>
        <div className="flex flex-col items-center gap-6 rounded-sheet bg-surface p-6 shadow-sm">
          <FetchProgress
            total={units.counts.total}
            remaining={units.counts.remaining}
            stage={units.stage}
            newsletterCount={found}
            onGoClean={units.goClean}
            goCleanPending={units.goCleanPending}
            media={<Mascot size="md" playing={!units.paused} />}
          />
          <NotificationSwitch
            permission={units.permission}
            checked={units.registered}
            onCheckedChange={units.toggled}
            whenDenied="hide"
            className="w-full"
          />
        </div>
        <div className="flex flex-col gap-6">
          <SenderTicker names={units.names} intervalMs={0} initialCount={units.names.length} />
          <RotatingTips index={units.tipIndex} />
        </div>
      </main>
    </div>
  );
}
