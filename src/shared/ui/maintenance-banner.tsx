import { useTranslation } from 'react-i18next';
import { Banner } from './banner';

export interface MaintenanceBannerProps {
  className?: string;
}

/** The health check reports maintenance: a strip on the landing page (onboarding §2). */
export function MaintenanceBanner({ className }: MaintenanceBannerProps) {
  const { t } = useTranslation('platform');
  return (
    <Banner
      layout="bar"
      tone="warning"
      icon="wrench"
      title={t('maintenance_title')}
      data-banner="maintenance"
      className={className}
    >
      {t('maintenance_text')}
    </Banner>
  );
}
