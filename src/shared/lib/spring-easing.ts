export interface Spring {
  stiffness: number;
  damping: number;
  mass?: number;
}

export interface SpringTiming {
  /** Until the spring rests (within 0.1 % of its target, and slow): ms, rounded up. */
  duration: number;
  /** A CSS `linear()` easing that follows the spring's progress from 0 to 1 (overshoot included). */
  easing: string;
}

/** Below this distance from the target (as a share of the travel) and speed (per s), the spring rests. */
const REST_DELTA = 0.001;
const REST_SPEED = 0.01;
/** Integration step (s) and the points written into the easing. */
const STEP = 1 / 1000;
const POINTS = 48;
/** A spring that never settles is cut here. */
const MAX_SECONDS = 4;

/**
 * A damped spring's timing for a CSS or Web Animations animation: the same motion a JavaScript spring
 * (framer-motion's, from rest to its target) draws frame by frame on the main thread, as one easing the
 * compositor plays by itself. Progress of any travel follows the same curve (a linear spring from rest),
 * so one easing serves every property of an element.
 */
export function springTiming({ stiffness, damping, mass = 1 }: Spring): SpringTiming {
  const samples: number[] = [];
  let position = 0;
  let velocity = 0;
  let time = 0;
  // Semi-implicit Euler at 1 ms: stable for these springs and exact enough for 48 points.
  for (; time < MAX_SECONDS; time += STEP) {
    samples.push(position);
    const force = -stiffness * (position - 1) - damping * velocity;
    velocity += (force / mass) * STEP;
    position += velocity * STEP;
    if (Math.abs(position - 1) < REST_DELTA && Math.abs(velocity) < REST_SPEED) break;
  }
  samples.push(1);
  const last = samples.length - 1;
  const points = Array.from({ length: POINTS + 1 }, (_, index) => {
    const value = samples[Math.round((index / POINTS) * last)] ?? 1;
    return Number(value.toFixed(4));
  });
  points[0] = 0;
  points[POINTS] = 1;
  return { duration: Math.ceil(time * 1000), easing: `linear(${points.join(', ')})` };
}
