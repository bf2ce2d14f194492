import { useDrag } from '@use-gesture/react';
import { animate, type MotionValue, useMotionValue, useTransform } from 'framer-motion';
import { useCallback, useRef, useState } from 'react';
import {
  dominantDirection,
  SWIPE_DISTANCE_PX,
  SWIPE_TILT_DEG,
  type SwipeDirection,
  swipeDecision,
  swipeProgress,
} from './swipe';

const SNAP_SPRING = { type: 'spring', stiffness: 520, damping: 30 } as const;
/** A refused swipe: the card shakes from side to side and settles at rest. */
const SHAKE_KEYFRAMES_PX = [-18, 15, -10, 6, -3, 0];
const SHAKE_SECONDS = 0.45;

export interface UseSwipeOptions {
  /** Gestures on or off (the card is still shown). */
  enabled?: boolean;
  /** Reduced motion: no tilt, no spring, no shake (positions are set at once). */
  reduce?: boolean;
  /**
   * A drag was released past the distance or velocity threshold. Return false when the swipe is
   * refused: the card then shakes and comes back to rest.
   */
  onSwipe: (direction: SwipeDirection) => boolean;
  /** The direction under the finger changed while dragging (null when released or at rest). */
  onPreview?: (direction: SwipeDirection | null) => void;
}

export interface SwipeControls {
  /** Spread `bind()` on the element that follows the finger (it needs `touch-action: none`). */
  bind: ReturnType<typeof useDrag>;
  x: MotionValue<number>;
  y: MotionValue<number>;
  /** Tilt following the horizontal travel (0 under reduced motion). */
  rotate: MotionValue<number>;
  /** 0 at rest → 1 at the commit distance: drives the growing hint. */
  progress: MotionValue<number>;
  /** The direction the card is being dragged to, or the one it was committed to. */
  direction: SwipeDirection | null;
  dragging: boolean;
  /** Back to rest (spring, or at once under reduced motion). */
  snapBack: () => void;
  /** Show a refusal: shake and settle at rest (no travel under reduced motion). */
  shake: () => void;
  /** Show the full hint of a direction at rest (a decision made with a key or a button). */
  reveal: (direction: SwipeDirection) => void;
}

/**
 * A card that follows the finger in two dimensions and commits a swipe in one of four physical
 * directions (distance OR velocity threshold, see `swipeDecision`), with tilt and a growing hint.
 * Presentational: it reports the swipe and never decides what it means.
 */
export function useSwipe({
  enabled = true,
  reduce = false,
  onSwipe,
  onPreview,
}: UseSwipeOptions): SwipeControls {
  const x = useMotionValue(0);
  const y = useMotionValue(0);
  const progress = useMotionValue(0);
  const rotate = useTransform(x, (value) => {
    if (reduce) return 0;
    const tilt = (value / SWIPE_DISTANCE_PX) * SWIPE_TILT_DEG;
    return Math.max(-2 * SWIPE_TILT_DEG, Math.min(2 * SWIPE_TILT_DEG, tilt));
  });
  const [direction, setDirection] = useState<SwipeDirection | null>(null);
  const [dragging, setDragging] = useState(false);
  const current = useRef<SwipeDirection | null>(null);

  const point = useCallback(
    (next: SwipeDirection | null) => {
      if (current.current === next) return;
      current.current = next;
      setDirection(next);
      onPreview?.(next);
    },
    [onPreview],
  );

  const snapBack = useCallback(() => {
    point(null);
    if (reduce) {
      x.set(0);
      y.set(0);
      progress.set(0);
      return;
    }
    animate(x, 0, SNAP_SPRING);
    animate(y, 0, SNAP_SPRING);
    animate(progress, 0, { duration: 0.15 });
  }, [point, progress, reduce, x, y]);

  const shake = useCallback(() => {
    point(null);
    progress.set(0);
    if (reduce) {
      x.set(0);
      y.set(0);
      return;
    }
    animate(y, 0, SNAP_SPRING);
    animate(x, [x.get(), ...SHAKE_KEYFRAMES_PX], { duration: SHAKE_SECONDS, ease: 'easeOut' });
  }, [point, progress, reduce, x, y]);

  const reveal = useCallback(
    (next: SwipeDirection) => {
      current.current = next;
      setDirection(next);
      progress.set(1);
    },
    [progress],
  );

  const bind = useDrag(
    ({ first, active, tap, movement: [mx, my], velocity }) => {
      if (tap) return;
      if (first) setDragging(true);
      if (active) {
        x.set(mx);
        y.set(my);
        progress.set(swipeProgress(mx, my));
        point(dominantDirection(mx, my));
        return;
      }
      setDragging(false);
      const committed = swipeDecision([mx, my], velocity);
      if (committed) {
        point(committed);
        progress.set(1);
        if (!onSwipe(committed)) shake();
        return;
      }
      snapBack();
    },
    { enabled, filterTaps: true, pointer: { keys: false } },
  );

  return { bind, x, y, rotate, progress, direction, dragging, snapBack, shake, reveal };
}
