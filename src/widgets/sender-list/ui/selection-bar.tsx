import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ACTION_TONE } from '@/entities/subscription/ui/sender-row';
import { ACTIONS, type SenderAction } from '@/shared/config/constants';
import { useIntlLocale } from '@/shared/i18n/use-text-direction';
import { cn } from '@/shared/lib/cn';
import { Button } from '@/shared/ui/button';
import { Checkbox } from '@/shared/ui/checkbox';
import { IconButton } from '@/shared/ui/icon-button';

export interface SelectionBarProps {
  /** Senders the list shows. */
  total: number;
  /** Senders checked among them. */
  selected: number;
  onSelectAllChange: (checked: boolean) => void;
  /** One of the four actions on every checked sender (cleaning list). */
  onAction?: (action: SenderAction) => void;
  /** Other actions on the selection (My actions: cancel the decisions); replaces the four actions. */
  actions?: ReactNode;
  /** Icon-only actions for narrow screens. */
  compact?: boolean;
  disabled?: boolean;
  className?: string;
}

/**
 * Above the list: select all (checked, mixed or not), the number selected (announced) and the actions
 * that apply to the selection once there is one.
 */
export function SelectionBar({
  total,
  selected,
  onSelectAllChange,
  onAction,
  actions,
  compact = false,
  disabled = false,
  className,
}: SelectionBarProps) {
  const { t } = useTranslation(['list', 'ui']);
  const locale = useIntlLocale();
  const state = selected === 0 ? false : selected >= total ? true : 'indeterminate';
  const hasSelection = selected > 0;
  return (
    <div
      data-slot="selection-bar"
      data-has-selection={hasSelection}
      className={cn(
        'flex min-h-14 flex-wrap items-center gap-x-3 gap-y-2 px-5 py-2 transition-colors duration-fast',
        'data-[has-selection=true]:bg-brand-soft',
        className,
      )}
    >
      <Checkbox
        checked={state}
        disabled={disabled || total === 0}
        onCheckedChange={(value) => onSelectAllChange(value === true)}
        label={
          <span className="font-semibold">
            {t('list:select_all')}{' '}
            <span className="font-normal text-text-subtle tabular-nums">
              ({new Intl.NumberFormat(locale).format(total)})
            </span>
          </span>
        }
        className="items-center [&>span:first-child]:pt-0"
      />
      <span role="status" className="text-sm font-semibold text-brand-strong tabular-nums">
        {hasSelection ? t('list:selected_count', { count: selected }) : ''}
      </span>
      {hasSelection && (
        <fieldset
          aria-label={t('list:selection_actions')}
          // min-w-0: a fieldset is at least as wide as its content otherwise, and a long label (German
          // "Entscheidung rückgängig machen" on a 320 px phone) would run past the bar.
          className="ms-auto flex min-w-0 flex-wrap items-center gap-2"
        >
          {actions ??
            ACTIONS.map((action) =>
              compact ? (
                <IconButton
                  key={action}
                  icon={ACTION_TONE[action]}
                  variant={ACTION_TONE[action]}
                  label={t(`ui:action_${action}`)}
                  disabled={disabled}
                  onClick={() => onAction?.(action)}
                  // The keep tint is the bar's own tint once something is selected.
                  className={action === 'keep' ? 'bg-surface' : undefined}
                />
              ) : (
                <Button
                  key={action}
                  size="sm"
                  variant={ACTION_TONE[action]}
                  icon={ACTION_TONE[action]}
                  disabled={disabled}
                  onClick={() => onAction?.(action)}
                >
                  {t(`ui:action_${action}`)}
                </Button>
              ),
            )}
        </fieldset>
      )}
    </div>
  );
}
