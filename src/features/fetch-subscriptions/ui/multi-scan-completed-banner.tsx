import { useTranslation } from 'react-i18next';
import { Banner } from '@/shared/ui/banner';

export interface MultiScanCompletedBannerProps {
  /** Closing it acknowledges the end of the fetch. */
  onDismiss: () => void;
  className?: string;
}

/** Every mailbox has been scanned: all the senders found are in the list now. */
export function MultiScanCompletedBanner({ onDismiss, className }: MultiScanCompletedBannerProps) {
  const { t } = useTranslation('overlays');
  return (
    <Banner
      tone="success"
      icon="success"
      title={t('multi_scan_title')}
      onDismiss={onDismiss}
      data-banner="multi-scan-completed"
      className={className}
    >
      {t('multi_scan_text')}
    </Banner>
  );
}
