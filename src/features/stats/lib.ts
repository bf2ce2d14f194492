import { COUNT_UP_STEP_MS, COUNT_UP_STEPS, TIPS_CAROUSEL_COUNT } from '@/shared/config/constants';

/** Spec §2 /stats: numbers count up from 0 to their value in 100 steps, one step every 5 ms. */
export const COUNT_UP = { steps: COUNT_UP_STEPS, stepMs: COUNT_UP_STEP_MS } as const;

/** The value shown `elapsedMs` after the count-up started (reaches the target after 500 ms). */
export function countUpValue(target: number, elapsedMs: number): number {
  const step = Math.min(COUNT_UP_STEPS, Math.max(0, Math.floor(elapsedMs / COUNT_UP_STEP_MS)));
  return step >= COUNT_UP_STEPS ? target : Math.round((target * step) / COUNT_UP_STEPS);
}

/** The four tips of the carousel (spec §2 /stats). */
export const STATS_TIPS = ['forest', 'mailbox', 'earth', 'plane'] as const;
export type StatsTip = (typeof STATS_TIPS)[number];

/** Desktop arrows cycle modulo 4. */
export function cycleTip(index: number, delta: number): number {
  return (((index + delta) % TIPS_CAROUSEL_COUNT) + TIPS_CAROUSEL_COUNT) % TIPS_CAROUSEL_COUNT;
}

/** Mobile highlights the dot of the most visible tip (visible ratios per tip, 0..1). */
export function mostVisibleTip(ratios: readonly number[]): number {
  let best = 0;
  ratios.forEach((ratio, index) => {
    if (ratio > (ratios[best] ?? 0)) best = index;
  });
  return best;
}
