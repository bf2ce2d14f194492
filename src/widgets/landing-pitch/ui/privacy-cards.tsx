import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/shared/lib/cn';
import { Icon } from '@/shared/ui/icon';
import type { IconName } from '@/shared/ui/icon-glyphs';

const CARDS: ReadonlyArray<{ id: 'secure' | 'minimal' | 'control'; icon: IconName }> = [
  { id: 'secure', icon: 'lock' },
  { id: 'minimal', icon: 'eye-off' },
  { id: 'control', icon: 'settings' },
];

export interface PrivacyCardsProps {
  className?: string;
}

/** The landing's privacy promises, as three cards on a soft green band. */
export function PrivacyCards({ className }: PrivacyCardsProps) {
  const { t } = useTranslation('marketing');
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      data-slot="privacy-cards"
      className={cn('flex flex-col gap-6 rounded-sheet bg-brand-soft p-5 sm:p-8', className)}
    >
      <div className="flex flex-col items-center gap-3 text-center">
        <span
          aria-hidden="true"
          className="flex size-12 items-center justify-center rounded-pill bg-surface text-brand shadow-sm"
        >
          <Icon name="shield" size="lg" />
        </span>
        <h2 id={titleId} className="text-2xl font-bold text-text">
          {t('privacy_title')}
        </h2>
      </div>
      <ul className="grid gap-4 md:grid-cols-3">
        {CARDS.map((card) => (
          <li key={card.id} className="flex flex-col gap-3 rounded-card bg-surface p-5 shadow-sm">
            <span
              aria-hidden="true"
              className="flex size-11 items-center justify-center rounded-pill bg-brand text-brand-foreground"
            >
              <Icon name={card.icon} />
            </span>
            <h3 className="text-lg font-bold text-text">{t(`privacy_${card.id}_title`)}</h3>
            <p className="text-sm text-text-muted">{t(`privacy_${card.id}_text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
