import { useTranslation } from 'react-i18next';
import { cn } from '@/shared/lib/cn';
import { Button } from '@/shared/ui/button';

export interface SearchResultCountProps {
  count: number;
  query: string;
  /** Shows a "clear search" link after the count. */
  onClear?: () => void;
  className?: string;
}

/** Result mode: how many senders match the text (announced), with a way back to the full list. */
export function SearchResultCount({ count, query, onClear, className }: SearchResultCountProps) {
  const { t } = useTranslation('list');
  return (
    <div
      data-slot="search-result-count"
      className={cn('flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1 text-sm', className)}
    >
      <p role="status" className="min-w-0 font-semibold break-words text-text">
        {t('result_count', { count, query })}
      </p>
      {onClear && (
        <Button variant="link" size="sm" onClick={onClear}>
          {t('search_clear')}
        </Button>
      )}
    </div>
  );
}
