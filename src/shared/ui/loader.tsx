import { cva, type VariantProps } from 'class-variance-authority';
import { useTranslation } from 'react-i18next';
import { cn } from '@/shared/lib/cn';

const loaderVariants = cva('inline-block shrink-0 animate-spin', {
  variants: {
    size: { sm: 'size-4', md: 'size-6', lg: 'size-10', xl: 'size-14' },
    tone: { brand: 'text-brand', current: 'text-current', muted: 'text-text-subtle' },
  },
  defaultVariants: { size: 'md', tone: 'brand' },
});

export interface LoaderProps extends VariantProps<typeof loaderVariants> {
  /** Announced text; defaults to "Loading…". */
  label?: string;
  /** Inside a control that already says it is busy (a loading button): no announcement of its own. */
  decorative?: boolean;
  className?: string;
}

/** A spinning ring. Announced politely as a status unless decorative. */
export function Loader({ size, tone, label, decorative = false, className }: LoaderProps) {
  const { t } = useTranslation('ui');
  const ring = (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      data-slot="loader"
      aria-hidden="true"
      className={cn(loaderVariants({ size, tone }), decorative && className)}
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
  if (decorative) return ring;
  return (
    <span role="status" className={cn('inline-flex', className)}>
      {ring}
      <span className="sr-only">{label ?? t('loading')}</span>
    </span>
  );
}
