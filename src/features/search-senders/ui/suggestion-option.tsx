import { memo, type ReactNode } from 'react';
import type { Subscription } from '@/entities/subscription/types';
import { SUGGESTION_ROW_HEIGHT_PX } from '@/shared/config/constants';
import { cn } from '@/shared/lib/cn';
import { SenderAvatar } from '@/shared/ui/sender-avatar';

export interface SuggestionOptionProps {
  id: string;
  index: number;
  item: Subscription;
  /** The typed text, emphasised in the name and address (case-sensitive, as the search is). */
  query: string | undefined;
  /** "214 mails" for the item's count. */
  mails: string;
  active: boolean;
  /**
   * An unused slot: kept in the list with the sender it showed last (so that a later text fills it in
   * place instead of mounting a row), of no height, and out of the accessibility tree.
   */
  empty: boolean;
  onPick: (item: Subscription) => void;
  onActiveIndexChange?: (index: number) => void;
}

/** A row's classes, merged once (not per row and keystroke). */
const OPTION_CLASS = cn(
  'flex shrink-0 cursor-pointer items-center gap-3 px-4 text-start',
  'data-active:bg-brand-soft hover:bg-surface-muted data-active:hover:bg-brand-soft',
);
const OPTION_STYLE = { height: SUGGESTION_ROW_HEIGHT_PX };
/** No height, its content clipped: nothing painted, nothing under the pointer. */
const EMPTY_STYLE = { height: 0, overflow: 'hidden' } as const;

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
 * One suggested sender (an option of the suggestion listbox): avatar, name and address with the typed
 * text emphasised, mail count. The pointer picks it; the keyboard highlights it from the search field.
 * Memoised: an unused slot, or a row whose sender, text and highlight stay, is not rendered again.
 */
export const SuggestionOption = memo(function SuggestionOption({
  id,
  index,
  item,
  query,
  mails,
  active,
  empty,
  onPick,
  onActiveIndexChange,
}: SuggestionOptionProps) {
  const selected = active && !empty;
  return (
    <div
      id={id}
      role="option"
      aria-hidden={empty || undefined}
      tabIndex={-1}
      aria-selected={selected}
      data-active={selected || undefined}
      data-empty={empty || undefined}
      style={empty ? EMPTY_STYLE : OPTION_STYLE}
      className={OPTION_CLASS}
      // Keep focus in the search field: the pick happens on click.
      onMouseDown={(event) => event.preventDefault()}
      onMouseMove={() => {
        if (!selected) onActiveIndexChange?.(index);
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
      <span className="shrink-0 text-xs text-text-subtle tabular-nums">{mails}</span>
    </div>
  );
});
