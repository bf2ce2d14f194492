import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isSpam } from '@/entities/subscription/lib';
import type { Subscription } from '@/entities/subscription/types';
import type { SenderDecision, SenderRowVariant } from '@/entities/subscription/ui/sender-row';
import type { SenderAction } from '@/shared/config/constants';
import { formatNumber } from '@/shared/i18n/number-format';
import { useIntlLocale } from '@/shared/i18n/use-text-direction';
import { cn } from '@/shared/lib/cn';
import { useViewportWidth } from '@/shared/lib/use-viewport-width';
import { senderListLayout } from '../lib/layout';
import { SelectionBar } from './selection-bar';
import { SenderColumn } from './sender-column';

export interface SenderListProps {
  /** The senders to show, in order, each with its `checked` flag. */
  items: readonly Subscription[];
  variant?: SenderRowVariant;
  /** My actions: which list this is (words the decision). */
  decision?: SenderDecision;
  /**
   * The "All" tab: spam senders get a column of their own beside the newsletters when the window is
   * wider than 1100 px (spec §2). Elsewhere they stay in the one list.
   */
  spamColumn?: boolean;
  /** The window width the layout follows; measured when absent (stories pin it). */
  viewportWidth?: number;
  onCheckedChange: (item: Subscription, checked: boolean) => void;
  onSelectAllChange: (checked: boolean) => void;
  /** A row's action button. */
  onAction?: (item: Subscription, action: SenderAction) => void;
  /** An action on every checked sender, from the selection bar. */
  onSelectionAction?: (action: SenderAction) => void;
  /** Selection actions other than the four (My actions). */
  selectionActions?: ReactNode;
  disabled?: boolean;
  className?: string;
}

const spamOf = (item: Subscription) => isSpam(item) || item.type === 'spams';

/**
 * List mode of the cleaning screen (and My actions): a selection bar, then the senders in one
 * virtualised column — or two from 1400 px (or from 1100 px when spam has its own column), with the
 * column labels from 1100 px and compact rows below 500 px.
 */
export function SenderList({
  items,
  variant = 'cleaning',
  decision,
  spamColumn = false,
  viewportWidth,
  onCheckedChange,
  onSelectAllChange,
  onAction,
  onSelectionAction,
  selectionActions,
  disabled = false,
  className,
}: SenderListProps) {
  const { t } = useTranslation('list');
  const locale = useIntlLocale();
  const measured = useViewportWidth();
  const width = viewportWidth ?? measured;
  // The spam senders are looked for (10,000 senders read) only where they could have a column of their own.
  const spams = spamColumn && senderListLayout(width, true).columns === 2 ? items.filter(spamOf) : [];
  const layout = senderListLayout(width, spams.length > 0);
  const splitSpam = layout.columns === 2 && spams.length > 0;
  const selected = items.reduce((sum, item) => sum + (item.checked ? 1 : 0), 0);
  const common = {
    rowLayout: layout.row,
    variant,
    decision,
    header: layout.header,
    disabled,
    onCheckedChange,
    onAction,
  };

  return (
    <section
      data-slot="sender-list"
      data-row-layout={layout.row}
      data-columns={layout.columns}
      data-header={layout.header}
      aria-label={t('list_label')}
      className={cn(
        'flex min-h-0 flex-col overflow-hidden rounded-card border border-border bg-surface shadow-sm',
        className,
      )}
    >
      <SelectionBar
        total={items.length}
        selected={selected}
        onSelectAllChange={onSelectAllChange}
        onAction={onSelectionAction}
        actions={selectionActions}
        compact={layout.row === 'compact'}
        disabled={disabled}
        className="shrink-0 border-b border-border"
      />
      {splitSpam ? (
        <div className="grid min-h-0 flex-1 grid-cols-2 divide-x divide-border rtl:divide-x-reverse">
          {(
            [
              ['newsletters', items.filter((item) => !spamOf(item))],
              ['spams', spams],
            ] as const
          ).map(([kind, list]) => (
            <div key={kind} className="flex min-h-0 flex-col">
              <h3
                data-slot="sender-column-title"
                className="flex shrink-0 items-center gap-2 px-5 pt-4 pb-3 text-base font-bold text-text"
              >
                {t(kind === 'spams' ? 'column_spams' : 'column_newsletters')}
                <span
                  className={cn(
                    'inline-flex h-5 min-w-6 items-center justify-center rounded-pill px-1.5 text-xs tabular-nums',
                    kind === 'spams' ? 'bg-spam-soft text-spam' : 'bg-brand-soft text-brand-strong',
                  )}
                >
                  {formatNumber(list.length, locale)}
                </span>
              </h3>
              <SenderColumn
                {...common}
                items={list}
                lanes={1}
                label={t(kind === 'spams' ? 'column_spams' : 'column_newsletters')}
              />
            </div>
          ))}
        </div>
      ) : (
        <SenderColumn {...common} items={items} lanes={layout.columns} label={t('list_label')} />
      )}
    </section>
  );
}
