import { type RefObject, useLayoutEffect } from 'react';

/** A stage too short for a whole card: `short` (a smaller avatar and tiles) or `tiny` (no avatar). */
export type DeckRoom = 'short' | 'tiny';

const SHORT_BELOW_REM = 30;
const TINY_BELOW_REM = 25;

/**
 * How much room the deck's stage leaves a card, from its height: short below 30rem, tiny below 25rem,
 * `undefined` when a whole card fits. The `deck-short` and `deck-tiny` variants (app styles) read it
 * through the stage's `data-deck-room`.
 */
export function deckRoom(heightPx: number, remPx: number): DeckRoom | undefined {
  if (heightPx < TINY_BELOW_REM * remPx) return 'tiny';
  if (heightPx < SHORT_BELOW_REM * remPx) return 'short';
  return undefined;
}

/**
 * Keeps `data-deck-room` on the stage in step with its height. A ResizeObserver, not a size container
 * query: with the stage a query container, Chromium redid the style and layout of the whole deck in every
 * frame that changed anything in it (about 12 ms of layout per arrow key with 2,000 senders). The
 * observer reports a new size after layout and before paint, so the first frame already has the right
 * layout; the attribute is set on the element directly, which costs no render.
 */
export function useDeckRoom(stage: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const element = stage.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      const rem = Number.parseFloat(getComputedStyle(element.ownerDocument.documentElement).fontSize) || 16;
      const room = deckRoom(entry.contentRect.height, rem);
      if (room) element.dataset.deckRoom = room;
      else delete element.dataset.deckRoom;
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [stage]);
}
