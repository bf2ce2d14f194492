import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { SWIPE_DIRECTIONS } from '@/entities/subscription/ui/swipe-actions';
import type { SwipeDirection } from '@/shared/lib/swipe';
import { Button } from '@/shared/ui/button';
import { DeckActionButton } from './deck-action-button';

export interface DeckActionBarProps {
  /** `actions`: the four sender actions; `continue`: one Next button (special cards just dismiss). */
  mode: 'actions' | 'continue';
  /** The direction the top card is dragged to (its button lights up). */
  preview: SwipeDirection | null;
  /** Directions whose action the top card refuses (later on a later card). */
  isAllowed: (direction: SwipeDirection) => boolean;
  disabled?: boolean;
  onAction: (direction: SwipeDirection) => void;
}

/**
 * The visible buttons under the deck, in the swipe directions' physical order (not mirrored in RTL).
 * (Memoised: the deck renders again after a decision for work that does not change the buttons.)
 */
export const DeckActionBar = memo(function DeckActionBar({
  mode,
  preview,
  isAllowed,
  disabled = false,
  onAction,
}: DeckActionBarProps) {
  const { t } = useTranslation(['ui', 'cards']);
  if (mode === 'continue') {
    return (
      <div data-slot="deck-action-bar" className="flex min-h-24 shrink-0 items-center justify-center">
        <Button size="lg" iconEnd="arrow-right" disabled={disabled} onClick={() => onAction('right')}>
          {t('ui:next')}
        </Button>
      </div>
    );
  }
  return (
    <fieldset
      data-slot="deck-action-bar"
      // Four equal columns as wide as the deck allows (24rem at most), so that they fit the narrowest
      // decks (265-296 px: a 569-600 px window beside the side menu, a 320 px phone); the bar is the
      // container its captions size themselves by. Never squeezed by a short deck (the stage gives up
      // room instead).
      className="@container m-0 mx-auto flex min-h-24 w-full max-w-96 min-w-0 shrink-0 items-start justify-center gap-1 border-0 p-0 rtl:flex-row-reverse"
    >
      <legend className="sr-only">{t('cards:deck_actions_label')}</legend>
      {SWIPE_DIRECTIONS.map((direction) => (
        <DeckActionButton
          key={direction}
          direction={direction}
          active={preview === direction}
          unavailable={!isAllowed(direction)}
          disabled={disabled}
          onPress={onAction}
        />
      ))}
    </fieldset>
  );
});
