import * as RadioGroup from '@radix-ui/react-radio-group';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SORT_MODES, type SortMode } from '@/shared/config/constants';
import { useTextDirection } from '@/shared/i18n/use-text-direction';
import { cn } from '@/shared/lib/cn';
import { Icon } from '@/shared/ui/icon';
import type { IconName } from '@/shared/ui/icon-glyphs';

export const SORT_ICON: Record<SortMode, IconName> = {
  notSet: 'sort',
  ascending: 'sort-ascending',
  descending: 'sort-descending',
  mostOpen: 'eye',
  leastOpen: 'eye-off',
  upToDate: 'clock',
  oldest: 'calendar',
};

export interface SortPanelProps {
  value: SortMode;
  /** A mode was chosen: a click, or Enter / Space on the focused mode. */
  onValueChange: (mode: SortMode) => void;
  /** Accessible name of the radio group (the surrounding sheet's or panel's title). */
  'aria-label'?: string;
  'aria-labelledby'?: string;
  className?: string;
}

/**
 * The seven sort modes as a radio group (Radix). ↑/↓ move through the modes (the mark follows), and
 * Enter or Space chooses the focused one, so browsing with the arrows does not close the surrounding
 * sheet at every step; a click chooses at once.
 */
export function SortPanel({ value, onValueChange, className, ...labelling }: SortPanelProps) {
  const { t } = useTranslation('list');
  const dir = useTextDirection();
  const [draft, setDraft] = useState<SortMode>(value);
  const [shownValue, setShownValue] = useState<SortMode>(value);
  if (shownValue !== value) {
    // A new committed value from outside resets the mark.
    setShownValue(value);
    setDraft(value);
  }
  return (
    <RadioGroup.Root
      data-slot="sort-panel"
      dir={dir}
      loop
      value={draft}
      onValueChange={(mode) => setDraft(mode as SortMode)}
      className={cn('flex flex-col gap-1', className)}
      {...labelling}
    >
      {SORT_MODES.map((mode) => (
        <RadioGroup.Item
          key={mode}
          value={mode}
          data-current={mode === value || undefined}
          // The mark follows the focus (arrow keys), whatever the timing of Radix's own check on focus.
          onFocus={() => setDraft(mode)}
          onClick={(event) => {
            // detail 0: the click Radix fires when the arrows move the focus, or a keyboard press.
            if (event.detail > 0) onValueChange(mode);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' || event.key === ' ') {
              setDraft(mode);
              onValueChange(mode);
            }
          }}
          className={cn(
            'group/sort flex min-h-12 w-full items-center gap-3 rounded-lg px-3 text-start text-base text-text',
            'transition-colors duration-fast hover:bg-surface-muted',
            'focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-border-focus',
            'data-[state=checked]:bg-brand-soft data-[state=checked]:font-semibold data-[state=checked]:text-brand-strong',
          )}
        >
          <span className="inline-flex size-8 shrink-0 items-center justify-center rounded-pill bg-surface-sunken text-text-muted group-data-[state=checked]/sort:bg-surface group-data-[state=checked]/sort:text-brand-strong">
            <Icon name={SORT_ICON[mode]} size="sm" />
          </span>
          <span className="min-w-0 flex-1">{t(`sort_${mode}`)}</span>
          <span
            aria-hidden="true"
            className="inline-flex size-5 shrink-0 items-center justify-center rounded-pill border-2 border-border-strong group-data-[state=checked]/sort:border-brand"
          >
            <RadioGroup.Indicator className="size-2.5 rounded-pill bg-brand" />
          </span>
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}
