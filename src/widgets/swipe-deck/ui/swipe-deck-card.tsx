import { motion, useMotionValue } from 'framer-motion';
import {
  type MouseEvent,
  memo,
  type PointerEvent,
  type ReactNode,
  type SyntheticEvent,
  type TransitionEvent,
  useEffect,
  useRef,
} from 'react';
import { SwipeHint } from '@/entities/subscription/ui/swipe-hint';
import { MOTION_MS } from '@/shared/config/motion';
import { cn } from '@/shared/lib/cn';
import type { SwipeDirection } from '@/shared/lib/swipe';
import { useSwipe } from '@/shared/lib/use-swipe';

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

/** Controls inside a card (a share button, a link) are pressed, not dragged. */
const NO_DRAG = 'a, button, input, select, textarea, [data-no-drag]';

export interface SwipeDeckCardProps {
  /** 0 for the top card, then 1, 2… for the cards behind it; `stackSize` for one drawn ahead, unseen. */
  depth: number;
  /** How many cards the stack shows (for the stacking order). */
  stackSize: number;
  reduce: boolean;
  /** Gestures on (only the top card of an enabled deck). */
  interactive: boolean;
  /** `dismiss` for special cards (no sender action, a neutral "Next" hint). */
  hintMode: 'action' | 'dismiss';
  isAllowed: (direction: SwipeDirection) => boolean;
  /** Changes each time the deck refuses this card's action from a key or a button: it shakes. */
  refusalSeq: number;
  /** A released drag past the threshold: return false when refused (the card then shakes back). */
  onSwipe: (direction: SwipeDirection) => boolean;
  onPreview: (direction: SwipeDirection | null) => void;
  /** The card was decided and leaves in this direction (above every card of the stack). */
  leaving?: SwipeDirection;
  /** Order of a leaving card among those leaving (the latest flies above the others). */
  leavingOrder?: number;
  /** The exit is over: the deck removes the card. */
  onLeft?: () => void;
  /** A card that joins the deck after its first render fades in at its place. */
  enter?: boolean;
  children: ReactNode;
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
 * is not drawn again.)
 *
 * One card of the deck: its place in the stack (scale, offset), the drag that follows the finger
 * with tilt and hint, and the exit in the decided direction with that direction's hint.
 */
export const SwipeDeckCard = memo(function SwipeDeckCard({
  depth,
  stackSize,
  reduce,
  interactive,
  hintMode,
  isAllowed,
  refusalSeq,
  onSwipe,
  onPreview,
  leaving,
  leavingOrder = 0,
  onLeft,
  enter = false,
  children,
}: SwipeDeckCardProps) {
  const isPresent = leaving === undefined;
  const swipe = useSwipe({
    enabled: interactive && isPresent,
    reduce,
    onSwipe,
    onPreview,
  });
  // A card decided with a key or a button shows its action's hint, in full, while it leaves.
  const full = useMotionValue(1);
  const revealed = !swipe.direction && leaving !== undefined;
  // Whether this card faded in is decided once, when it mounts.
  const fadeIn = useRef(enter && !reduce).current;

  const lastRefusal = useRef(refusalSeq);
  // biome-ignore lint/correctness/useExhaustiveDependencies: shake once per refusal
  useEffect(() => {
    if (refusalSeq === lastRefusal.current) return;
    lastRefusal.current = refusalSeq;
    swipe.shake();
  }, [refusalSeq]);

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

  const handlers = swipe.bind();
  // A press on a control inside the card is a press, not a drag (and its click is not swallowed).
  const onControl = (event: SyntheticEvent) => (event.target as Element).closest(NO_DRAG) !== null;
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (!onControl(event)) handlers.onPointerDown?.(event);
  };
  const onClickCapture = (event: MouseEvent<HTMLDivElement>) => {
    if (!onControl(event)) handlers.onClickCapture?.(event);
  };
  const hidden = depth > 0 || !isPresent;

  return (
    <div
      data-slot="swipe-deck-card"
      data-depth={depth}
      data-state={isPresent ? 'active' : 'leaving'}
      data-top={depth === 0 && isPresent}
      aria-hidden={hidden || undefined}
      inert={hidden}
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
      <motion.div
        {...handlers}
        onPointerDown={onPointerDown}
        onClickCapture={onClickCapture}
        data-dragging={swipe.dragging}
        data-interactive={interactive}
        style={{ x: swipe.x, y: swipe.y, rotate: swipe.rotate }}
        className="relative h-full origin-bottom touch-none select-none data-[interactive=true]:cursor-grab data-[dragging=true]:cursor-grabbing"
      >
        {children}
        {/* Cards behind the top one show their back: a plain surface, gone once the card is on top.
            (Not faded: without a GPU, an opacity transition inside a card that moves cost as much to
            draw as all the moving cards together, at every frame of the rise.) */}
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 rounded-card bg-surface ring-1 ring-border"
          style={{ opacity: depth === 0 ? 0 : 1 }}
        />
        <SwipeHint
          direction={swipe.direction ?? leaving ?? null}
          progress={revealed ? full : swipe.progress}
          mode={hintMode}
          refused={swipe.direction ? !isAllowed(swipe.direction) : false}
        />
      </motion.div>
    </div>
  );
});
