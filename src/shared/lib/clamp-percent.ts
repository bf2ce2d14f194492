import { PROGRESS_MAX, PROGRESS_MIN } from '@/shared/config/constants';

/** Clamps a percentage to 0–100 (a non-finite value counts as 0). */
export function clampPercent(value: number): number {
  if (!Number.isFinite(value)) return PROGRESS_MIN;
  return Math.min(PROGRESS_MAX, Math.max(PROGRESS_MIN, value));
}
