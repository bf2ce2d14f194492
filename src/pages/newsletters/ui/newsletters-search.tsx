import { useUnit } from 'effector-react';
import { memo } from 'react';
import {
  $preparedSuggestions,
  $searchMode,
  $searchText,
  $suggestionLimit,
  $suggestions,
  searchCleared,
  searchFocused,
  searchPrepared,
  searchSubmitted,
  searchTextChanged,
  suggestionPicked,
} from '@/features/search-senders/model';
import { SenderSearch } from '@/features/search-senders/ui/sender-search';

export interface NewslettersSearchProps {
  isDesktop: boolean;
  className?: string;
}

/**
 * The list mode's search wired to the model. It reads the search stores itself, so a keystroke
 * re-renders the field and its suggestions, not the list of thousands of senders under it. Memoised:
 * the page re-rendering (cards ↔ list) does not render it again.
 */
export const NewslettersSearch = memo(function NewslettersSearch({
  isDesktop,
  className,
}: NewslettersSearchProps) {
  const u = useUnit({
    text: $searchText,
    mode: $searchMode,
    suggestions: $suggestions,
    limit: $suggestionLimit,
    prepared: $preparedSuggestions,
    onText: searchTextChanged,
    onFocus: searchFocused,
    onSubmit: searchSubmitted,
    onClear: searchCleared,
    onPick: suggestionPicked,
    onPrepared: searchPrepared,
  });
  return (
    <SenderSearch
      value={u.text}
      mode={u.mode}
      suggestions={u.suggestions}
      limit={u.limit}
      prepared={u.prepared}
      // Once on screen, and again each time the suggestions close, when the browser is idle: the next
      // search's first keystroke finds its work done ahead.
      onPrepare={u.onPrepared}
      onValueChange={(value) => u.onText(value)}
      onFocus={() => u.onFocus()}
      onSubmit={() => u.onSubmit()}
      onClear={() => u.onClear()}
      onPick={(item) => u.onPick({ item, isDesktop })}
      className={className}
    />
  );
});
