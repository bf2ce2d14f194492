import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge } from '@/shared/ui/badge';
import { Button } from '@/shared/ui/button';
import { Icon } from '@/shared/ui/icon';
import { SpecialCardFrame } from './special-card-frame';

export interface MarketingCardProps {
  /** Remote-config copy (already in the user's language). */
  title: string;
  subtitle?: string;
  /** The call-to-action link; no button without it. */
  cta?: string;
  /** A short label above the title (e.g. "Partner"). */
  tag?: string;
  className?: string;
}

/** Special card (spec product §2): a marketing message with a title, subtitle, tag and cta link. */
export function MarketingCard({ title, subtitle, cta, tag, className }: MarketingCardProps) {
  const { t } = useTranslation('cards');
  const titleId = useId();
  return (
    <SpecialCardFrame kind="market" labelledBy={titleId} className={className}>
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-48 bg-linear-to-b from-info-soft to-surface"
      />
      <div className="flex min-h-7 px-5 pt-5">
        {tag && (
          <Badge tone="solid" size="md" icon="star" className="max-w-full">
            <span className="truncate" dir="auto">
              {tag}
            </span>
          </Badge>
        )}
      </div>
      <div
        aria-hidden="true"
        className="relative mx-auto mt-4 flex size-32 items-center justify-center deck-short:mt-0 deck-short:[zoom:0.7] deck-tiny:hidden"
      >
        <span className="absolute inset-2 rotate-6 rounded-card bg-info-soft ring-1 ring-border" />
        <span className="relative inline-flex size-24 -rotate-3 items-center justify-center rounded-card bg-surface text-info shadow-card">
          <Icon name="gift" size="xl" />
        </span>
        <span className="absolute -end-1 top-0 text-action-later">
          <Icon name="sparkles" size="lg" />
        </span>
      </div>
      <div className="px-7 pt-6 text-center deck-short:pt-3">
        <h2 id={titleId} dir="auto" className="line-clamp-3 text-2xl font-bold text-balance break-words">
          {title}
        </h2>
        {subtitle && (
          <p dir="auto" className="mt-3 line-clamp-4 text-base text-pretty text-text-muted">
            {subtitle}
          </p>
        )}
      </div>
      {cta && (
        <div className="flex justify-center px-7 pt-6 deck-short:pt-4">
          <Button asChild size="lg">
            <a href={cta} target="_blank" rel="noopener noreferrer">
              {t('marketing_cta')}
              <Icon name="external-link" size="md" />
              <span className="sr-only">{t('opens_in_new_tab')}</span>
            </a>
          </Button>
        </div>
      )}
    </SpecialCardFrame>
  );
}
