import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps } from 'react';
import { cn } from '@/shared/lib/cn';
import { Icon } from './icon';
import type { IconName } from './icon-glyphs';
import { Loader } from './loader';

export const iconButtonVariants = cva(
  [
    'relative inline-flex shrink-0 items-center justify-center rounded-pill transition-[background-color,color,transform] duration-fast',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-border-focus',
    'active:scale-95 disabled:pointer-events-none disabled:opacity-45',
  ],
  {
    variants: {
      variant: {
        ghost: 'text-text-muted hover:bg-surface-sunken hover:text-text',
        outline: 'border border-border bg-surface text-text shadow-sm hover:bg-surface-muted',
        solid: 'bg-brand text-brand-foreground shadow-sm hover:bg-brand-hover',
        soft: 'bg-surface-sunken text-text hover:bg-border',
        unsubscribe:
          'bg-action-unsubscribe-soft text-action-unsubscribe hover:bg-action-unsubscribe hover:text-action-foreground',
        delete:
          'bg-action-delete-soft text-action-delete hover:bg-action-delete hover:text-action-foreground',
        keep: 'bg-action-keep-soft text-action-keep hover:bg-action-keep hover:text-action-foreground',
        later: 'bg-action-later-soft text-action-later hover:bg-action-later hover:text-action-foreground',
      },
      size: {
        sm: 'size-8',
        md: 'size-11',
        lg: 'size-14',
      },
    },
    defaultVariants: { variant: 'ghost', size: 'md' },
  },
);

export interface IconButtonProps
  extends Omit<ComponentProps<'button'>, 'children'>,
    VariantProps<typeof iconButtonVariants> {
  icon: IconName;
  /** Required accessible name (also the tooltip). */
  label: string;
  loading?: boolean;
  mirrorInRtl?: boolean;
}

/** A round button with only an icon; its label is required and read by assistive technology. */
export function IconButton({
  icon,
  label,
  variant,
  size,
  loading = false,
  mirrorInRtl,
  disabled,
  className,
  ...props
}: IconButtonProps) {
  return (
    <button
      type="button"
      data-slot="icon-button"
      aria-label={label}
      title={label}
      aria-busy={loading || undefined}
      disabled={disabled || loading}
      className={cn(iconButtonVariants({ variant, size }), className)}
      {...props}
    >
      {loading ? (
        <Loader decorative size="sm" tone="current" />
      ) : (
        <Icon
          name={icon}
          size={size === 'lg' ? 'lg' : size === 'sm' ? 'sm' : 'md'}
          mirrorInRtl={mirrorInRtl}
        />
      )}
    </button>
  );
}
