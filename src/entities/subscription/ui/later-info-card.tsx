import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@/shared/ui/icon';
import { SpecialCardFrame } from './special-card-frame';

export interface LaterInfoCardProps {
  /** How many senders wait in the later list. */
  count: number;
  className?: string;
}

/**
 * Special card (spec product §2): shown after the subscriptions while the later list is non-empty,
 * it announces the senders put aside earlier (on which "later" is no longer offered).
 */
export function LaterInfoCard({ count, className }: LaterInfoCardProps) {
  const { t } = useTranslation('cards');
  const titleId = useId();
  return (
    <SpecialCardFrame kind="laterInfo" labelledBy={titleId} className={className}>
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-56 bg-linear-to-b from-action-later-soft to-surface"
      />
      <div
        aria-hidden="true"
        className="relative mx-auto mt-12 h-36 w-44 deck-short:mt-6 deck-short:[zoom:0.7] deck-tiny:hidden"
      >
        <span className="absolute inset-x-6 top-0 h-28 -rotate-8 rounded-lg bg-surface shadow ring-1 ring-border" />
        <span className="absolute inset-x-6 top-0 h-28 rotate-6 rounded-lg bg-surface shadow ring-1 ring-border" />
        <span className="absolute inset-x-4 top-2 flex h-28 flex-col gap-2 rounded-lg bg-surface p-4 shadow-card ring-1 ring-border">
          <span className="size-8 rounded-pill bg-action-later-soft" />
          <span className="h-2 w-3/4 rounded-pill bg-surface-sunken" />
          <span className="h-2 w-1/2 rounded-pill bg-surface-sunken" />
        </span>
        <span className="absolute -end-1 -bottom-1 inline-flex size-16 items-center justify-center rounded-pill bg-action-later text-action-foreground shadow-card ring-4 ring-surface">
          <Icon name="later" size="xl" />
        </span>
      </div>
      <div className="px-7 pt-8 text-center deck-short:pt-4">
        <h2 id={titleId} className="text-2xl font-bold text-balance">
          {t('later_info_title')}
        </h2>
        <p className="mt-3 text-base text-pretty text-text-muted">{t('later_info_text', { count })}</p>
      </div>
      <p className="mx-6 mt-5 flex items-start gap-2 rounded-lg bg-surface-muted px-4 py-3 text-sm text-text-muted">
        <Icon name="info" size="sm" className="mt-0.5 text-action-later" />
        <span>{t('later_info_note')}</span>
      </p>
    </SpecialCardFrame>
  );
}
