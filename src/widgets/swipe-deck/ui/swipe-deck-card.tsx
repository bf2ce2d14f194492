import { motion, useIsPresent, usePresenceData } from 'framer-motion';
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
import { MOTION_MS } from '@/shared/config/motion';
import { exitOffset, type SwipeDirection } from '@/shared/lib/swipe';
import { useSwipe } from '@/shared/lib/use-swipe';

/** Scale and offset of each card of the stack behind the top one (it "rises" when the top leaves). */
export const STACK_SCALE_STEP = 0.05;
export const STACK_OFFSET_PX = 14;

const RISE_SPRING = { type: 'spring', stiffness: 380, damping: 32 } as const;
const INSTANT = { duration: 0 } as const;

/** Controls inside a card (a share button, a link) are pressed, not dragged. */
const NO_DRAG = 'a, button, input, select, textarea, [data-no-drag]';

export interface SwipeDeckCardProps {
  /** 0 for the top card, then 1, 2… for the cards behind it. */
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
  children: ReactNode;
}

/**
 * (Memoised: the deck re-renders at each decision, and a card whose place and face did not change
 * is not drawn again.)
 *
 * One card of the deck: its place in the stack (scale, offset), the drag that follows the finger
 * with tilt and hint, and the exit in the decided direction (AnimatePresence `custom`).
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
  children,
}: SwipeDeckCardProps) {
  const isPresent = useIsPresent();
  const exitDirection = usePresenceData() as SwipeDirection | undefined;
  const swipe = useSwipe({
    enabled: interactive && isPresent,
    reduce,
    onSwipe,
    onPreview,
  });

  const lastRefusal = useRef(refusalSeq);
  // biome-ignore lint/correctness/useExhaustiveDependencies: shake once per refusal
  useEffect(() => {
    if (refusalSeq === lastRefusal.current) return;
    lastRefusal.current = refusalSeq;
    swipe.shake();
  }, [refusalSeq]);

  // A card decided with a key or a button shows its action's hint while it leaves.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the card starts leaving
  useEffect(() => {
    if (!isPresent && exitDirection) swipe.reveal(exitDirection);
  }, [isPresent]);

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
  const stacked = { scale: 1 - depth * STACK_SCALE_STEP, y: depth * STACK_OFFSET_PX, opacity: 1 };

  return (
    <motion.div
      data-slot="swipe-deck-card"
      data-depth={depth}
      data-state={isPresent ? 'active' : 'leaving'}
      data-top={depth === 0 && isPresent}
      aria-hidden={hidden || undefined}
      inert={hidden}
      className="absolute inset-x-0 top-0 bottom-8 origin-bottom"
      style={{ zIndex: stackSize - depth }}
      initial={reduce ? false : { ...stacked, opacity: 0 }}
      animate={stacked}
      transition={reduce ? INSTANT : RISE_SPRING}
      variants={{
        exit: (direction: SwipeDirection | undefined) => {
          if (reduce || !direction) return { opacity: 0, transition: INSTANT };
          const viewport = { width: window.innerWidth, height: window.innerHeight };
          const { x, y } = exitOffset(direction, viewport);
          const rotate = direction === 'left' ? -18 : direction === 'right' ? 18 : 0;
          return {
            x,
            y,
            rotate,
            transition: { duration: MOTION_MS.slow / 1000, ease: 'easeIn' },
          };
        },
      }}
      exit="exit"
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
        {/* Cards behind the top one show their back: a plain surface that fades as they rise. */}
        <motion.div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 rounded-card bg-surface ring-1 ring-border"
          initial={false}
          animate={{ opacity: depth === 0 ? 0 : 1 }}
          transition={reduce ? INSTANT : { duration: MOTION_MS.base / 1000 }}
        />
        <SwipeHint
          direction={swipe.direction}
          progress={swipe.progress}
          mode={hintMode}
          refused={swipe.direction ? !isAllowed(swipe.direction) : false}
        />
      </motion.div>
    </motion.div>
  );
});
