import { useTranslation } from 'react-i18next';
import { cn } from '@/shared/lib/cn';
import { BottomSheet } from '@/shared/ui/bottom-sheet';

export interface KeyboardShortcutsSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  className?: string;
}

type ShortcutKey =
  | 'shortcut_unsubscribe'
  | 'shortcut_delete'
  | 'shortcut_keep'
  | 'shortcut_later'
  | 'shortcut_move'
  | 'shortcut_select'
  | 'shortcut_undo'
  | 'shortcut_help'
  | 'shortcut_escape'
  | 'shortcut_tab';

interface Shortcut {
  keys: readonly string[];
  label: ShortcutKey;
}

/** The keys of the cleaning screen, by where they work (cards, list, everywhere). */
export const SHORTCUT_GROUPS: readonly {
  title: 'shortcuts_cards' | 'shortcuts_list' | 'shortcuts_everywhere';
  items: readonly Shortcut[];
}[] = [
  {
    title: 'shortcuts_cards',
    items: [
      { keys: ['←'], label: 'shortcut_unsubscribe' },
      { keys: ['↑'], label: 'shortcut_delete' },
      { keys: ['→'], label: 'shortcut_keep' },
      { keys: ['↓'], label: 'shortcut_later' },
    ],
  },
  {
    title: 'shortcuts_list',
    items: [
      { keys: ['↑', '↓'], label: 'shortcut_move' },
      { keys: ['Space'], label: 'shortcut_select' },
      { keys: ['U'], label: 'shortcut_unsubscribe' },
      { keys: ['D'], label: 'shortcut_delete' },
      { keys: ['K'], label: 'shortcut_keep' },
      { keys: ['L'], label: 'shortcut_later' },
    ],
  },
  {
    title: 'shortcuts_everywhere',
    items: [
      { keys: ['Ctrl+Z', '⌘Z'], label: 'shortcut_undo' },
      { keys: ['?'], label: 'shortcut_help' },
      { keys: ['Esc'], label: 'shortcut_escape' },
      { keys: ['Tab'], label: 'shortcut_tab' },
    ],
  },
];

/**
 * The `?` sheet of the cleaning screen: every keyboard shortcut, grouped by where it works. The arrow
 * keys are physical: ← is left in every language, also right to left.
 */
export function KeyboardShortcutsSheet({ open, onOpenChange, className }: KeyboardShortcutsSheetProps) {
  const { t } = useTranslation('cleaning');
  return (
    <BottomSheet
      open={open}
      onOpenChange={onOpenChange}
      title={t('shortcuts_title')}
      description={t('shortcuts_description')}
      showClose
      className={className}
    >
      <div data-slot="keyboard-shortcuts" className="flex flex-col gap-5">
        {SHORTCUT_GROUPS.map((group) => (
          <section key={group.title} className="flex flex-col gap-2">
            <h3 className="text-sm font-bold tracking-wide text-text-muted uppercase">{t(group.title)}</h3>
            <dl className="flex flex-col gap-1.5">
              {group.items.map((item) => (
                <div key={`${group.title}-${item.label}`} className="flex items-center gap-3">
                  <dt dir="ltr" className="flex shrink-0 items-center gap-1">
                    {item.keys.map((key, index) => (
                      <span key={key} className="flex items-center gap-1">
                        {index > 0 && <span className="text-xs text-text-subtle">{t('keys_or')}</span>}
                        <kbd
                          className={cn(
                            'inline-flex h-7 min-w-7 items-center justify-center rounded-md border border-border-strong',
                            'bg-surface-muted px-1.5 font-sans text-sm font-semibold text-text shadow-sm',
                          )}
                        >
                          {key}
                        </kbd>
                      </span>
                    ))}
                  </dt>
                  <dd className="min-w-0 text-sm text-text">{t(item.label)}</dd>
                </div>
              ))}
            </dl>
          </section>
        ))}
      </div>
    </BottomSheet>
  );
}
