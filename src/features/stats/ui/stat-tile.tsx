import { cva, type VariantProps } from 'class-variance-authority';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/shared/lib/cn';
import { splitCo2Grams } from '@/shared/lib/format-co2';
import { splitSizeKo } from '@/shared/lib/format-size';
import { Icon } from '@/shared/ui/icon';
import type { IconName } from '@/shared/ui/icon-glyphs';
import { CountUp } from './count-up';

/**
 * How the figure is written: a plain count, a size in kilo-octets (KB/MB/GB/TB, no decimals), a CO2
 * mass in grams (g, or kg with 2 decimals from 1000 g), or a number of billions ("3.2 billion").
 */
export type StatFormat = 'count' | 'sizeKo' | 'co2Grams' | 'billions';

interface Figure {
  /** The number that counts up. */
  value: number;
  decimals: number;
  format: (value: number, locale: string) => string;
}

/** Splits the value once, so the count runs in the final unit (0 → 12 MB, not KB → MB). */
function figureOf(value: number, format: StatFormat): Figure {
  switch (format) {
    case 'sizeKo': {
      const size = splitSizeKo(value);
      return {
        value: size.value,
        decimals: 0,
        format: (n, locale) =>
          new Intl.NumberFormat(locale, {
            style: 'unit',
            unit: size.unit,
            unitDisplay: 'short',
            maximumFractionDigits: 0,
          }).format(n),
      };
    }
    case 'co2Grams': {
      const co2 = splitCo2Grams(value);
      return {
        value: co2.value,
        decimals: co2.decimals,
        format: (n, locale) =>
          new Intl.NumberFormat(locale, {
            style: 'unit',
            unit: co2.unit,
            unitDisplay: 'short',
            minimumFractionDigits: co2.decimals,
            maximumFractionDigits: co2.decimals,
          }).format(n),
      };
    }
    case 'billions':
      return {
        value: Number.isFinite(value) && value > 0 ? value : 0,
        decimals: 1,
        format: (n, locale) =>
          new Intl.NumberFormat(locale, {
            notation: 'compact',
            compactDisplay: 'long',
            maximumFractionDigits: 1,
          }).format(n * 1e9),
      };
    default:
      return {
        value: Number.isFinite(value) && value > 0 ? Math.round(value) : 0,
        decimals: 0,
        format: (n, locale) => new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(n),
      };
  }
}

const tileVariants = cva('relative flex min-w-0 flex-col gap-3 overflow-hidden rounded-card p-5 sm:p-6', {
  variants: {
    variant: {
      personal: 'border border-border bg-surface text-text shadow-sm',
      global: 'bg-brand text-brand-foreground shadow-card',
    },
  },
  defaultVariants: { variant: 'personal' },
});

const iconVariants = cva('flex size-11 shrink-0 items-center justify-center rounded-pill', {
  variants: {
    variant: {
      personal: 'bg-brand-soft text-brand-strong',
      global: 'bg-brand-foreground text-brand',
    },
  },
  defaultVariants: { variant: 'personal' },
});

export interface StatTileProps extends VariantProps<typeof tileVariants> {
  value: number;
  format?: StatFormat;
  /** What the figure counts, written under it. */
  label: ReactNode;
  icon: IconName;
  /** The stats are on their way: a placeholder of the same size. */
  loading?: boolean;
  /** Count from 0 (default) or show the value at once. */
  animate?: boolean;
  className?: string;
}

/**
 * One figure of the stats page: an icon, a number that counts up, and its label. `global` is the
 * first-time look (the community's figures), `personal` the user's own.
 */
export function StatTile({
  value,
  format = 'count',
  label,
  icon,
  variant,
  loading = false,
  animate = true,
  className,
}: StatTileProps) {
  const { t } = useTranslation(['marketing', 'ui']);
  const kind = variant ?? 'personal';
  const figure = figureOf(value, format);
  return (
    <div
      data-slot="stat-tile"
      data-variant={kind}
      data-format={format}
      data-loading={loading || undefined}
      aria-busy={loading || undefined}
      className={cn(tileVariants({ variant }), className)}
    >
      <span
        aria-hidden="true"
        className={cn(
          'pointer-events-none absolute -end-10 -top-10 size-32 rounded-pill',
          kind === 'global' ? 'bg-brand-foreground/10' : 'bg-brand-soft',
        )}
      />
      <div className="relative flex items-center justify-between gap-3">
        <span className={iconVariants({ variant })}>
          <Icon name={icon} size="md" />
        </span>
        {kind === 'global' && (
          <span className="rounded-pill bg-brand-foreground px-2.5 py-1 text-xs font-semibold text-brand">
            {t('marketing:stat_global_badge')}
          </span>
        )}
      </div>
      {loading ? (
        <div className="relative flex flex-col gap-2">
          <span
            aria-hidden="true"
            className={cn(
              'h-9 w-28 animate-pulse rounded-md',
              kind === 'global' ? 'bg-brand-hover' : 'bg-surface-sunken',
            )}
          />
          <span
            aria-hidden="true"
            className={cn(
              'h-4 w-36 animate-pulse rounded-sm',
              kind === 'global' ? 'bg-brand-hover' : 'bg-surface-sunken',
            )}
          />
          <span className="sr-only">{t('ui:loading')}</span>
        </div>
      ) : (
        <p className="relative flex flex-col gap-1">
          <CountUp
            value={figure.value}
            decimals={figure.decimals}
            format={figure.format}
            animate={animate}
            className="text-3xl font-bold tracking-tight sm:text-4xl"
          />
          <span
            className={cn(
              'text-sm font-medium',
              kind === 'global' ? 'text-brand-foreground' : 'text-text-muted',
            )}
          >
            {label}
          </span>
        </p>
      )}
    </div>
  );
}
