import { KEY_CODES } from '@/shared/config/constants';

/** The four physical swipe directions (they never flip in right-to-left layouts). */
export type SwipeDirection = keyof typeof KEY_CODES;

/** A release further than this along the dominant axis commits the swipe. */
export const SWIPE_DISTANCE_PX = 96;
/** …or a flick at least this fast (px per ms, along the dominant axis)… */
export const SWIPE_VELOCITY = 0.45;
/** …that travelled at least this far (so a jittery tap never counts as a flick). */
export const SWIPE_FLICK_MIN_PX = 24;
/** Card tilt at SWIPE_DISTANCE_PX of horizontal travel, in degrees (capped at twice that). */
export const SWIPE_TILT_DEG = 8;

/** The direction a drag points to: the axis it moved most along, or null when it did not move. */
export function dominantDirection(dx: number, dy: number): SwipeDirection | null {
  if (dx === 0 && dy === 0) return null;
  if (Math.abs(dx) >= Math.abs(dy)) return dx < 0 ? 'left' : 'right';
  return dy < 0 ? 'up' : 'down';
}

/** Distance travelled along the dominant axis. */
export function dominantDistance(dx: number, dy: number): number {
  return Math.max(Math.abs(dx), Math.abs(dy));
}

/** How far a drag is towards committing (0 at rest, 1 at the distance threshold). */
export function swipeProgress(dx: number, dy: number): number {
  return Math.min(1, dominantDistance(dx, dy) / SWIPE_DISTANCE_PX);
}

/**
 * Decides what a released drag does: the direction it commits to when it went far enough OR was
 * flicked fast enough along its dominant axis, else null (the card snaps back).
 * `velocity` is the absolute speed per axis in px/ms (as @use-gesture reports it).
 */
export function swipeDecision(
  [dx, dy]: readonly [number, number],
  [vx, vy]: readonly [number, number],
): SwipeDirection | null {
  const direction = dominantDirection(dx, dy);
  if (!direction) return null;
  const distance = dominantDistance(dx, dy);
  if (distance >= SWIPE_DISTANCE_PX) return direction;
  const speed = direction === 'left' || direction === 'right' ? Math.abs(vx) : Math.abs(vy);
  return speed >= SWIPE_VELOCITY && distance >= SWIPE_FLICK_MIN_PX ? direction : null;
}

/** Where a card leaves to: well past the viewport in the swipe direction. */
export function exitOffset(
  direction: SwipeDirection,
  viewport: { width: number; height: number },
): { x: number; y: number } {
  const far = { x: viewport.width * 1.2 + 200, y: viewport.height * 1.1 + 200 };
  switch (direction) {
    case 'left':
      return { x: -far.x, y: 0 };
    case 'right':
      return { x: far.x, y: 0 };
    case 'up':
      return { x: 0, y: -far.y };
    case 'down':
      return { x: 0, y: far.y };
  }
}

const KEY_NAMES: Readonly<Record<string, number>> = {
  ArrowLeft: KEY_CODES.left,
  ArrowUp: KEY_CODES.up,
  ArrowRight: KEY_CODES.right,
  ArrowDown: KEY_CODES.down,
};

/** The legacy key code of a keyboard event (37–40 for the arrows), also when only `key` is set. */
export function keyCodeOf(event: Pick<KeyboardEvent, 'key' | 'keyCode'>): number {
  return event.keyCode || KEY_NAMES[event.key] || 0;
}

const DIRECTION_BY_KEY_CODE: Readonly<Record<number, SwipeDirection>> = Object.fromEntries(
  (Object.entries(KEY_CODES) as [SwipeDirection, number][]).map(([direction, code]) => [code, direction]),
);

/** The swipe direction an arrow key code stands for (37 left, 38 up, 39 right, 40 down), or null. */
export function directionOfKeyCode(keyCode: number): SwipeDirection | null {
  return DIRECTION_BY_KEY_CODE[keyCode] ?? null;
}
