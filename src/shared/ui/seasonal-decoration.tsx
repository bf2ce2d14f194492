import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentType } from 'react';
import { cn } from '@/shared/lib/cn';
import type { SeasonalTheme } from '@/shared/lib/season/season';

const decorationVariants = cva('pointer-events-none inline-block shrink-0 select-none', {
  variants: { size: { sm: 'size-12', md: 'size-20', lg: 'size-28' } },
  defaultVariants: { size: 'md' },
});

export interface SeasonalDecorationProps extends VariantProps<typeof decorationVariants> {
  theme: SeasonalTheme;
  className?: string;
}

function WinterSki() {
  return (
    <>
      <circle cx="20" cy="18" r="3" className="fill-info-soft stroke-info" strokeWidth="1.5" />
      <circle cx="78" cy="26" r="2.5" className="fill-info-soft stroke-info" strokeWidth="1.5" />
      <circle cx="64" cy="10" r="2" className="fill-info-soft stroke-info" strokeWidth="1.5" />
      <path d="M12 84 L88 56" className="stroke-info" strokeWidth="6" strokeLinecap="round" />
      <path d="M16 60 L84 86" className="stroke-brand" strokeWidth="6" strokeLinecap="round" />
      <path d="M34 30 L44 74" className="stroke-text-muted" strokeWidth="3" strokeLinecap="round" />
      <path d="M66 30 L56 74" className="stroke-text-muted" strokeWidth="3" strokeLinecap="round" />
      <circle cx="34" cy="30" r="4" className="fill-danger" />
      <circle cx="66" cy="30" r="4" className="fill-danger" />
    </>
  );
}

function WinterSnowman() {
  return (
    <>
      <circle cx="50" cy="72" r="22" className="fill-surface stroke-border-strong" strokeWidth="2" />
      <circle cx="50" cy="38" r="15" className="fill-surface stroke-border-strong" strokeWidth="2" />
      <rect x="38" y="12" width="24" height="14" rx="2" className="fill-text" />
      <rect x="32" y="24" width="36" height="4" rx="2" className="fill-text" />
      <circle cx="44" cy="35" r="2" className="fill-text" />
      <circle cx="56" cy="35" r="2" className="fill-text" />
      <path d="M50 40 L62 43 L50 45 Z" className="fill-warning" />
      <path
        d="M36 52 Q50 58 64 52"
        className="stroke-danger"
        strokeWidth="5"
        fill="none"
        strokeLinecap="round"
      />
      <circle cx="50" cy="66" r="2.5" className="fill-text" />
      <circle cx="50" cy="76" r="2.5" className="fill-text" />
    </>
  );
}

function Halloween() {
  return (
    <>
      <path
        d="M50 22 Q52 12 60 10"
        className="stroke-success"
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
      />
      <ellipse cx="50" cy="58" rx="38" ry="32" className="fill-warning" />
      <path
        d="M34 28 Q26 58 34 88 M66 28 Q74 58 66 88 M50 26 L50 90"
        className="stroke-action-later"
        strokeWidth="2"
        fill="none"
      />
      <path d="M30 50 L40 44 L42 56 Z M70 50 L60 44 L58 56 Z" className="fill-text" />
      <path d="M30 68 Q50 82 70 68 L64 72 L58 68 L50 74 L42 68 L36 72 Z" className="fill-text" />
    </>
  );
}

const SCENES: Record<SeasonalTheme, ComponentType> = {
  winterSki: WinterSki,
  winterSnowman: WinterSnowman,
  halloween: Halloween,
};

/**
 * The seasonal touch of onboarding §9 (winter ski, winter snowman, halloween): a small decorative
 * drawing in the design tokens, hidden from assistive technology (it carries no information).
 */
export function SeasonalDecoration({ theme, size, className }: SeasonalDecorationProps) {
  const Scene = SCENES[theme];
  return (
    <svg
      viewBox="0 0 100 100"
      aria-hidden="true"
      focusable="false"
      data-slot="seasonal-decoration"
      data-theme={theme}
      className={cn(decorationVariants({ size }), className)}
    >
      <Scene />
    </svg>
  );
}
