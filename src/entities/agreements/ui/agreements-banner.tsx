import { useTranslation } from 'react-i18next';
import { Banner } from '@/shared/ui/banner';
import { Button } from '@/shared/ui/button';

export interface AgreementsBannerProps {
  /** Accept both updated agreements. */
  onAccept: () => void;
  /** The acceptance call is running. */
  accepting?: boolean;
  /** The terms and privacy pages (open in a new tab). */
  termsHref: string;
  privacyHref: string;
  className?: string;
}

const LINK =
  'font-semibold text-text-link underline underline-offset-2 hover:no-underline focus-visible:outline-2 focus-visible:outline-border-focus';

/** The terms / privacy were updated since the user accepted them: read them, then accept. */
export function AgreementsBanner({
  onAccept,
  accepting = false,
  termsHref,
  privacyHref,
  className,
}: AgreementsBannerProps) {
  const { t } = useTranslation(['overlays', 'platform']);
  return (
    <Banner
      layout="bar"
      tone="info"
      icon="info"
      data-banner="agreements"
      className={className}
      action={
        <Button size="sm" loading={accepting} onClick={onAccept} className="min-h-11 sm:min-h-0">
          {t('platform:agreements_banner_accept')}
        </Button>
      }
    >
      <span className="text-text">{t('platform:agreements_banner_text')}</span>{' '}
      <a href={termsHref} target="_blank" rel="noopener noreferrer" className={LINK}>
        {t('agreements_terms')}
        <span className="sr-only"> ({t('opens_in_new_tab')})</span>
      </a>
      {' · '}
      <a href={privacyHref} target="_blank" rel="noopener noreferrer" className={LINK}>
        {t('agreements_privacy')}
        <span className="sr-only"> ({t('opens_in_new_tab')})</span>
      </a>
    </Banner>
  );
}
