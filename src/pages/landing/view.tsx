import { useUnit } from 'effector-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { cookiePreferencesOpened } from '@/entities/cookie-consent/model';
import { $showAppBlocks } from '@/features/landing-variant/model';
import { $lookupPending, $unsupportedProvider, unsupportedClosed } from '@/features/provider-lookup/model';
import { APP_STORE_URL, PLAY_STORE_URL } from '@/shared/config/app';
import { $locale, localeChanged } from '@/shared/i18n/model';
import { lazyOverlay } from '@/shared/lib/lazy-overlay';
import { $maintenance } from '@/shared/lib/maintenance/model';
import { staticPageUrl } from '@/shared/lib/router/model';
import { $seasonalTheme } from '@/shared/lib/season/model';
import { $toast, toastClosed } from '@/shared/lib/toast/model';
import { useNearViewport } from '@/shared/lib/use-near-viewport';
import { useViewportWidth } from '@/shared/lib/use-viewport-width';
import { Button } from '@/shared/ui/button';
import { LazyToaster } from '@/shared/ui/lazy-toaster';
import { MaintenanceBanner } from '@/shared/ui/maintenance-banner';
import { SeasonalDecoration } from '@/shared/ui/seasonal-decoration';
import { StoreBadges } from '@/shared/ui/store-badges';
import { HowItWorks } from '@/widgets/landing-pitch/ui/how-it-works';
import { PressLogos } from '@/widgets/landing-pitch/ui/press-logos';
import { PrivacyCards } from '@/widgets/landing-pitch/ui/privacy-cards';
import { BrandMark } from '@/widgets/navigation/ui/brand-mark';
import type { FooterLinks, FooterSocialLink } from '@/widgets/navigation/ui/footer';
import {
  $bannerEmail,
  $demoPending,
  $heroEmail,
  $invalidField,
  demoRequested,
  landingEmailChanged,
  landingPageOpened,
  landingSubmitted,
} from './model';
import { LandingEmailForm } from './ui/landing-email-form';

// Modals and the toast stack load when they first show (issue 12 budget).
const ProviderErrorModal = lazyOverlay(
  () => import('@/features/provider-lookup/ui/provider-error-modal').then((ui) => ui.ProviderErrorModal),
  (props) => props.open,
);

// Below the fold or desktop only: their code (the QR encoder, the language select) loads when needed.
const QRCodeBlock = lazy(() =>
  import('@/shared/ui/qr-code-block').then((ui) => ({ default: ui.QRCodeBlock })),
);
const Footer = lazy(() => import('@/widgets/navigation/ui/footer').then((ui) => ({ default: ui.Footer })));
/** The QR block shows from this width (Tailwind `md`). */
const QR_MIN_WIDTH = 800;

/** The instant-app link the QR code carries (the /instant-apps redirect page sends to the right store). */
const INSTANT_APP_URL = 'https://tidyfox.app/instant-apps';
const SOCIALS: readonly FooterSocialLink[] = [
  { network: 'instagram', href: 'https://www.instagram.com/tidyfox' },
  { network: 'facebook', href: 'https://www.facebook.com/tidyfox' },
  { network: 'linkedin', href: 'https://www.linkedin.com/company/tidyfox' },
  { network: 'tiktok', href: 'https://www.tiktok.com/@tidyfox' },
];

export interface LandingPageProps {
  /** The footer's copyright year (stories pass a fixed one). */
  year?: number;
  /** Render the footer at once instead of when scrolled near (stories, screenshots). */
  eagerFooter?: boolean;
}

