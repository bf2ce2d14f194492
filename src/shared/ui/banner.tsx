import { cva, type VariantProps } from 'class-variance-authority';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/shared/lib/cn';
import { Icon } from './icon';
import { IconButton } from './icon-button';
import type { IconName } from './icon-glyphs';

// A container: the text and its action sit side by side when the banner itself is wide (34rem), not
// the window (a banner beside the side menu on a narrow window stacks them).
export const bannerVariants = cva('@container w-full text-start', {
  variants: {
    tone: {
      neutral: 'bg-surface text-text',
      brand: 'bg-brand-soft text-text',
      info: 'bg-info-soft text-text',
      success: 'bg-success-soft text-text',
      warning: 'bg-warning-soft text-text',
      danger: 'bg-danger-soft text-text',
      inverse: 'bg-surface-inverse text-text-inverse',
    },
    layout: {
      /** A card inside the page's content. */
      inline: 'rounded-card border p-4 shadow-sm sm:p-5',
      /** An edge-to-edge strip pinned to the top or bottom of the screen by the page. */
      bar: 'px-4 py-3 sm:px-6',
    },
  },
  compoundVariants: [
    { layout: 'inline', tone: 'neutral', className: 'border-border' },
    { layout: 'inline', tone: 'brand', className: 'border-brand/15' },
    { layout: 'inline', tone: 'info', className: 'border-info/15' },
    { layout: 'inline', tone: 'success', className: 'border-success/15' },
    { layout: 'inline', tone: 'warning', className: 'border-warning/25' },
    { layout: 'inline', tone: 'danger', className: 'border-danger/15' },
    { layout: 'inline', tone: 'inverse', className: 'border-transparent' },
    { layout: 'bar', tone: 'neutral', className: 'border-b border-border' },
  ],
  defaultVariants: { tone: 'info', layout: 'inline' },
});

const badgeVariants = cva('inline-flex size-9 shrink-0 items-center justify-center rounded-pill', {
  variants: {
    tone: {
      neutral: 'bg-surface-sunken text-text-muted',
      brand: 'bg-brand text-brand-foreground',
      info: 'bg-info text-text-inverse',
      success: 'bg-success text-text-inverse',
      warning: 'bg-action-later text-action-foreground',
      danger: 'bg-danger text-action-foreground',
      inverse: 'bg-brand text-brand-foreground',
    },
    layout: { inline: '', bar: 'size-8' },
  },
  defaultVariants: { tone: 'info', layout: 'inline' },
});

export type BannerTone = NonNullable<VariantProps<typeof bannerVariants>['tone']>;

export interface BannerProps
  extends Omit<ComponentProps<'div'>, 'title' | 'role'>,
    VariantProps<typeof bannerVariants> {
  /** An icon in a tinted circle at the start. */
  icon?: IconName;
  /** A short bold line above the message. */
  title?: ReactNode;
  /** Buttons or links (after the message; under it on narrow screens). */
  action?: ReactNode;
  /** Shows a close (×) button that calls this. */
  onDismiss?: () => void;
  /** How the banner is announced: `polite` (status, default), `assertive` (alert) or `off` (not announced). */
  live?: 'polite' | 'assertive' | 'off';
}

/**
 * A message strip or card: tone, icon, optional title, action and dismiss. Announced politely as a
 * status by default (assertive as an alert). Position (top / bottom / inline) is the page's choice.
 */
export function Banner({
  tone,
  layout,
  icon,
  title,
  action,
  onDismiss,
  live = 'polite',
  className,
  children,
  ...props
}: BannerProps) {
  const { t } = useTranslation('ui');
  const role = live === 'assertive' ? 'alert' : live === 'polite' ? 'status' : undefined;
  const currentTone = tone ?? 'info';
  const currentLayout = layout ?? 'inline';
  return (
    <div
      data-slot="banner"
      data-tone={currentTone}
      data-layout={currentLayout}
      role={role}
      className={cn(bannerVariants({ tone, layout }), className)}
      {...props}
    >
      <div
        className={cn(
          'relative flex items-start gap-3',
          currentLayout === 'bar' && 'mx-auto w-full max-w-5xl @min-[34rem]:items-center',
        )}
      >
        {icon && (
          <span className={badgeVariants({ tone, layout })}>
            <Icon name={icon} size={currentLayout === 'bar' ? 'sm' : 'md'} />
          </span>
        )}
        <div
          className={cn(
            'flex min-w-0 flex-1 flex-col gap-3 @min-[34rem]:flex-row @min-[34rem]:items-center @min-[34rem]:justify-between @min-[34rem]:gap-4',
            onDismiss && 'pe-9',
          )}
        >
          <div
            className={cn(
              'flex min-w-0 flex-col gap-0.5',
              icon && !title && (currentLayout === 'bar' ? 'pt-1 @min-[34rem]:pt-0' : 'pt-1.5'),
            )}
          >
            {title && <p className="font-semibold text-balance">{title}</p>}
            {children && (
              <div
                className={cn(
                  'text-sm text-pretty',
                  currentTone === 'inverse' ? 'text-text-inverse' : title ? 'text-text-muted' : 'text-text',
                )}
              >
                {children}
              </div>
            )}
          </div>
          {action && <div className="flex shrink-0 flex-wrap items-center gap-2">{action}</div>}
        </div>
        {onDismiss && (
          <IconButton
            icon="close"
            label={t('close')}
            size="sm"
            onClick={onDismiss}
            className={cn(
              'absolute -end-2 -top-2 size-11 @min-[34rem]:-top-1 @min-[34rem]:-end-1 @min-[34rem]:size-9',
              currentLayout === 'bar' && '@min-[34rem]:top-1/2 @min-[34rem]:-translate-y-1/2',
              currentTone === 'inverse' && 'text-text-inverse hover:bg-surface/15 hover:text-text-inverse',
            )}
          />
        )}
      </div>
    </div>
  );
}
