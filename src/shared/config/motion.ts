/**
 * Motion durations in ms: the design token (tailwind.config.ts re-exports them as `duration-*`) and the
 * values framer-motion animations use, so CSS and JS motion stay in step.
 */
export const MOTION_MS = {
  instant: 0,
  fast: 120,
  base: 200,
  slow: 320,
  exit: 280,
  sheet: 360,
} as const;
