import { cva, type VariantProps } from 'class-variance-authority';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/shared/lib/cn';
import { Icon } from '@/shared/ui/icon';
import type { SpecialCardType } from '../types';

const frameVariants = cva(
  'relative isolate flex h-full min-h-[26rem] w-full flex-col overflow-hidden rounded-card shadow-card deck-short:min-h-0',
  {
    variants: {
      tone: {
        brand: 'bg-brand text-brand-foreground',
        surface: 'bg-surface text-text ring-1 ring-border',
      },
    },
    defaultVariants: { tone: 'surface' },
  },
);

const hintVariants = cva(
  'mt-auto flex items-center justify-center gap-2 px-6 pt-4 pb-5 text-sm font-medium deck-short:pt-2 deck-short:pb-3',
  {
    variants: {
      tone: { brand: 'text-brand-foreground', surface: 'text-text-subtle' },
    },
    defaultVariants: { tone: 'surface' },
  },
);

export interface SpecialCardFrameProps extends VariantProps<typeof frameVariants> {
  kind: SpecialCardType;
  /** Id of the card's title. */
  labelledBy: string;
  /** The "swipe to continue" line at the bottom. */
  showHint?: boolean;
  className?: string;
  children: ReactNode;
}

/** The shell shared by the special cards of the deck (sharing, marketing, milestones, later info). */
export function SpecialCardFrame({
  kind,
  labelledBy,
  tone,
  showHint = true,
  className,
  children,
}: SpecialCardFrameProps) {
  const { t } = useTranslation('cards');
  return (
    <article
      data-slot="special-card"
      data-kind={kind}
      aria-labelledby={labelledBy}
      className={cn(frameVariants({ tone }), className)}
    >
      {children}
      {showHint && (
        <p className={hintVariants({ tone })}>
          <Icon name="cards" size="sm" />
          {t('special_continue_hint')}
        </p>
      )}
    </article>
  );
}
