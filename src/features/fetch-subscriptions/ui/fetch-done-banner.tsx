import { useTranslation } from 'react-i18next';
import { Banner } from '@/shared/ui/banner';
import { Button } from '@/shared/ui/button';

export interface FetchDoneBannerProps {
  /** New senders waiting to be shown (the waiting list). */
  count: number;
  /** Show them now (applies the waiting list). */
  onShow: () => void;
  className?: string;
}

/** The fetch finished with new newsletters waiting (shown for 3 s by the model). */
export function FetchDoneBanner({ count, onShow, className }: FetchDoneBannerProps) {
  const { t } = useTranslation('overlays');
  return (
    <Banner
      tone="brand"
      icon="sparkles"
      title={t('fetch_done_title')}
      data-banner="fetch-done"
      className={className}
      action={
        <Button size="sm" iconEnd="arrow-right" onClick={onShow} className="min-h-11 sm:min-h-0">
          {t('fetch_done_show')}
        </Button>
      }
    >
      {t('fetch_done_text', { count })}
    </Banner>
  );
}
