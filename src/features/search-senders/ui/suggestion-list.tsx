import { type ReactNode, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Subscription } from '@/entities/subscription/types';
import { SUGGESTION_ROW_HEIGHT_PX } from '@/shared/config/constants';
import { cn } from '@/shared/lib/cn';
import { SenderAvatar } from '@/shared/ui/sender-avatar';

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
   * Nothing to suggest: the listbox stays mounted but hidden (invisible and of no size: not shown,
   * not in the accessibility tree), so the next text only updates its rows instead of mounting it.
   */
  hidden?: boolean;
  className?: string;
}

/** A row's classes, merged once (not per row and keystroke). */
const OPTION_CLASS = cn(
  'flex shrink-0 cursor-pointer items-center gap-3 px-4 text-start',
  'data-active:bg-brand-soft hover:bg-surface-muted data-active:hover:bg-brand-soft',
);
const OPTION_STYLE = { height: SUGGESTION_ROW_HEIGHT_PX };

/** Id of the n-th option of a suggestion list. */
export const suggestionOptionId = (listId: string, index: number) => `${listId}-option-${index}`;

function emphasise(text: string, query: string | undefined): ReactNode {
  if (!query) return text;
  const at = text.indexOf(query);
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <mark className="rounded-sm bg-transparent font-bold text-brand-strong">
        {text.slice(at, at + query.length)}
      </mark>
      {text.slice(at + query.length)}
    </>
  );
}

/**
 * Senders matching the text while searching: a listbox of at most `limit` rows, 52 px each. The pointer
 * picks a row; the keyboard drives the highlight from the search field (aria-activedescendant). Rows
 * are keyed by position, so that typing changes their content rather than replacing them.
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
      data-slot="suggestion-list"
      data-hidden={hidden || undefined}
      className={cn(
        'flex flex-col overflow-hidden rounded-card border border-border bg-surface py-1 shadow',
        // Hidden: invisible and of no size (its last rows add no scrollable overflow under the field).
        'data-hidden:invisible data-hidden:max-h-0 data-hidden:border-0 data-hidden:py-0',
        className,
      )}
    >
      {shown.map((item, index) => {
        const active = index === activeIndex;
        return (
          <div
            // By position: a new text updates the rows in place (the option ids are by position too).
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are slots, filled with each text's matches
            key={index}
            id={suggestionOptionId(id, index)}
            role="option"
            tabIndex={-1}
            aria-selected={active}
            data-active={active || undefined}
            style={OPTION_STYLE}
            className={OPTION_CLASS}
            // Keep focus in the search field: the pick happens on click.
            onMouseDown={(event) => event.preventDefault()}
            onMouseMove={() => {
              if (!active) onActiveIndexChange?.(index);
            }}
            onClick={() => onPick(item)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') onPick(item);
            }}
          >
            <SenderAvatar name={item.name} address={item.sender} size="sm" />
            <span className="flex min-w-0 flex-1 flex-col leading-tight">
              <span dir="auto" className="truncate text-sm font-semibold text-text rtl:text-right">
                {emphasise(item.name, query)}
              </span>
              <span dir="auto" className="truncate text-xs text-text-subtle rtl:text-right">
                {emphasise(item.sender, query)}
              </span>
            </span>
            <span className="shrink-0 text-xs text-text-subtle tabular-nums">{mailsCount(item.count)}</span>
          </div>
        );
      })}
    </div>
  );
}
