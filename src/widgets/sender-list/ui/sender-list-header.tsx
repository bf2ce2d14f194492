import { useTranslation } from 'react-i18next';
import { SENDER_ROW_COLUMNS, type SenderRowVariant } from '@/entities/subscription/ui/sender-row';
import { cn } from '@/shared/lib/cn';

export interface SenderListHeaderProps {
  variant?: SenderRowVariant;
  className?: string;
}

/**
 * Column labels above desktop rows (shown from 1100 px). It shares the rows' column widths and their
 * container queries, so each label stays above its values at every width. Decorative for assistive
 * technology: every value in a row carries its own words ("12 mails", "40% opened").
 */
export function SenderListHeader({ variant = 'cleaning', className }: SenderListHeaderProps) {
  const { t } = useTranslation('list');
  return (
    <div
      data-slot="sender-list-header"
      aria-hidden="true"
      className={cn(
        '@container overflow-y-hidden border-b border-border bg-surface-muted [scrollbar-gutter:stable]',
        className,
      )}
    >
      <div
        className={cn(
          'flex h-10 items-center text-xs font-semibold tracking-wide text-text-subtle uppercase',
          SENDER_ROW_COLUMNS.padding,
          SENDER_ROW_COLUMNS.gap,
        )}
      >
        {/* Checkbox and avatar places. */}
        <span className="w-5 shrink-0" />
        <span className="w-10 shrink-0" />
        <span className="min-w-0 flex-1 truncate">{t('header_sender')}</span>
        <span className={cn('min-w-0 truncate', SENDER_ROW_COLUMNS.mailbox)}>{t('header_mailbox')}</span>
        <span
          className={cn(
            'line-clamp-2 shrink-0 text-end leading-tight',
            SENDER_ROW_COLUMNS.stats,
            SENDER_ROW_COLUMNS.mails,
          )}
        >
          {t('header_mails')}
        </span>
        <span className={cn('shrink-0 justify-end truncate', SENDER_ROW_COLUMNS.openRate)}>
          {t('header_open_rate')}
        </span>
        <span
          className={cn(
            'shrink-0 truncate text-end',
            variant === 'cleaning' ? SENDER_ROW_COLUMNS.actions : SENDER_ROW_COLUMNS.decision,
          )}
        >
          {t(variant === 'cleaning' ? 'header_actions' : 'header_decision')}
        </span>
      </div>
    </div>
  );
}
