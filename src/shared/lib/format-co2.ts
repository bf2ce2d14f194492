import { CO2_KG_DECIMALS, CO2_KG_THRESHOLD_G } from '@/shared/config/constants';

/**
 * Splits a CO2 mass given in grams (spec product §9): 1000 g or more is shown in kg with 2 decimals,
 * otherwise in g (rounded).
 */
export function splitCo2Grams(grams: number): { value: number; unit: 'gram' | 'kilogram'; decimals: number } {
  const safe = Number.isFinite(grams) && grams > 0 ? grams : 0;
  if (safe >= CO2_KG_THRESHOLD_G) {
    return { value: safe / CO2_KG_THRESHOLD_G, unit: 'kilogram', decimals: CO2_KG_DECIMALS };
  }
  return { value: Math.round(safe), unit: 'gram', decimals: 0 };
}

/** Formats a CO2 mass in grams with the locale's unit names, e.g. "1.50 kg" or "640 g". */
export function formatCo2Grams(grams: number, locale: string): string {
  const { value, unit, decimals } = splitCo2Grams(grams);
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit,
    unitDisplay: 'short',
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(value);
}
