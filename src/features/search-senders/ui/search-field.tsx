import { type ComponentProps, type Ref, useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { cn } from '@/shared/lib/cn';
import { Icon } from '@/shared/ui/icon';
import { IconButton } from '@/shared/ui/icon-button';

/** Spec §3 search modes (the model's SearchMode). */
export type SearchFieldMode = 'unactive' | 'searching' | 'result';

export interface SearchFieldProps
  extends Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'onSubmit' | 'type'> {
  value: string;
  /** unactive (nothing typed), searching (suggestions), result (the list is filtered). */
  mode: SearchFieldMode;
  onValueChange: (value: string) => void;
  /** The clear button (and Escape with text): back to unactive with an empty text. */
  onClear: () => void;
  /** Enter without a highlighted suggestion: show the filtered list. */
  onSubmit?: () => void;
  /** Id of the suggestion listbox this field controls (combobox). */
  listboxId?: string;
  /** Whether the suggestions are shown. */
  expanded?: boolean;
  /** Id of the highlighted suggestion. */
  activeOptionId?: string;
  ref?: Ref<HTMLInputElement>;
  className?: string;
}

/**
 * The sender search box: a magnifier, the text, a clear button. It is the combobox of the suggestion
 * list (arrows and Enter are handled by whoever owns the suggestions; see SenderSearch).
 */
export function SearchField({
  value,
  mode,
  onValueChange,
  onClear,
  onSubmit,
  listboxId,
  expanded = false,
  activeOptionId,
  onKeyDown,
  className,
  disabled,
  ...props
}: SearchFieldProps) {
  const { t } = useTranslation('list');
  // Translated once per language, not on every keystroke's render.
  const labels = useMemo(
    () => ({ field: t('search_label'), placeholder: t('search_placeholder'), clear: t('search_clear') }),
    [t],
  );
  const showClear = value !== '' || mode === 'result';
  // The magnifier and the clear button are the same elements from one keystroke to the next (their
  // props stay), so typing renders neither again: the clear button calls the latest `onClear`.
  const latestClear = useRef(onClear);
  useLayoutEffect(() => {
    latestClear.current = onClear;
  });
  const clear = useCallback(() => latestClear.current(), []);
  const magnifier = useMemo(
    () => (
      <Icon
        name="search"
        className="text-text-subtle group-focus-within/search:text-text group-data-[mode=result]/search:text-brand-strong"
      />
    ),
    [],
  );
  const clearButton = useMemo(
    () => (
      // Hidden, not unmounted, while there is nothing to clear: the first key only shows it.
      <IconButton
        icon="close"
        size="sm"
        label={labels.clear}
        disabled={disabled}
        hidden={!showClear}
        onClick={clear}
        className="after:absolute after:-inset-1.5 after:content-['']"
      />
    ),
    [labels.clear, disabled, showClear, clear],
  );
  return (
    <div
      data-slot="search-field"
      data-mode={mode}
      data-disabled={disabled || undefined}
      className={cn(
        'group/search relative flex h-12 w-full items-center gap-2 rounded-pill border-2 ps-4 pe-1.5',
        'transition-[background-color,border-color,box-shadow] duration-fast',
        'border-transparent bg-surface-sunken hover:border-border-strong',
        'focus-within:border-border-focus focus-within:bg-surface focus-within:shadow-focus',
        'data-[mode=searching]:bg-surface',
        'data-[mode=result]:border-brand data-[mode=result]:bg-brand-soft',
        'data-disabled:pointer-events-none data-disabled:opacity-45',
        className,
      )}
    >
      {magnifier}
      <input
        type="search"
        role="combobox"
        aria-label={labels.field}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={expanded ? activeOptionId : undefined}
        autoComplete="off"
        spellCheck={false}
        enterKeyHint="search"
        placeholder={labels.placeholder}
        value={value}
        disabled={disabled}
        onChange={(event) => onValueChange(event.target.value)}
        onKeyDown={(event) => {
          onKeyDown?.(event);
          if (event.defaultPrevented) return;
          if (event.key === 'Enter') {
            event.preventDefault();
            onSubmit?.();
          } else if (event.key === 'Escape' && showClear) {
            event.preventDefault();
            onClear();
          }
        }}
        className={cn(
          'h-full min-w-0 flex-1 bg-transparent text-base text-text outline-none placeholder:text-text-subtle',
          '[&::-webkit-search-cancel-button]:appearance-none [&::-webkit-search-decoration]:appearance-none',
        )}
        {...props}
      />
      {clearButton}
    </div>
  );
}
