import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { SEASONAL_THEMES } from '@/shared/config/constants';
import { $seasonalTheme, seasonChecked } from './model';
import { seasonalThemeOn } from './season';

const on = (iso: string) => seasonalThemeOn(new Date(`${iso}T12:00:00`));

describe('seasonal themes (onboarding §9: winter ski, winter snowman, halloween)', () => {
  it('halloween from 15 to 31 October, the snowman in December, skiing in January and February', () => {
    expect(on('2026-10-14')).toBeNull();
    expect(on('2026-10-15')).toBe('halloween');
    expect(on('2026-10-31')).toBe('halloween');
    expect(on('2026-11-01')).toBeNull();
    expect(on('2026-12-01')).toBe('winterSnowman');
    expect(on('2026-12-31')).toBe('winterSnowman');
    expect(on('2027-01-01')).toBe('winterSki');
    expect(on('2028-02-29')).toBe('winterSki');
    expect(on('2027-03-01')).toBeNull();
    expect(on('2027-07-14')).toBeNull();
  });

  it('every theme of the constant has its season', () => {
    const seen = new Set<string>();
    for (let day = 0; day < 366; day += 1) {
      const theme = seasonalThemeOn(new Date(2028, 0, 1 + day));
      if (theme) seen.add(theme);
    }
    expect([...seen].sort()).toEqual([...SEASONAL_THEMES].sort());
  });

  it('the store follows the checked date', async () => {
    const scope = fork();
    await allSettled(seasonChecked, { scope, params: new Date(2026, 9, 20) });
    expect(scope.getState($seasonalTheme)).toBe('halloween');
    await allSettled(seasonChecked, { scope, params: new Date(2026, 5, 20) });
    expect(scope.getState($seasonalTheme)).toBeNull();
  });
});
