import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/shared/lib/cn';
import { Icon } from '@/shared/ui/icon';
import type { IconName } from '@/shared/ui/icon-glyphs';

const STEPS: ReadonlyArray<{ number: 1 | 2 | 3; icon: IconName; tint: string }> = [
  { number: 1, icon: 'mail', tint: 'bg-info-soft text-info' },
  { number: 2, icon: 'cards', tint: 'bg-action-delete-soft text-action-delete' },
  { number: 3, icon: 'sparkles', tint: 'bg-brand-soft text-brand' },
];

export interface HowItWorksProps {
  className?: string;
}

/** The landing's three-step tutorial: connect, swipe, enjoy. In a row from 569 px, stacked below. */
export function HowItWorks({ className }: HowItWorksProps) {
  const { t } = useTranslation('marketing');
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      data-slot="how-it-works"
      className={cn('flex flex-col gap-8', className)}
    >
      <h2 id={titleId} className="text-center text-3xl font-bold text-text">
        {t('how_title')}
      </h2>
      <ol className="grid gap-4 sm:grid-cols-3 sm:gap-6">
        {STEPS.map((step) => (
          <li
            key={step.number}
            className="relative flex gap-4 rounded-card border border-border bg-surface p-5 shadow-sm sm:flex-col sm:p-6"
          >
            <span
              aria-hidden="true"
              className={cn('flex size-14 shrink-0 items-center justify-center rounded-card', step.tint)}
            >
              <Icon name={step.icon} size="lg" />
            </span>
            <div className="flex min-w-0 flex-col gap-1.5">
              <span className="text-xs font-semibold tracking-wide text-brand-strong uppercase">
                {t('how_step_label', { number: step.number })}
              </span>
              <h3 className="text-lg font-bold text-text">{t(`how_step_${step.number}_title`)}</h3>
              <p className="text-sm text-text-muted">{t(`how_step_${step.number}_text`)}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
