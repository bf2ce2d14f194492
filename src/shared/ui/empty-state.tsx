import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { cn } from '@/shared/lib/cn';
import { Icon } from './icon';
import type { IconName } from './icon-glyphs';
import { Loader } from './loader';

const haloVariants = cva('relative flex size-28 shrink-0 items-center justify-center rounded-pill', {
  variants: {
    tone: {
      brand: 'bg-brand-soft text-brand',
      info: 'bg-info-soft text-info',
      warning: 'bg-warning-soft text-action-later',
      danger: 'bg-danger-soft text-danger',
      neutral: 'bg-surface-sunken text-text-muted',
    },
  },
  defaultVariants: { tone: 'brand' },
});

export interface EmptyStateProps
  extends Omit<ComponentProps<'div'>, 'title'>,
    VariantProps<typeof haloVariants> {
  icon: IconName;
  title: ReactNode;
  description?: ReactNode;
  /** Buttons or links under the text. */
  actions?: ReactNode;
  /** A spinning ring around the icon (something is still on its way). */
  busy?: boolean;
  /** Heading level of the title in the page's outline. */
  as?: 'h2' | 'h3';
  className?: string;
}

/** A friendly placeholder where a list has nothing to show: a haloed icon, a title, a line, actions. */
export function EmptyState({
  icon,
  tone,
  title,
  description,
  actions,
  busy = false,
  as: Heading = 'h2',
  className,
  ...props
}: EmptyStateProps) {
  return (
    <div
      data-slot="empty-state"
      data-tone={tone ?? 'brand'}
      className={cn('flex flex-col items-center px-6 py-10 text-center', className)}
      {...props}
    >
      <div className={haloVariants({ tone })}>
        <span className="absolute inset-3 rounded-pill bg-surface shadow" />
        {busy && <Loader size="xl" tone="current" decorative className="absolute inset-0 m-auto size-28" />}
        <Icon name={icon} size="xl" className="relative" />
      </div>
      <Heading className="mt-6 max-w-md text-xl font-bold text-balance text-text">{title}</Heading>
      {description && <p className="mt-2 max-w-md text-base text-pretty text-text-muted">{description}</p>}
      {actions && <div className="mt-6 flex flex-wrap items-center justify-center gap-3">{actions}</div>}
    </div>
  );
}
