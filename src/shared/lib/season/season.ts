import type { SEASONAL_THEMES } from '@/shared/config/constants';

export type SeasonalTheme = (typeof SEASONAL_THEMES)[number];

/**
 * The seasonal theme of a day (onboarding §9: winter ski, winter snowman, halloween), or null outside
 * the seasons. The spec names the themes, not their dates; these are ours: halloween from 15 October to
 * 31 October, the snowman through December, skiing from 1 January to the end of February.
 */
export function seasonalThemeOn(date: Date): SeasonalTheme | null {
  const month = date.getMonth(); // 0 = January
  const day = date.getDate();
  if (month === 9 && day >= 15) return 'halloween';
  if (month === 11) return 'winterSnowman';
  if (month === 0 || month === 1) return 'winterSki';
  return null;
}
