import { cva, type VariantProps } from 'class-variance-authority';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/shared/lib/cn';

/** How a wordmark is set: our own neutral typography, not any publication's artwork. */
const wordmarkVariants = cva('inline-flex items-center gap-2 whitespace-nowrap text-text-subtle', {
  variants: {
    look: {
      caps: 'text-sm font-bold tracking-[0.25em] uppercase',
      heavy: 'text-2xl font-black tracking-tight',
      light: 'text-xl font-light tracking-wide',
      rounded: 'text-lg font-semibold lowercase',
      condensed: 'text-lg font-extrabold tracking-tighter uppercase',
    },
    mark: {
      none: '',
      dot: 'before:size-3 before:rounded-pill before:bg-current before:content-[""]',
      square: 'before:size-3 before:rounded-[2px] before:bg-current before:content-[""]',
      ring: 'before:size-4 before:rounded-pill before:border-2 before:border-current before:content-[""]',
      bar: 'before:h-5 before:w-1 before:rounded-pill before:bg-current before:content-[""]',
    },
  },
  defaultVariants: { look: 'caps', mark: 'none' },
});

export interface PressMention extends VariantProps<typeof wordmarkVariants> {
  /** The publication's name (data, not copy: it is never translated). */
  name: string;
}

/** Fictional publications set in neutral wordmarks (sample content until real press is licensed). */
export const PRESS_MENTIONS: readonly PressMention[] = [
  { name: 'The Morning Ledger', look: 'caps', mark: 'bar' },
  { name: 'Pixelpost', look: 'heavy', mark: 'square' },
  { name: 'Green Weekly', look: 'light', mark: 'ring' },
  { name: 'Techharbour', look: 'rounded', mark: 'dot' },
  { name: 'Nordwire', look: 'condensed', mark: 'none' },
];

export interface PressLogosProps {
  mentions?: readonly PressMention[];
  /** Heading above the logos; defaults to "As seen in". Pass null for none. */
  title?: ReactNode | null;
  className?: string;
}

/** A band of press wordmarks under a small heading. */
export function PressLogos({ mentions = PRESS_MENTIONS, title, className }: PressLogosProps) {
  const { t } = useTranslation('marketing');
  const heading = title === undefined ? t('press_title') : title;
  return (
    <section data-slot="press-logos" className={cn('flex flex-col items-center gap-5', className)}>
      {heading && (
        <h2 className="text-xs font-semibold tracking-[0.2em] text-text-subtle uppercase">{heading}</h2>
      )}
      <ul className="flex flex-wrap items-center justify-center gap-x-10 gap-y-5">
        {mentions.map((mention) => (
          <li
            key={mention.name}
            dir="ltr"
            className={wordmarkVariants({ look: mention.look, mark: mention.mark })}
          >
            {mention.name}
          </li>
        ))}
      </ul>
    </section>
  );
}