/** / and /start (onboarding §2 landing): hero with the e-mail field, demo entry, pitch, banner, footer. */
export function LandingPage({ year = new Date().getFullYear(), eagerFooter = false }: LandingPageProps) {
  const { t } = useTranslation('landing');
  const footerAnchor = useRef<HTMLDivElement>(null);
  const footerNear = useNearViewport(footerAnchor);
  // The QR block (desktop only) is decided after the first render: a prerendered landing is hydrated
  // with the markup every window width gets (src/app/prerender.tsx), and a phone never loads its code.
  const [mounted, setMounted] = useState(false);
  useEffect(() => setMounted(true), []);
  const wide = useViewportWidth() >= QR_MIN_WIDTH && mounted;
  const view = useUnit({
    hero: $heroEmail,
    season: $seasonalTheme,
    banner: $bannerEmail,
    invalid: $invalidField,
    pending: $lookupPending,
    demoPending: $demoPending,
    showAppBlocks: $showAppBlocks,
    maintenance: $maintenance,
    locale: $locale,
    toast: $toast,
    lookupError: $unsupportedProvider,
  });
  const events = useUnit({
    changed: landingEmailChanged,
    submitted: landingSubmitted,
    demo: demoRequested,
    locale: localeChanged,
    cookies: cookiePreferencesOpened,
    closeToast: toastClosed,
    opened: landingPageOpened,
    lookupErrorClosed: unsupportedClosed,
  });
  useEffect(() => {
    events.opened();
  }, [events.opened]);
  const links: FooterLinks = {
    terms: staticPageUrl('terms', view.locale),
    privacy: staticPageUrl('privacy', view.locale),
    legalNotice: staticPageUrl('impressum', view.locale),
    cookies: staticPageUrl('cookies-policy', view.locale),
    faq: staticPageUrl('faq', view.locale),
    support: 'mailto:support@tidyfox.app',
    privacyRights: 'mailto:privacy@tidyfox.app',
  };

  return (
    <div
      data-page="landing"
      data-app-blocks={view.showAppBlocks}
      className="flex min-h-dvh flex-col bg-surface"
    >
      {view.maintenance && <MaintenanceBanner />}
      <header className="mx-auto flex w-full max-w-6xl items-center px-5 pt-5 md:px-10">
        <BrandMark />
        {view.season && <SeasonalDecoration theme={view.season} size="sm" className="ms-auto" />}
      </header>
      <main className="flex flex-1 flex-col">
        <section
          aria-labelledby="landing-title"
          className="mx-auto grid w-full max-w-6xl grid-cols-1 items-center gap-10 px-5 pt-10 pb-14 md:grid-cols-[minmax(0,1.25fr)_minmax(0,1fr)] md:px-10 md:pt-16"
        >
          <div className="flex flex-col gap-6">
            <h1
              id="landing-title"
              // Sized so that the longest word (Greek "γραμματοκιβώτιό") fits its column: smaller on a
              // 320 px phone, and the largest size only from lg (the hero column is narrow at md). A word
              // still too long breaks rather than widening the page.
              className="text-4xl leading-tight font-bold text-balance break-words hyphens-auto text-text max-[22rem]:text-3xl lg:text-5xl"
            >
              {t('hero_title')}
            </h1>
            <p className="max-w-xl text-lg text-text-muted">{t('hero_text')}</p>
            <LandingEmailForm
              value={view.hero}
              onValueChange={(value) => events.changed({ field: 'hero', value })}
              onSubmit={() => events.submitted('hero')}
              pending={view.pending}
              invalid={view.invalid === 'hero'}
              className="max-w-xl"
            />
            <p className="flex items-center gap-2 text-sm text-text-subtle">
              <span aria-hidden="true" className="text-success">
                ●
              </span>
              {t('secure_note')}
            </p>
            <div
              data-slot="demo-entry"
              // The question and the link on one line when both fit, else the link under the question
              // (and its label wraps when even its own line is too short).
              className="flex max-w-xl flex-wrap items-center gap-x-3 gap-y-1 rounded-card border border-dashed border-border-strong bg-surface-muted px-4 py-3"
            >
              <span className="text-sm text-text-muted">{t('demo_title')}</span>
              <Button
                variant="link"
                icon="sparkles"
                loading={view.demoPending}
                onClick={() => events.demo()}
                className="text-base"
              >
                {t('demo_cta')}
              </Button>
            </div>
          </div>
          {view.showAppBlocks && wide && (
            <aside aria-labelledby="landing-app-aside" className="hidden flex-col gap-4 md:flex">
              <h2 id="landing-app-aside" className="sr-only">
                {t('app_title')}
              </h2>
              <Suspense fallback={<div className="h-40 rounded-card bg-surface-muted" />}>
                <QRCodeBlock value={INSTANT_APP_URL} />
              </Suspense>
              <StoreBadges appStoreUrl={APP_STORE_URL} googlePlayUrl={PLAY_STORE_URL} />
            </aside>
          )}
        </section>
        <PressLogos className="px-5 py-10" />
        <HowItWorks className="mx-auto w-full max-w-6xl px-5 py-12 md:px-10" />
        <PrivacyCards />
        <section
          aria-labelledby="landing-partner"
          className="mx-auto flex w-full max-w-3xl flex-col gap-3 px-5 py-14 text-center md:px-10"
        >
          <h2 id="landing-partner" className="text-2xl font-bold text-text">
            {t('partner_title')}
          </h2>
          <p className="text-text-muted">{t('partner_text')}</p>
        </section>
        {view.showAppBlocks && (
          <section
            aria-labelledby="landing-app"
            data-slot="app-block"
            className="mx-auto flex w-full max-w-6xl flex-col items-center gap-6 px-5 pb-14 md:px-10"
          >
            <h2 id="landing-app" className="text-2xl font-bold text-text">
              {t('app_title')}
            </h2>
            <p className="text-center text-text-muted">{t('app_text')}</p>
            <StoreBadges appStoreUrl={APP_STORE_URL} googlePlayUrl={PLAY_STORE_URL} />
          </section>
        )}
        <section
          aria-labelledby="landing-banner"
          data-slot="bottom-banner"
          className="mx-auto mb-14 hidden w-full max-w-6xl px-5 sm:block md:px-10"
        >
          <div className="flex flex-col gap-5 rounded-card bg-brand-soft px-8 py-10 md:flex-row md:items-center md:justify-between">
            <div className="flex flex-col gap-2">
              <h2 id="landing-banner" className="text-2xl font-bold text-text">
                {t('banner_title')}
              </h2>
              <p className="text-text-muted">{t('banner_text')}</p>
            </div>
            <LandingEmailForm
              tone="banner"
              value={view.banner}
              onValueChange={(value) => events.changed({ field: 'banner', value })}
              onSubmit={() => events.submitted('banner')}
              pending={view.pending}
              invalid={view.invalid === 'banner'}
              className="md:max-w-lg"
            />
          </div>
        </section>
      </main>
      <div ref={footerAnchor} className="min-h-px">
        {(eagerFooter || footerNear) && (
          <Suspense fallback={null}>
            <Footer
              year={year}
              locale={view.locale}
              onLocaleChange={events.locale}
              links={links}
              socials={SOCIALS}
              onCookieSettings={() => events.cookies()}
            />
          </Suspense>
        )}
      </div>
      <ProviderErrorModal
        open={view.lookupError !== null}
        code={view.lookupError?.code ?? 'mx_unsupported'}
        email={view.lookupError?.email ?? ''}
        provider={view.lookupError?.provider ?? null}
        reason={view.lookupError?.reason ?? null}
        onClose={() => events.lookupErrorClosed()}
      />
      <LazyToaster toasts={view.toast ? [view.toast] : []} onClose={(id) => events.closeToast(id)} />
    </div>
  );
}
