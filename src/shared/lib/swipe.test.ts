import { describe, expect, it } from 'vitest';
import { KEY_CODES } from '@/shared/config/constants';
import {
  directionOfKeyCode,
  dominantDirection,
  exitOffset,
  keyCodeOf,
  SWIPE_DISTANCE_PX,
  SWIPE_FLICK_MIN_PX,
  SWIPE_VELOCITY,
  swipeDecision,
  swipeProgress,
} from './swipe';

describe('swipe decisions (spec product §2: left, up, right, down)', () => {
  it('points along the axis the drag moved most', () => {
    expect(dominantDirection(-40, 10)).toBe('left');
    expect(dominantDirection(40, -10)).toBe('right');
    expect(dominantDirection(5, -30)).toBe('up');
    expect(dominantDirection(-5, 30)).toBe('down');
    expect(dominantDirection(0, 0)).toBeNull();
  });

  it('commits a slow drag only past the distance threshold', () => {
    expect(swipeDecision([-(SWIPE_DISTANCE_PX - 1), 0], [0, 0])).toBeNull();
    expect(swipeDecision([-SWIPE_DISTANCE_PX, 0], [0, 0])).toBe('left');
    expect(swipeDecision([0, SWIPE_DISTANCE_PX + 20], [0, 0])).toBe('down');
  });

  it('commits a short flick by its speed along the dominant axis', () => {
    expect(swipeDecision([0, -40], [0, SWIPE_VELOCITY])).toBe('up');
    // fast, but across the axis it is not moving along
    expect(swipeDecision([0, -40], [SWIPE_VELOCITY * 3, 0])).toBeNull();
    // fast, but too short to be more than a tap
    expect(swipeDecision([SWIPE_FLICK_MIN_PX - 1, 0], [SWIPE_VELOCITY * 3, 0])).toBeNull();
  });

  it('grows the hint with the distance, full at the threshold', () => {
    expect(swipeProgress(0, 0)).toBe(0);
    expect(swipeProgress(SWIPE_DISTANCE_PX / 2, 0)).toBe(0.5);
    expect(swipeProgress(0, -SWIPE_DISTANCE_PX * 3)).toBe(1);
  });

  it('sends a leaving card beyond the viewport in its direction', () => {
    const viewport = { width: 375, height: 812 };
    expect(exitOffset('left', viewport).x).toBeLessThan(-viewport.width);
    expect(exitOffset('right', viewport).x).toBeGreaterThan(viewport.width);
    expect(exitOffset('up', viewport).y).toBeLessThan(-viewport.height);
    expect(exitOffset('down', viewport)).toMatchObject({ x: 0 });
  });

  it('reads arrow keys 37–40 by code or by name', () => {
    expect(directionOfKeyCode(KEY_CODES.left)).toBe('left');
    expect(directionOfKeyCode(KEY_CODES.up)).toBe('up');
    expect(directionOfKeyCode(KEY_CODES.right)).toBe('right');
    expect(directionOfKeyCode(KEY_CODES.down)).toBe('down');
    expect(directionOfKeyCode(13)).toBeNull();
    expect(keyCodeOf({ key: 'ArrowDown', keyCode: 0 })).toBe(KEY_CODES.down);
    expect(keyCodeOf({ key: 'x', keyCode: 0 })).toBe(0);
  });
});
