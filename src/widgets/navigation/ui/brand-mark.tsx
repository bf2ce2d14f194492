import { useTranslation } from 'react-i18next';
import { cn } from '@/shared/lib/cn';
import { Icon } from '@/shared/ui/icon';

export interface BrandMarkProps {
  /** `dark` on the inverse surface (footer). */
  tone?: 'light' | 'dark';
  className?: string;
}

/** The product's mark: a leaf on a brand tile and the product name. */
export function BrandMark({ tone = 'light', className }: BrandMarkProps) {
  const { t } = useTranslation();
  return (
    <span data-slot="brand-mark" className={cn('inline-flex items-center gap-2.5', className)}>
      <span className="flex size-9 items-center justify-center rounded-md bg-brand text-brand-foreground shadow-sm">
        <Icon name="leaf" size="md" />
      </span>
      <span
        className={cn(
          'text-lg font-bold tracking-tight',
          tone === 'dark' ? 'text-text-inverse' : 'text-text',
        )}
      >
        {t('app_name')}
      </span>
    </span>
  );
}
