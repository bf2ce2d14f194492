import { cva, type VariantProps } from 'class-variance-authority';
import type { ReactNode } from 'react';
import { cn } from '@/shared/lib/cn';
import { Icon } from '@/shared/ui/icon';
import type { IconName } from '@/shared/ui/icon-glyphs';
import { Loader } from '@/shared/ui/loader';

const haloVariants = cva('relative flex size-24 shrink-0 items-center justify-center rounded-pill', {
  variants: {
    tone: {
      brand: 'bg-brand-soft text-brand',
      success: 'bg-success-soft text-success',
      warning: 'bg-warning-soft text-action-later',
      danger: 'bg-danger-soft text-danger',
    },
  },
  defaultVariants: { tone: 'brand' },
});

export interface OnboardingMessageProps extends VariantProps<typeof haloVariants> {
  icon: IconName;
  /** The screen's title (its level-1 heading). */
  title: ReactNode;
  text?: ReactNode;
  /** A spinning ring around the icon (something is on its way). */
  busy?: boolean;
  /** Buttons under the text. */
  actions?: ReactNode;
  className?: string;
}

/**
 * A one-message screen of the signed-out flows (a link checked, a connection in progress or failed):
 * a haloed icon, the page's heading, a line and its actions. Announced as a status when busy.
 */
export function OnboardingMessage({
  icon,
  tone,
  title,
  text,
  busy = false,
  actions,
  className,
}: OnboardingMessageProps) {
  return (
    <div
      data-slot="onboarding-message"
      data-tone={tone ?? 'brand'}
      role={busy ? 'status' : undefined}
      aria-busy={busy || undefined}
      className={cn('flex flex-col items-center gap-4 py-4 text-center', className)}
    >
      <div className={haloVariants({ tone })}>
        <span className="absolute inset-2.5 rounded-pill bg-surface shadow-sm" />
        {busy && <Loader size="xl" tone="current" decorative className="absolute inset-0 m-auto size-24" />}
        <Icon name={icon} size="xl" className="relative" />
      </div>
      <h1 className="text-2xl font-bold text-balance text-text sm:text-3xl">{title}</h1>
      {text && <p className="max-w-md text-balance text-text-muted">{text}</p>}
      {actions && (
        <div className="mt-2 flex w-full flex-col-reverse items-stretch gap-3 sm:flex-row sm:justify-center">
          {actions}
        </div>
      )}
    </div>
  );
}
