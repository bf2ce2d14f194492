import { SIZE_UNIT_STEPS } from '@/shared/config/constants';

export type SizeUnit = 'kilobyte' | 'megabyte' | 'gigabyte' | 'terabyte';

/**
 * Splits a size given in kilo-octets into a value and a unit (spec product §2 /stats, §9):
 * KB below 1e3, MB below 1e6, GB below 1e9, otherwise TB. No decimals.
 */
export function splitSizeKo(sizeKo: number): { value: number; unit: SizeUnit } {
  const safe = Number.isFinite(sizeKo) && sizeKo > 0 ? sizeKo : 0;
  const [kb, mb, gb] = SIZE_UNIT_STEPS as [number, number, number];
  if (safe < kb) return { value: Math.round(safe), unit: 'kilobyte' };
  if (safe < mb) return { value: Math.round(safe / kb), unit: 'megabyte' };
  if (safe < gb) return { value: Math.round(safe / mb), unit: 'gigabyte' };
  return { value: Math.round(safe / gb), unit: 'terabyte' };
}

/** Formats a size in kilo-octets with the locale's unit names, e.g. "12 MB" (no decimals). */
export function formatSizeKo(sizeKo: number, locale: string): string {
  const { value, unit } = splitSizeKo(sizeKo);
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    maximumFractionDigits: 0,
  }).format(value);
}
