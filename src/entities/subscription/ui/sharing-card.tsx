import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/shared/ui/button';
import { Icon } from '@/shared/ui/icon';
import { SpecialCardFrame } from './special-card-frame';

export interface SharingCardProps {
  /** Opens the share dialog. */
  onShare?: () => void;
  className?: string;
}

/** Special card (spec product §2): invites the user to share the product. */
export function SharingCard({ onShare, className }: SharingCardProps) {
  const { t } = useTranslation('cards');
  const titleId = useId();
  return (
    <SpecialCardFrame kind="sharing" tone="brand" labelledBy={titleId} className={className}>
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -end-16 -top-16 -z-10 size-56 rounded-pill bg-brand-foreground/10"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -start-20 bottom-10 -z-10 size-48 rounded-pill bg-brand-foreground/10"
      />
      <div
        aria-hidden="true"
        className="relative mx-auto mt-10 flex size-36 items-center justify-center deck-short:mt-6 deck-short:[zoom:0.7] deck-tiny:hidden"
      >
        <span className="absolute inset-0 rounded-pill bg-brand-foreground/15" />
        <span className="relative inline-flex size-24 items-center justify-center rounded-pill bg-surface text-brand shadow-card">
          <Icon name="share" size="xl" />
        </span>
        <span className="absolute -start-2 top-2 inline-flex size-11 items-center justify-center rounded-pill bg-surface text-action-keep shadow-card">
          <Icon name="keep" size="md" />
        </span>
        <span className="absolute -end-3 top-12 inline-flex size-10 items-center justify-center rounded-pill bg-surface text-brand shadow-card">
          <Icon name="leaf" size="md" />
        </span>
        <span className="absolute start-4 -bottom-3 inline-flex size-9 items-center justify-center rounded-pill bg-surface text-info shadow-card">
          <Icon name="mail" size="sm" />
        </span>
      </div>
      <div className="px-7 pt-9 text-center deck-short:pt-4">
        <h2 id={titleId} className="text-2xl font-bold text-balance">
          {t('sharing_title')}
        </h2>
        <p className="mt-3 text-base text-pretty">{t('sharing_text')}</p>
      </div>
      <div className="flex justify-center px-7 pt-6 deck-short:pt-4">
        <Button variant="secondary" size="lg" icon="share" onClick={onShare}>
          {t('sharing_cta')}
        </Button>
      </div>
    </SpecialCardFrame>
  );
}
