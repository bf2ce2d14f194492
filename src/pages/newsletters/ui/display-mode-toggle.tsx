import * as ToggleGroup from '@radix-ui/react-toggle-group';
import { useTranslation } from 'react-i18next';
import { useTextDirection } from '@/shared/i18n/use-text-direction';
import { cn } from '@/shared/lib/cn';
import { Icon } from '@/shared/ui/icon';

export type DisplayMode = 'cards' | 'list';

export interface DisplayModeToggleProps {
  value: DisplayMode;
  onValueChange: (mode: DisplayMode) => void;
  /** Icons only (the labels stay the accessible names). */
  iconOnly?: boolean;
  className?: string;
}

const MODES: readonly { mode: DisplayMode; icon: 'cards' | 'list' }[] = [
  { mode: 'cards', icon: 'cards' },
  { mode: 'list', icon: 'list' },
];

/**
 * Cards or list (Radix toggle group, one always on): ←/→ move between the two, Enter or Space switches.
 */
export function DisplayModeToggle({
  value,
  onValueChange,
  iconOnly = false,
  className,
}: DisplayModeToggleProps) {
  const { t } = useTranslation('list');
  const dir = useTextDirection();
  return (
    <ToggleGroup.Root
      type="single"
      dir={dir}
      value={value}
      onValueChange={(next) => {
        if (next === 'cards' || next === 'list') onValueChange(next);
      }}
      aria-label={t('display_mode_label')}
      data-slot="display-mode-toggle"
      className={cn('inline-flex items-center gap-1 rounded-pill bg-surface-sunken p-1', className)}
    >
      {MODES.map(({ mode, icon }) => (
        <ToggleGroup.Item
          key={mode}
          value={mode}
          aria-label={iconOnly ? t(mode === 'cards' ? 'display_cards' : 'display_list') : undefined}
          title={iconOnly ? t(mode === 'cards' ? 'display_cards' : 'display_list') : undefined}
          className={cn(
            'inline-flex h-9 min-w-9 items-center justify-center gap-2 rounded-pill text-sm font-semibold text-text-muted',
            'transition-[background-color,color,box-shadow] duration-fast hover:text-text',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-border-focus',
            'data-[state=on]:bg-surface data-[state=on]:text-brand-strong data-[state=on]:shadow',
            iconOnly ? 'size-9 max-sm:size-11' : 'px-3 max-sm:h-11',
          )}
        >
          <Icon name={icon} size="sm" />
          {!iconOnly && <span>{t(mode === 'cards' ? 'display_cards' : 'display_list')}</span>}
        </ToggleGroup.Item>
      ))}
    </ToggleGroup.Root>
  );
}
