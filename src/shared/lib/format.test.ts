import { describe, expect, it } from 'vitest';
import { clampPercent } from './clamp-percent';
import { formatCo2Grams, splitCo2Grams } from './format-co2';
import { formatSizeKo, splitSizeKo } from './format-size';

describe('sizes show as KB below 1000, MB below 1e6, GB below 1e9, otherwise TB, no decimals', () => {
  it('switches units at 1e3, 1e6 and 1e9', () => {
    expect(splitSizeKo(999)).toEqual({ value: 999, unit: 'kilobyte' });
    expect(splitSizeKo(1000)).toEqual({ value: 1, unit: 'megabyte' });
    expect(splitSizeKo(999_999)).toEqual({ value: 1000, unit: 'megabyte' });
    expect(splitSizeKo(1e6)).toEqual({ value: 1, unit: 'gigabyte' });
    expect(splitSizeKo(2.4e9)).toEqual({ value: 2, unit: 'terabyte' });
  });
  it('rounds away every decimal and treats missing values as 0', () => {
    expect(splitSizeKo(1_560)).toEqual({ value: 2, unit: 'megabyte' });
    expect(splitSizeKo(Number.NaN)).toEqual({ value: 0, unit: 'kilobyte' });
    expect(formatSizeKo(1_560, 'en-GB')).toBe('2 MB');
    expect(formatSizeKo(12, 'fr-FR')).toMatch(/^12\s?ko$/);
  });
});

describe('CO2 of 1000 or more is shown in kg with 2 decimals, otherwise in g', () => {
  it('uses grams below 1000', () => {
    expect(splitCo2Grams(999.4)).toEqual({ value: 999, unit: 'gram', decimals: 0 });
    expect(formatCo2Grams(640, 'en-GB')).toBe('640 g');
  });
  it('uses kilograms with two decimals from 1000', () => {
    expect(splitCo2Grams(1000)).toEqual({ value: 1, unit: 'kilogram', decimals: 2 });
    expect(formatCo2Grams(1500, 'en-GB')).toBe('1.50 kg');
    expect(formatCo2Grams(1234, 'de-DE')).toBe('1,23 kg');
  });
});

describe('progress percentages are clamped to 0 to 100', () => {
  it('clamps', () => {
    expect(clampPercent(-5)).toBe(0);
    expect(clampPercent(150)).toBe(100);
    expect(clampPercent(42.5)).toBe(42.5);
    expect(clampPercent(Number.POSITIVE_INFINITY)).toBe(0);
  });
});
