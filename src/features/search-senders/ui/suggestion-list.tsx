import { useCallback, useLayoutEffect, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Subscription } from '@/entities/subscription/types';
import { cn } from '@/shared/lib/cn';
import { SuggestionOption } from './suggestion-option';

export interface SuggestionListProps {
  /** Id of the listbox (the search field's aria-controls). */
  id: string;
  suggestions: readonly Subscription[];
  /** At most this many rows (the model's floor(height / 2 / 52), minimum 1). */
  limit: number;
  /** Highlighted row, -1 for none. */
  activeIndex: number;
  /** The typed text, emphasised in each suggestion (case-sensitive, as the search is). */
  query?: string;
  onPick: (item: Subscription) => void;
  /** The pointer moved over a row. */
  onActiveIndexChange?: (index: number) => void;
  /**
   * Nothing to suggest: the listbox stays mounted but hidden (of no size, its rows clipped away: not
   * shown, not in the accessibility tree), so the next text only updates its rows instead of mounting it.
   */
  hidden?: boolean;
  className?: string;
}

/** Id of the n-th option of a suggestion list. */
export const suggestionOptionId = (listId: string, index: number) => `${listId}-option-${index}`;

/** A row slot: the sender it shows and the text emphasised in it. */
interface Slot {
  item: Subscription;
  query: string | undefined;
}

/**
 * Senders matching the text while searching: a listbox of at most `limit` rows, 52 px each. The pointer
 * picks a row; the keyboard drives the highlight from the search field (aria-activedescendant). Rows
 * are slots kept by position, so that typing changes their content rather than replacing them: a slot
 * no longer needed (fewer matches) stays mounted, empty — of no height and out of the accessibility
 * tree — with the sender it showed, and the next text with more matches fills it in place instead of
 * mounting a row (its elements, their styles and layout objects are kept).
 */
export function SuggestionList({
  id,
  suggestions,
  limit,
  activeIndex,
  query,
  onPick,
  onActiveIndexChange,
  hidden = false,
  className,
}: SuggestionListProps) {
  const { t } = useTranslation(['ui', 'list']);
  const max = Math.max(1, limit);
  const shown = suggestions.length > max ? suggestions.slice(0, max) : suggestions;
  // The slots as last rendered: the shown rows take the first ones, the others keep what they had.
  const slotsRef = useRef<readonly Slot[]>([]);
  const slots = useMemo(() => {
    const before = slotsRef.current;
    const next = before.length > max ? before.slice(0, max) : [...before];
    shown.forEach((item, index) => {
      const slot = next[index];
      if (slot?.item !== item || slot.query !== query) next[index] = { item, query };
    });
    return next;
  }, [shown, query, max]);
  useLayoutEffect(() => {
    slotsRef.current = slots;
  }, [slots]);
  // The rows are memoised: they get handlers that stay the same from one text to the next.
  const handlers = useRef({ onPick, onActiveIndexChange });
  useLayoutEffect(() => {
    handlers.current = { onPick, onActiveIndexChange };
  });
  const pick = useCallback((item: Subscription) => handlers.current.onPick(item), []);
  const highlight = useCallback((index: number) => handlers.current.onActiveIndexChange?.(index), []);
  // "214 mails" per count, translated once per count while the language stays (not per row and key).
  const mailsCount = useMemo(() => {
    const texts = new Map<number, string>();
    return (count: number) => {
      let text = texts.get(count);
      if (text === undefined) {
        text = t('sender_mails_count', { count });
        texts.set(count, text);
      }
      return text;
    };
  }, [t]);
  const label = useMemo(() => t('list:suggestions_label'), [t]);
  return (
    <div
      id={id}
      role="listbox"
      aria-label={label}
      aria-hidden={hidden || undefined}
      data-slot="suggestion-list"
      data-hidden={hidden || undefined}
      className={cn(
        'flex flex-col overflow-hidden rounded-card border border-border bg-surface py-1 shadow',
        // Hidden: of no size and no shadow, its rows clipped away (they add no scrollable overflow under
        // the field), out of the accessibility tree. Not `visibility: hidden`, which the rows inherit:
        // showing the list would compute every row's style again.
        'data-hidden:max-h-0 data-hidden:border-0 data-hidden:py-0 data-hidden:shadow-none',
        className,
      )}
    >
      {slots.map((slot, index) => (
        <SuggestionOption
          // By position: a new text updates the rows in place (the option ids are by position too).
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are slots, filled with each text's matches
          key={index}
          id={suggestionOptionId(id, index)}
          index={index}
          item={slot.item}
          query={slot.query}
          mails={mailsCount(slot.item.count)}
          active={index === activeIndex}
          empty={index >= shown.length}
          onPick={pick}
          onActiveIndexChange={highlight}
        />
      ))}
    </div>
  );
}
