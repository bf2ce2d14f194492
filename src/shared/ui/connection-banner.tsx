import { useTranslation } from 'react-i18next';
import { Banner } from './banner';

/** What the offline/online banner shows (the network model's `ConnectionBanner`). */
export type ConnectionState = 'hidden' | 'offline' | 'online';

export interface ConnectionBannerProps {
  state: ConnectionState;
  /** Shows a close button (the "back online" strip also hides itself after 3 s in the model). */
  onClose?: () => void;
  className?: string;
}

/** The offline / back-online strip (onboarding §8): nothing while the connection is fine. */
export function ConnectionBanner({ state, onClose, className }: ConnectionBannerProps) {
  const { t } = useTranslation('platform');
  if (state === 'hidden') return null;
  const offline = state === 'offline';
  return (
    <Banner
      layout="bar"
      tone={offline ? 'warning' : 'success'}
      icon={offline ? 'wifi-off' : 'wifi'}
      data-connection={state}
      onDismiss={onClose}
      className={className}
    >
      <span className="font-semibold">{offline ? t('connection_offline') : t('connection_online')}</span>
    </Banner>
  );
}
