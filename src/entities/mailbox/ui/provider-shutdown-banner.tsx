import { useTranslation } from 'react-i18next';
import type { Provider } from '@/shared/config/constants';
import { Banner } from '@/shared/ui/banner';

/** Where the banner is shown: the mailbox details page (cleaning) or the panel page. */
export type MailboxBannerContext = 'cleaning' | 'panel';

export interface ProviderShutdownBannerProps {
  provider: Provider;
  context: MailboxBannerContext;
  className?: string;
}

/** The mailbox's provider was shut down: it can no longer be cleaned (or take part in the panel). */
export function ProviderShutdownBanner({ provider, context, className }: ProviderShutdownBannerProps) {
  const { t } = useTranslation(['overlays', 'ui']);
  return (
    <Banner
      tone="warning"
      icon="warning"
      title={t('shutdown_title', { provider: t(`ui:provider_${provider}`) })}
      data-banner="provider-shutdown"
      data-context={context}
      className={className}
    >
      {t(`shutdown_${context}_text`)}
    </Banner>
  );
}
