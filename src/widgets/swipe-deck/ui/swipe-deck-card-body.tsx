import { motion, useMotionValue } from 'framer-motion';
import {
  type MouseEvent,
  memo,
  type PointerEvent,
  type ReactNode,
  type SyntheticEvent,
  useEffect,
  useRef,
} from 'react';
import { SwipeHint } from '@/entities/subscription/ui/swipe-hint';
import type { SwipeDirection } from '@/shared/lib/swipe';
import { useSwipe } from '@/shared/lib/use-swipe';

/** Controls inside a card (a share button, a link) are pressed, not dragged. */
const NO_DRAG = 'a, button, input, select, textarea, [data-no-drag]';

export interface SwipeDeckCardBodyProps {
  /** Gestures on (the top card of an enabled deck, while it has not been decided). */
  interactive: boolean;
  /** The top card shows its face; the cards behind it show their back. */
  onTop: boolean;
  reduce: boolean;
  /** `dismiss` for special cards (no sender action, a neutral "Next" hint). */
  hintMode: 'action' | 'dismiss';
  isAllowed: (direction: SwipeDirection) => boolean;
  /** Changes each time the deck refuses this card's action from a key or a button: it shakes. */
  refusalSeq: number;
  /** A released drag past the threshold: return false when refused (the card then shakes back). */
  onSwipe: (direction: SwipeDirection) => boolean;
  onPreview: (direction: SwipeDirection | null) => void;
  /** The card was decided and leaves in this direction: its action's hint shows in full. */
  leaving?: SwipeDirection;
  children: ReactNode;
}

/**
 * (Memoised apart from its place in the stack: a card that only moves in the stack, behind the top
 * one, is not rendered again, nor are its drag and hint.)
 *
 * What a card of the deck shows and does wherever it is: the face (or its back while behind the top
 * card), the drag that follows the finger with tilt and hint, and the decided action's hint while
 * it leaves.
 */
export const SwipeDeckCardBody = memo(function SwipeDeckCardBody({
  interactive,
  onTop,
  reduce,
  hintMode,
  isAllowed,
  refusalSeq,
  onSwipe,
  onPreview,
  leaving,
  children,
}: SwipeDeckCardBodyProps) {
  const swipe = useSwipe({ enabled: interactive, reduce, onSwipe, onPreview });
  // A card decided with a key or a button shows its action's hint, in full, while it leaves.
  const full = useMotionValue(1);
  const revealed = !swipe.direction && leaving !== undefined;

  const lastRefusal = useRef(refusalSeq);
  // biome-ignore lint/correctness/useExhaustiveDependencies: shake once per refusal
  useEffect(() => {
    if (refusalSeq === lastRefusal.current) return;
    lastRefusal.current = refusalSeq;
    swipe.shake();
  }, [refusalSeq]);

  const handlers = swipe.bind();
  // A press on a control inside the card is a press, not a drag (and its click is not swallowed).
  const onControl = (event: SyntheticEvent) => (event.target as Element).closest(NO_DRAG) !== null;
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!onControl(event)) handlers.onPointerDown?.(event);
  };
  const onClickCapture = (event: MouseEvent<HTMLDivElement>) => {
    if (!onControl(event)) handlers.onClickCapture?.(event);
  };

  return (
    <motion.div
      {...handlers}
      onPointerDown={onPointerDown}
      onClickCapture={onClickCapture}
      data-dragging={swipe.dragging}
      data-interactive={interactive}
      // Grabbing while dragged, else grab on a card that takes gestures. The grab cursor stays on a card
      // that leaves: the cursor is inherited, so taking it away would restyle the card's whole content
      // in the frame of the key that decided it.
      data-cursor={swipe.dragging ? 'grabbing' : interactive || leaving !== undefined ? 'grab' : undefined}
      style={{ x: swipe.x, y: swipe.y, rotate: swipe.rotate }}
      className="relative h-full origin-bottom touch-none select-none data-[cursor=grab]:cursor-grab data-[cursor=grabbing]:cursor-grabbing"
    >
      {children}
      {/* Cards behind the top one show their back: a plain surface, gone once the card is on top.
          (Not faded: without a GPU, an opacity transition inside a card that moves cost as much to
          draw as all the moving cards together, at every frame of the rise.) */}
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 rounded-card bg-surface ring-1 ring-border"
        style={{ opacity: onTop ? 0 : 1 }}
      />
      <SwipeHint
        direction={swipe.direction ?? leaving ?? null}
        progress={revealed ? full : swipe.progress}
        mode={hintMode}
        refused={swipe.direction ? !isAllowed(swipe.direction) : false}
      />
    </motion.div>
  );
});
