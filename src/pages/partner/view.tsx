import { useUnit } from 'effector-react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import {
  $isTreePartner,
  $partner,
  $partnerCodeCopied,
  $partnerLoading,
  $partnerStats,
  $treeArea,
  partnerCodeCopied,
} from '@/features/partner-page/model';
import { StatTile } from '@/features/stats/ui/stat-tile';
import { APP_STORE_URL, PLAY_STORE_URL } from '@/shared/config/app';
import { usePageGate } from '@/shared/lib/router/use-page-gate';
import { isMobileWidth, useViewportWidth } from '@/shared/lib/use-viewport-width';
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/shared/ui/accordion';
import { CopyButton } from '@/shared/ui/copy-button';
import { PageLoader } from '@/shared/ui/page-loader';
import { QRCodeBlock } from '@/shared/ui/qr-code-block';
import { StoreBadges } from '@/shared/ui/store-badges';
import { HowItWorks } from '@/widgets/landing-pitch/ui/how-it-works';
import { BrandMark } from '@/widgets/navigation/ui/brand-mark';
import { PartnerGate } from './model';

const FAQ = {
  partner: ['faq_partner_1', 'faq_partner_2', 'faq_partner_3'],
  privacy: ['faq_privacy_1', 'faq_privacy_2', 'faq_privacy_3'],
} as const;

/** /partner/{name} (spec §2): the partner's page, open to anonymous visitors. */
export function PartnerPage() {
  const { name = '' } = useParams();
  usePageGate(PartnerGate, { code: name });
  return <PartnerView />;
}

/** The page content (stories render it with a forked scope). */
export function PartnerView() {
  const { t } = useTranslation(['account', 'marketing', 'ui']);
  const width = useViewportWidth();
  const units = useUnit({
    partner: $partner,
    stats: $partnerStats,
    tree: $isTreePartner,
    area: $treeArea,
    loading: $partnerLoading,
    copied: $partnerCodeCopied,
    copy: partnerCodeCopied,
  });
  if (!units.partner) return <PageLoader message={units.loading ? t('ui:loading') : undefined} />;
  const { partner } = units;
  return (
    <div data-page="partner" data-partner={partner.code} className="min-h-dvh bg-surface-muted">
      <header className="bg-brand text-brand-foreground">
        <div className="mx-auto flex max-w-5xl flex-col gap-6 px-4 py-8 sm:px-6 sm:py-12">
          <div className="flex flex-wrap items-center gap-4">
            <BrandMark tone="dark" />
            <span aria-hidden="true" className="text-2xl font-light">
              ×
            </span>
            <img
              src={partner.img}
              alt={partner.name}
              width={160}
              height={48}
              className="h-12 w-auto rounded-md bg-surface px-3 py-1"
            />
          </div>
          <h1 className="max-w-2xl text-3xl font-bold text-balance sm:text-4xl">{partner.seo.title}</h1>
          <blockquote className="max-w-2xl border-s-4 border-brand-foreground/60 ps-4 text-lg">
            <p>“{partner.text}”</p>
            <p className="mt-2 text-sm font-semibold">— {partner.name}</p>
          </blockquote>
        </div>
      </header>
      <div className="mx-auto flex max-w-5xl flex-col gap-10 px-4 py-8 sm:px-6">
        <section
          aria-labelledby="partner-code-title"
          className="flex flex-col gap-3 rounded-card border border-border bg-surface p-5 shadow-sm sm:flex-row sm:items-center"
        >
          <div className="flex min-w-0 flex-1 flex-col gap-1">
            <h2 id="partner-code-title" className="text-sm font-semibold text-text-muted">
              {t('partner_code_title')}
            </h2>
            <p
              dir="ltr"
              className="text-2xl font-bold tracking-wide text-text rtl:text-right"
              data-testid="partner-code"
            >
              {partner.code}
            </p>
            <p className="text-sm text-text-muted">{t('partner_code_text')}</p>
          </div>
          <CopyButton copied={units.copied} onCopy={() => units.copy()} />
        </section>
        <section aria-labelledby="partner-counters-title" className="flex flex-col gap-4">
          <h2 id="partner-counters-title" className="text-xl font-bold text-text">
            {t('partner_counters_title', { name: partner.name })}
          </h2>
          <div
            className="grid grid-cols-1 gap-4 xs:grid-cols-2 md:grid-cols-4"
            data-testid="partner-counters"
          >
            <StatTile
              value={units.stats?.referees ?? 0}
              loading={!units.stats}
              label={t('marketing:stat_referees')}
              icon="user"
            />
            {units.tree && (
              <StatTile
                value={units.area}
                loading={!units.stats}
                label={t('marketing:stat_sqm')}
                icon="tree"
              />
            )}
            <StatTile
              value={units.stats?.deleted ?? 0}
              loading={!units.stats}
              label={t('marketing:stat_deletedMails')}
              icon="delete"
            />
            <StatTile
              value={units.stats?.co2 ?? 0}
              format="co2Grams"
              loading={!units.stats}
              label={t('marketing:stat_co2')}
              icon="leaf"
            />
          </div>
        </section>
        <HowItWorks />
        {units.tree && (
          <article
            aria-labelledby="we-forest-title"
            data-testid="we-forest-article"
            className="flex flex-col gap-3 rounded-card bg-brand-soft p-6"
          >
            <h2 id="we-forest-title" className="text-xl font-bold text-text">
              {t('we_forest_title')}
            </h2>
            <p className="text-text-muted">{t('we_forest_text_1')}</p>
            <p className="text-text-muted">{t('we_forest_text_2')}</p>
          </article>
        )}
        <div className="grid gap-6 md:grid-cols-2">
          {(Object.keys(FAQ) as (keyof typeof FAQ)[]).map((group) => (
            <section key={group} aria-labelledby={`faq-${group}`} className="flex flex-col gap-3">
              <h2 id={`faq-${group}`} className="text-lg font-bold text-text">
                {t(`faq_${group}_title`)}
              </h2>
              <Accordion type="single" collapsible>
                {FAQ[group].map((key) => (
                  <AccordionItem key={key} value={key}>
                    <AccordionTrigger>{t(`${key}_q`)}</AccordionTrigger>
                    <AccordionContent>{t(`${key}_a`)}</AccordionContent>
                  </AccordionItem>
                ))}
              </Accordion>
            </section>
          ))}
        </div>
        <section aria-labelledby="partner-apps-title" className="flex flex-col items-start gap-4">
          <h2 id="partner-apps-title" className="text-lg font-bold text-text">
            {t('partner_apps_title')}
          </h2>
          {isMobileWidth(width) ? (
            <StoreBadges appStoreUrl={APP_STORE_URL} googlePlayUrl={PLAY_STORE_URL} />
          ) : (
            <div className="grid w-full gap-4 md:grid-cols-2">
              <QRCodeBlock
                value={APP_STORE_URL}
                size="sm"
                title={t('marketing:store_app_store_name')}
                description={t('partner_qr_text')}
                label={t('partner_qr_label', { store: t('marketing:store_app_store_name') })}
              />
              <QRCodeBlock
                value={PLAY_STORE_URL}
                size="sm"
                title={t('marketing:store_google_play_name')}
                description={t('partner_qr_text')}
                label={t('partner_qr_label', { store: t('marketing:store_google_play_name') })}
              />
            </div>
          )}
        </section>
      </div>
    </div>
  );
}
