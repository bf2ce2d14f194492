import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Subscription } from '@/entities/subscription/types';
import { cn } from '@/shared/lib/cn';
import { whenIdle } from '@/shared/lib/when-idle';
import { SearchField, type SearchFieldMode } from './search-field';
import { SuggestionList, suggestionOptionId } from './suggestion-list';

export interface SenderSearchProps {
  value: string;
  mode: SearchFieldMode;
  /** Matching senders (the model's $suggestions); shown while searching. */
  suggestions: readonly Subscription[];
  /** At most this many suggestions (the model's $suggestionLimit). */
  limit: number;
  /**
   * The text `suggestions` were computed for, when they may lag behind `value` (deferred while typing
   * fast); `value` by default. Exposed as `data-suggestions-for` (the benchmark waits for it).
   */
  suggestionsFor?: string;
  onValueChange: (value: string) => void;
  onFocus?: () => void;
  onSubmit: () => void;
  onClear: () => void;
  /** A suggestion was chosen (click, or ↑/↓ then Enter). */
  onPick: (item: Subscription) => void;
  /**
   * Senders to draw the hidden suggestion rows with while closed (the model's $preparedSuggestions),
   * taken each time a new list is given: a search's first keystroke then fills rows already drawn,
   * mostly with the same senders.
   */
  prepared?: readonly Subscription[];
  /**
   * The browser is idle and the suggestions closed (once the search shows, and again each time they
   * close): time to prepare the next search (the model's searchPrepared, which gives a new `prepared`).
   */
  onPrepare?: () => void;
  disabled?: boolean;
  className?: string;
}

/**
 * Search with suggestions: the field is a combobox, the suggestions its listbox, shown over what is under
 * the field (it moves nothing when it opens or changes size while typing), and hidden — not unmounted —
 * while there is nothing to suggest. ↓/↑ move the highlight (wrapping), Enter picks it — or, with
 * nothing highlighted, shows the filtered list — and Escape clears.
 */
export function SenderSearch({
  value,
  mode,
  suggestions,
  limit,
  suggestionsFor,
  onValueChange,
  onFocus,
  onSubmit,
  onClear,
  onPick,
  prepared,
  onPrepare,
  disabled,
  className,
}: SenderSearchProps) {
  const { t } = useTranslation('list');
  const listId = useId();
  const [active, setActive] = useState(-1);
  const shown = useMemo(() => suggestions.slice(0, Math.max(1, limit)), [suggestions, limit]);
  const open = mode === 'searching' && shown.length > 0;
  // While closed, the listbox stays mounted (hidden) with the last rows it showed, as they were: the
  // first key of the next search fills them in place instead of mounting the popup and its rows anew.
  // Each new `prepared` list (the search prepared before the first search, and again once the
  // suggestions closed) takes the hidden rows: a search's first key mostly finds the list's first
  // senders (one character matches most of them), so it changes their emphasis, not their senders.
  const lastShown = useRef<{
    readonly rows: readonly Subscription[];
    readonly query: string;
    readonly prepared?: readonly Subscription[];
  }>({ rows: shown, query: value });
  if (open) lastShown.current = { rows: shown, query: value, prepared: lastShown.current.prepared };
  else if (prepared && prepared !== lastShown.current.prepared)
    lastShown.current = { rows: prepared, query: '', prepared };
  const { rows, query } = lastShown.current;
  useEffect(() => (open || !onPrepare ? undefined : whenIdle(onPrepare)), [open, onPrepare]);
  // "7 suggestions" per count, translated once per count while the language stays (the suggestions
  // opening, or their number changing, costs no translation on that keystroke).
  const suggestionsCount = useMemo(() => {
    const texts = new Map<number, string>();
    return (count: number) => {
      let text = texts.get(count);
      if (text === undefined) {
        text = t('suggestions_count', { count });
        texts.set(count, text);
      }
      return text;
    };
  }, [t]);
  const announced = open ? suggestionsCount(shown.length) : '';
  const activeIndex = open && active < shown.length ? active : -1;

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!open) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const from = activeIndex === -1 && step === -1 ? shown.length : activeIndex;
      setActive((from + step + shown.length) % shown.length);
    } else if (event.key === 'Enter' && activeIndex >= 0) {
      event.preventDefault();
      const item = shown[activeIndex];
      setActive(-1);
      if (item) onPick(item);
    }
  };

  return (
    <div
      data-slot="sender-search"
      data-suggestions-for={suggestionsFor ?? value}
      className={cn('relative flex flex-col gap-2', className)}
    >
      <SearchField
        value={value}
        mode={mode}
        disabled={disabled}
        listboxId={open ? listId : undefined}
        expanded={open}
        activeOptionId={activeIndex >= 0 ? suggestionOptionId(listId, activeIndex) : undefined}
        onValueChange={(text) => {
          setActive(-1);
          onValueChange(text);
        }}
        onFocus={onFocus}
        onSubmit={onSubmit}
        onClear={() => {
          setActive(-1);
          onClear();
        }}
        onKeyDown={onKeyDown}
      />
      <span role="status" className="sr-only">
        {announced}
      </span>
      <SuggestionList
        id={listId}
        hidden={!open}
        suggestions={rows}
        limit={limit}
        activeIndex={activeIndex}
        query={query}
        onActiveIndexChange={setActive}
        onPick={(item) => {
          setActive(-1);
          onPick(item);
        }}
        // Over the content under the field (a combobox's popup), not in its flow: opening, closing or
        // resizing it while typing moves nothing below (no layout of the list of senders under it).
        className="absolute inset-x-0 top-full z-raised mt-2"
      />
    </div>
  );
}
