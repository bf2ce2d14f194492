import { cva, type VariantProps } from 'class-variance-authority';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PROGRESS_MAX, PROGRESS_MIN } from '@/shared/config/constants';
import { clampPercent } from '@/shared/lib/clamp-percent';
import { cn } from '@/shared/lib/cn';

const circleVariants = cva('relative inline-flex shrink-0 items-center justify-center', {
  variants: {
    size: {
      sm: 'size-12 text-xs',
      md: 'size-20 text-lg',
      lg: 'size-32 text-3xl',
      xl: 'size-44 text-4xl',
    },
    tone: {
      brand: 'text-brand',
      unsubscribe: 'text-action-unsubscribe',
      delete: 'text-action-delete',
      later: 'text-action-later',
      info: 'text-info',
    },
  },
  defaultVariants: { size: 'md', tone: 'brand' },
});

/** Stroke width per size, in the 100-unit viewBox. */
const STROKE: Record<NonNullable<VariantProps<typeof circleVariants>['size']>, number> = {
  sm: 10,
  md: 9,
  lg: 8,
  xl: 7,
};

export interface ProgressCircleProps extends VariantProps<typeof circleVariants> {
  /** Percentage; clamped to 0–100 (a non-finite value counts as 0). */
  value: number;
  /** Accessible name (defaults to "Progress"). */
  label?: string;
  /** Centre content instead of the percentage. */
  children?: ReactNode;
  /** A line under the percentage, inside the circle (large sizes). */
  caption?: ReactNode;
  className?: string;
}

/** A ring that fills clockwise (anticlockwise in RTL) with the percentage in its centre. */
export function ProgressCircle({
  value,
  label,
  children,
  caption,
  size,
  tone,
  className,
}: ProgressCircleProps) {
  const { t, i18n } = useTranslation('ui');
  const percent = clampPercent(value);
  const stroke = STROKE[size ?? 'md'];
  const radius = 50 - stroke / 2;
  const circumference = 2 * Math.PI * radius;
  const text = new Intl.NumberFormat(i18n.language, { style: 'percent', maximumFractionDigits: 0 }).format(
    percent / 100,
  );
  return (
    <div
      role="progressbar"
      aria-label={label ?? t('progress')}
      aria-valuemin={PROGRESS_MIN}
      aria-valuemax={PROGRESS_MAX}
      aria-valuenow={percent}
      aria-valuetext={text}
      data-slot="progress-circle"
      data-complete={percent === PROGRESS_MAX}
      className={cn(circleVariants({ size, tone }), className)}
    >
      <svg
        viewBox="0 0 100 100"
        aria-hidden="true"
        className="absolute inset-0 size-full -rotate-90 rtl:-scale-y-100"
      >
        <circle cx="50" cy="50" r={radius} fill="none" strokeWidth={stroke} className="stroke-border" />
        <circle
          cx="50"
          cy="50"
          r={radius}
          fill="none"
          stroke="currentColor"
          strokeWidth={stroke}
          strokeLinecap="round"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - percent / 100)}
          opacity={percent === 0 ? 0 : 1}
          className="transition-[stroke-dashoffset] duration-slow ease-out"
        />
      </svg>
      <span className="relative flex flex-col items-center leading-none">
        <span className="font-bold text-text tabular-nums">{children ?? text}</span>
        {caption && <span className="mt-1 text-xs font-medium text-text-subtle">{caption}</span>}
      </span>
    </div>
  );
}
