import { memo, type TransitionEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { MOTION_MS } from '@/shared/config/motion';
import { afterNextPaint } from '@/shared/lib/after-next-paint';
import { cn } from '@/shared/lib/cn';
import type { SwipeDirection } from '@/shared/lib/swipe';
import { SwipeDeckCardBody, type SwipeDeckCardBodyProps } from './swipe-deck-card-body';

/** Scale and offset of each card of the stack behind the top one (it "rises" when the top leaves). */
export const STACK_SCALE_STEP = 0.05;
export const STACK_OFFSET_PX = 14;

/**
 * The moves are CSS transitions of `transform` and `opacity` only: the compositor runs them, nothing is
 * computed per frame on the main thread and starting one reads no layout. The rise eases out like a
 * stiff spring; the exit speeds up as the card leaves and fades out within a short way. (Without a GPU
 * each frame of a moving card is drawn again in software, on the cores the next key needs: a card
 * crossing the whole screen, and several of them when keys come fast, cost more than the key itself.)
 */
const RISE = 'transform 360ms cubic-bezier(0.22, 1, 0.36, 1), opacity 200ms ease-out';
const EXIT_EASE = 'cubic-bezier(0.42, 0, 1, 1)';
const EXIT = `transform ${MOTION_MS.base}ms ${EXIT_EASE}, opacity ${MOTION_MS.base}ms ${EXIT_EASE}`;
/** A leaving card is removed at the end of its exit, or after this at the latest. */
const EXIT_FALLBACK_MS = MOTION_MS.slow * 3;

/** What the card hands to its body as it is (the rest of the body's props follow from its place). */
type BodyProps = Pick<
  SwipeDeckCardBodyProps,
  'reduce' | 'hintMode' | 'isAllowed' | 'refusalSeq' | 'onSwipe' | 'onPreview' | 'children'
>;

export interface SwipeDeckCardProps extends BodyProps {
  /** 0 for the top card, then 1, 2… for the cards behind it; `stackSize` for one drawn ahead, unseen. */
  depth: number;
  /** How many cards the stack shows (for the stacking order). */
  stackSize: number;
  /** Gestures on (only the top card of an enabled deck). */
  interactive: boolean;
  /** The card was decided and leaves in this direction (above every card of the stack). */
  leaving?: SwipeDirection;
  /** Order of a leaving card among those leaving (the latest flies above the others). */
  leavingOrder?: number;
  /** The exit is over: the deck removes the card. */
  onLeft?: () => void;
  /** A card that joins the deck after its first render fades in at its place. */
  enter?: boolean;
}

function stackTransform(depth: number): string {
  // The same transform framer-motion wrote for { y, scale } (the screenshots do not move).
  return depth === 0
    ? 'none'
    : `translateY(${depth * STACK_OFFSET_PX}px) scale(${1 - depth * STACK_SCALE_STEP})`;
}

/** A leaving card travels this share (%) of its own width or height while it fades out. */
const EXIT_TRAVEL = 40;
const EXIT_TILT = 18;

/** Where a leaving card goes (percentages of its own box: no layout read). */
function exitTransform(direction: SwipeDirection): string {
  const x = direction === 'left' ? -EXIT_TRAVEL : direction === 'right' ? EXIT_TRAVEL : 0;
  const y = direction === 'up' ? -EXIT_TRAVEL : direction === 'down' ? EXIT_TRAVEL : 0;
  const rotate = direction === 'left' ? -EXIT_TILT : direction === 'right' ? EXIT_TILT : 0;
  return `translateX(${x}%) translateY(${y}%) rotate(${rotate}deg)`;
}

/**
 * (Memoised: the deck re-renders at each decision, and a card whose place and face did not change
 * is not drawn again; one that only changes place renders this frame, not its body.)
 *
 * One card of the deck: its place in the stack (scale, offset) and the exit in the decided direction;
 * its body (SwipeDeckCardBody) has the face, the drag that follows the finger with tilt and hint, and
 * the decided direction's hint while it leaves.
 */
export const SwipeDeckCard = memo(function SwipeDeckCard({
  depth,
  stackSize,
  interactive,
  leaving,
  leavingOrder = 0,
  onLeft,
  enter = false,
  ...body
}: SwipeDeckCardProps) {
  const { reduce } = body;
  const isPresent = leaving === undefined;
  // A card drawn ahead, unseen below the stack (after a decision's frame, with its bookkeeping), has its
  // style and layout computed at once, in the task that drew it. Left to the next frame, they could land
  // in the frame of the next key, which moves this card into the stack: a whole card's first style and
  // layout (about 40 elements) on top of the key's own work.
  const root = useRef<HTMLDivElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the card is drawn
  useLayoutEffect(() => {
    if (enter && depth >= stackSize) root.current?.getBoundingClientRect();
  }, []);
  // Whether this card faded in is decided once, when it mounts.
  const fadeIn = useRef(enter && !reduce).current;

  // The exit normally ends with its transition; this is the limit (a transition that did not run).
  const left = useRef(onLeft);
  left.current = onLeft;
  useEffect(() => {
    if (leaving === undefined) return;
    const timer = setTimeout(() => left.current?.(), EXIT_FALLBACK_MS);
    return () => clearTimeout(timer);
  }, [leaving]);
  const onTransitionEnd = (event: TransitionEvent<HTMLDivElement>) => {
    if (leaving !== undefined && event.target === event.currentTarget && event.propertyName === 'transform')
      left.current?.();
  };

  // A leaving card is out of the keyboard's and the pointer's way (inert) once the frame that starts its
  // exit is painted: inert restyles the card's whole content, which would add to the key's own frame.
  // Until then it is hidden from assistive technologies already, and its gestures are off. (A card put
  // back while it was leaving starts again from not shown.)
  const [exitShown, setExitShown] = useState(false);
  useEffect(() => {
    if (leaving === undefined) return setExitShown(false);
    return afterNextPaint(() => setExitShown(true));
  }, [leaving]);
  const hidden = depth > 0 || !isPresent;

  return (
    <div
      ref={root}
      data-slot="swipe-deck-card"
      data-depth={depth}
      // Not `data-state`: the app's styles have rules for a `data-state` ancestor, so changing it restyles
      // the card's whole content.
      data-leaving={!isPresent || undefined}
      data-top={depth === 0 && isPresent}
      aria-hidden={hidden || undefined}
      inert={depth > 0 || (!isPresent && exitShown)}
      onTransitionEnd={onTransitionEnd}
      className={cn('absolute inset-x-0 top-0 bottom-8 origin-bottom', fadeIn && 'starting:opacity-0')}
      style={{
        zIndex: isPresent ? stackSize - depth : stackSize + 1 + leavingOrder,
        // A card below the stack (drawn ahead) waits unseen at the last place, and fades in when it is its.
        transform: isPresent ? stackTransform(Math.min(depth, stackSize - 1)) : exitTransform(leaving),
        opacity: !isPresent || depth >= stackSize ? 0 : undefined,
        transition: reduce ? undefined : isPresent ? RISE : EXIT,
      }}
    >
      <SwipeDeckCardBody
        {...body}
        interactive={interactive && isPresent}
        onTop={depth === 0}
        leaving={leaving}
      />
    </div>
  );
});
