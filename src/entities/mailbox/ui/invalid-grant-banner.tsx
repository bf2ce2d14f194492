import { useTranslation } from 'react-i18next';
import { Banner } from '@/shared/ui/banner';
import { Button } from '@/shared/ui/button';
import type { MailboxBannerContext } from './provider-shutdown-banner';

export interface InvalidGrantBannerProps {
  /** The mailbox whose access expired. */
  email: string;
  context: MailboxBannerContext;
  /** Reconnect (the model stores the e-mail and opens the provider's login). */
  onReconnect: () => void;
  className?: string;
}

/** The mailbox's access expired (invalid grant): reconnect to clean it (or to stay in the panel). */
export function InvalidGrantBanner({ email, context, onReconnect, className }: InvalidGrantBannerProps) {
  const { t } = useTranslation('overlays');
  return (
    <Banner
      tone="danger"
      icon="lock"
      // The address is isolated so it reads left to right inside right-to-left text.
      title={
        <span className="break-words">{t('invalid_grant_title', { email: `\u2068${email}\u2069` })}</span>
      }
      data-banner="invalid-grant"
      data-context={context}
      className={className}
      action={
        <Button
          size="sm"
          variant="danger"
          icon="refresh"
          onClick={onReconnect}
          className="min-h-11 sm:min-h-0"
        >
          {t('invalid_grant_reconnect')}
        </Button>
      }
    >
      {t(`invalid_grant_${context}_text`)}
    </Banner>
  );
}
