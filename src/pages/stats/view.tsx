import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { $user } from '@/entities/session/model';
import { $referralCode, $referralCodeCopied, referralCodeCopied } from '@/features/sponsorship/model';
import { ReferralCodeCard } from '@/features/sponsorship/ui/referral-code-card';
import {
  $isFirstTime,
  $statsFailed,
  $statsFigures,
  $statsLoading,
  $tipIndex,
  nextTipClicked,
  previousTipClicked,
  tipsVisibilityChanged,
} from '@/features/stats/model';
import { StatTile } from '@/features/stats/ui/stat-tile';
import { TipsCarousel } from '@/features/stats/ui/tips-carousel';
import { CO2_GRAMS_PER_MAIL_ESTIMATE } from '@/shared/config/constants';
import { usePageGate } from '@/shared/lib/router/use-page-gate';
import { Button } from '@/shared/ui/button';
import { EmptyState } from '@/shared/ui/empty-state';
import type { IconName } from '@/shared/ui/icon-glyphs';
import { Mascot } from '@/shared/ui/mascot';
import { PageLoader } from '@/shared/ui/page-loader';
import { StatsShareDialog } from '@/widgets/share-stats/ui/stats-share-dialog';
import { StatsGate, statsShareClicked } from './model';

const ICONS: Record<string, IconName> = {
  globalDeletedMails: 'delete',
  globalSpaceSaved: 'cloud',
  averageNewsletters: 'newsletters',
  autoDeletedNewsletters: 'unsubscribe',
  deletedMails: 'delete',
  treatedNewsletters: 'cards',
  remainsMailsToTreat: 'later',
  spaceSaved: 'cloud',
};

/** /stats (spec §2): greeting, figures (global the first time, personal after), tips, referral block. */
export function StatsPage() {
  usePageGate(StatsGate);
  return <StatsView />;
}

/** The page content (stories render it with a forked scope). */
export function StatsView() {
  const { t } = useTranslation(['account', 'marketing']);
  const navigate = useNavigate();
  const units = useUnit({
    user: $user,
    loading: $statsLoading,
    failed: $statsFailed,
    firstTime: $isFirstTime,
    figures: $statsFigures,
    tipIndex: $tipIndex,
    next: nextTipClicked,
    previous: previousTipClicked,
    visibility: tipsVisibilityChanged,
    code: $referralCode,
    copied: $referralCodeCopied,
    copy: referralCodeCopied,
    share: statsShareClicked,
  });
  const name = units.user?.firstname?.trim();
  const deletedMails = units.figures.find((figure) => figure.id === 'deletedMails')?.value ?? 0;
  return (
    <div
      data-page="stats"
      data-state={
        units.loading ? 'loading' : units.failed ? 'error' : units.firstTime ? 'first-time' : 'personal'
      }
      className="flex w-full flex-col"
    >
      {/* The header band: desktop only (spec §2 /stats, §9 desktop header threshold 1000 px). */}
      <div data-testid="stats-band" className="min-[1000px]:bg-brand min-[1000px]:pb-20">
        <header className="mx-auto flex w-full max-w-5xl items-end justify-between gap-4 p-4 pb-0 sm:p-6 sm:pb-0 min-[1000px]:pt-10">
          <div className="flex min-w-0 flex-col gap-1">
            <h1 className="text-2xl font-bold text-balance text-text sm:text-3xl min-[1000px]:text-brand-foreground">
              {name ? t('stats_greeting', { name }) : t('stats_greeting_anonymous')}
            </h1>
            <p className="text-sm text-text-muted min-[1000px]:text-brand-foreground">
              {units.firstTime ? t('stats_first_time_text') : t('stats_personal_text')}
            </p>
          </div>
          <Mascot size="sm" playing={false} className="hidden shrink-0 sm:block" />
        </header>
      </div>
      <div className="mx-auto flex w-full max-w-5xl flex-col gap-8 p-4 pb-24 sm:p-6 min-[1000px]:-mt-16">
        {units.loading ? (
          <PageLoader variant="inline" message={t('stats_loading')} />
        ) : units.failed ? (
          <EmptyState icon="warning" tone="danger" title={t('error_title')} description={t('error_text')} />
        ) : (
          <section aria-labelledby="stats-figures-title" className="@container flex flex-col gap-3">
            <h2 id="stats-figures-title" className="sr-only">
              {t('stats_figures_label')}
            </h2>
            {/* Columns by the room the figures have, not the window's width: beside the side menu a
                window of 600-1,000 px leaves 300-500 px, where the window's breakpoints put two or
                three tiles of 140-160 px and cut their badge. */}
            <div
              data-testid="stats-figures"
              className="grid grid-cols-1 gap-4 @min-[29rem]:grid-cols-2 @min-[46rem]:grid-cols-3"
            >
              {units.figures.map((figure) => (
                <StatTile
                  key={figure.id}
                  variant={units.firstTime ? 'global' : 'personal'}
                  value={figure.value}
                  format={figure.format}
                  label={t(`marketing:stat_${figure.id}`)}
                  icon={ICONS[figure.id] ?? 'stats'}
                />
              ))}
              {!units.firstTime && (
                <StatTile
                  value={deletedMails * CO2_GRAMS_PER_MAIL_ESTIMATE}
                  format="co2Grams"
                  label={t('marketing:stat_co2')}
                  icon="leaf"
                />
              )}
            </div>
            <p className="text-xs text-text-subtle" data-testid="stats-estimate">
              {t('stats_estimate_note', { grams: CO2_GRAMS_PER_MAIL_ESTIMATE })}
            </p>
            <div>
              <Button icon="share" multiline onClick={() => units.share()} data-testid="stats-share">
                {t('stats_share')}
              </Button>
            </div>
          </section>
        )}
        <h2 className="sr-only">{t('marketing:tips_carousel_label')}</h2>
        <TipsCarousel
          index={units.tipIndex}
          onNext={() => units.next()}
          onPrevious={() => units.previous()}
          onVisibleRatiosChange={units.visibility}
        />
        <ReferralCodeCard
          code={units.code}
          copied={units.copied}
          onCopy={() => units.copy()}
          onShare={() => units.share()}
          onSeeMore={() => navigate('/sponsorship')}
        />
      </div>
      <StatsShareDialog />
    </div>
  );
}
