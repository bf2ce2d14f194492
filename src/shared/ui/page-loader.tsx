import { cva, type VariantProps } from 'class-variance-authority';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/shared/lib/cn';
import { Icon } from './icon';
import { Loader } from './loader';

const pageLoaderVariants = cva('flex flex-col items-center justify-center gap-6 p-6 text-center', {
  variants: {
    variant: {
      /** Takes the page's place (a route loading). */
      page: 'min-h-dvh w-full bg-surface-muted',
      /** Covers what is on screen while a request runs (fixed, above the content). */
      overlay: 'fixed inset-0 z-overlay bg-surface/85 backdrop-blur-sm',
      /** Fills its container (a panel or a card). */
      inline: 'size-full min-h-64',
    },
  },
  defaultVariants: { variant: 'page' },
});

export interface PageLoaderProps extends VariantProps<typeof pageLoaderVariants> {
  /** Shown under the spinner and announced; without it "Loading…" is announced only. */
  message?: ReactNode;
  className?: string;
}

/** A full-page centred loader: the brand ring around a leaf, with an optional message. */
export function PageLoader({ message, variant, className }: PageLoaderProps) {
  const { t } = useTranslation('ui');
  return (
    <div
      role="status"
      aria-busy="true"
      data-slot="page-loader"
      data-variant={variant ?? 'page'}
      className={cn(pageLoaderVariants({ variant }), className)}
    >
      <span className="relative flex size-24 items-center justify-center rounded-pill bg-brand-soft shadow-sm">
        <Loader decorative size="xl" />
        <Icon name="leaf" size="lg" className="absolute text-brand" />
      </span>
      {message ? (
        <p className="max-w-sm text-balance text-lg font-semibold text-text">{message}</p>
      ) : (
        <span className="sr-only">{t('loading')}</span>
      )}
    </div>
  );
}
