import { useUnit } from 'effector-react';
import { Trans, useTranslation } from 'react-i18next';
import { $locale } from '@/shared/i18n/model';
import { staticPageUrl } from '@/shared/lib/router/model';
import { isProvider } from '@/shared/lib/router/routes';
import { Banner } from '@/shared/ui/banner';
import { Button } from '@/shared/ui/button';
import { Checkbox } from '@/shared/ui/checkbox';
import { Icon } from '@/shared/ui/icon';
import type { IconName } from '@/shared/ui/icon-glyphs';
import { ProviderLogo } from '@/shared/ui/provider-logo';
import { OnboardingFrame } from '@/widgets/onboarding-frame/ui/onboarding-frame';
import {
  $consentEmail,
  $consentError,
  $consentPending,
  $consentProvider,
  $futureContact,
  backPressed,
  futureContactToggled,
  legalLinkOpened,
  letsGoPressed,
} from './model';

const POINTS: ReadonlyArray<{ key: 'read' | 'share' | 'control'; icon: IconName }> = [
  { key: 'read', icon: 'lock' },
  { key: 'share', icon: 'shield' },
  { key: 'control', icon: 'settings' },
];

/** /consent-page: what happens with the user's data, the legal links and "let's go". */
export function ConsentView() {
  const { t } = useTranslation('onboarding');
  const { t: tOverlays } = useTranslation('overlays');
  const model = useUnit({
    email: $consentEmail,
    error: $consentError,
    pending: $consentPending,
    provider: $consentProvider,
    futureContact: $futureContact,
    locale: $locale,
    onBack: backPressed,
    onLetsGo: letsGoPressed,
    onFutureContact: futureContactToggled,
    onLegal: legalLinkOpened,
  });
  const legalLink = (page: 'terms' | 'privacy') => (
    // biome-ignore lint/a11y/useAnchorContent: Trans puts the translated words inside
    <a
      href={staticPageUrl(page, model.locale)}
      target="_blank"
      rel="noopener noreferrer"
      onClick={() => model.onLegal(page)}
      className="font-semibold text-text-link underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-border-focus"
    />
  );
  return (
    <OnboardingFrame homeHref={`/${model.locale}/`} onHome={model.onBack} onBack={model.onBack}>
      <div className="flex flex-col items-center gap-3 text-center">
        {isProvider(model.provider ?? undefined) && (
          <ProviderLogo provider={model.provider as never} size="lg" decorative />
        )}
        <h1 className="text-2xl font-bold text-balance text-text sm:text-3xl">{t('consent_title')}</h1>
        <p className="text-balance text-text-muted">{t('consent_intro')}</p>
        {model.email && (
          <p
            className="max-w-full truncate rounded-pill bg-surface-sunken px-3 py-1 text-sm font-semibold text-text"
            dir="ltr"
          >
            {model.email}
          </p>
        )}
      </div>
      <ul className="flex flex-col gap-3">
        {POINTS.map((point) => (
          <li
            key={point.key}
            className="flex items-start gap-3 rounded-lg bg-surface p-4 shadow-sm sm:bg-surface-muted sm:shadow-none"
          >
            <span className="flex size-10 shrink-0 items-center justify-center rounded-pill bg-brand-soft text-brand">
              <Icon name={point.icon} />
            </span>
            <span className="flex flex-col gap-1 text-start">
              <span className="font-semibold text-text">{t(`consent_point_${point.key}_title`)}</span>
              <span className="text-sm text-text-muted">{t(`consent_point_${point.key}_text`)}</span>
            </span>
          </li>
        ))}
      </ul>
      <Checkbox
        checked={model.futureContact}
        onCheckedChange={(checked) => model.onFutureContact(checked === true)}
        label={t('consent_future_contact')}
      />
      <p className="text-sm text-text-muted">
        <Trans
          t={t}
          i18nKey="consent_legal"
          components={{ terms: legalLink('terms'), privacy: legalLink('privacy') }}
          values={{ newTab: tOverlays('opens_in_new_tab') }}
        />
      </p>
      {model.error && (
        <Banner tone="danger" icon="error" live="assertive">
          {t('consent_error')}
        </Banner>
      )}
      <Button size="lg" fullWidth loading={model.pending} onClick={model.onLetsGo} iconEnd="arrow-right">
        {t('consent_lets_go')}
      </Button>
    </OnboardingFrame>
  );
}
