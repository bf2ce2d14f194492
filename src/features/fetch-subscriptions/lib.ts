import { ENOUGH_NEWSLETTERS_MIN_EXCLUSIVE } from '@/shared/config/constants';
import { clampPercent } from '@/shared/lib/clamp-percent';

/** Spec §4 Fetch: enoughNewsletters means more than 9 items in total. */
export function hasEnoughNewsletters(total: number): boolean {
  return total > ENOUGH_NEWSLETTERS_MIN_EXCLUSIVE;
}

/** Spec §4 Fetch: done = total − remaining (at least 0); percent = done / total, clamped to 0–100. */
export function fetchProgress(total: number, remaining: number): { done: number; percent: number } {
  const safeTotal = Number.isFinite(total) && total > 0 ? total : 0;
  const done = Math.max(0, safeTotal - (Number.isFinite(remaining) ? remaining : 0));
  const percent = safeTotal === 0 ? 0 : clampPercent((done / safeTotal) * 100);
  return { done, percent };
}
