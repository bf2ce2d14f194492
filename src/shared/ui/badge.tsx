import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/shared/lib/cn';
import { Icon } from './icon';
import type { IconName } from './icon-glyphs';

export const badgeVariants = cva(
  'inline-flex shrink-0 items-center gap-1 whitespace-nowrap rounded-pill font-semibold leading-none',
  {
    variants: {
      tone: {
        neutral: 'bg-surface-sunken text-text-muted',
        brand: 'bg-brand-soft text-brand-strong',
        new: 'bg-info-soft text-info',
        spam: 'bg-spam-soft text-spam',
        success: 'bg-success-soft text-success',
        warning: 'bg-warning-soft text-action-later',
        danger: 'bg-danger-soft text-danger',
        unsubscribe: 'bg-action-unsubscribe-soft text-action-unsubscribe',
        delete: 'bg-action-delete-soft text-action-delete',
        keep: 'bg-action-keep-soft text-action-keep',
        later: 'bg-action-later-soft text-action-later',
        solid: 'bg-brand text-brand-foreground',
      },
      size: {
        sm: 'h-5 px-2 text-xs',
        md: 'h-6 px-2.5 text-sm',
      },
    },
    defaultVariants: { tone: 'neutral', size: 'sm' },
  },
);

export interface BadgeProps extends ComponentProps<'span'>, VariantProps<typeof badgeVariants> {
  icon?: IconName;
}

/** A short status label (new, spam, counts, unsubscribe method). */
export function Badge({ tone, size, icon, className, children, ...props }: BadgeProps) {
  return (
    <span
      data-slot="badge"
      data-tone={tone ?? 'neutral'}
      className={cn(badgeVariants({ tone, size }), className)}
      {...props}
    >
      {icon && <Icon name={icon} size="xs" />}
      {children}
    </span>
  );
}
