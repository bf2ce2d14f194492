import { describe, expect, it } from 'vitest';
import { i18n, setupI18n } from './i18n';
import { formatNumber } from './number-format';

describe('the number format of the translations', () => {
  it('formats like Intl.NumberFormat of the locale, reading only its own options', () => {
    expect(formatNumber(12480, 'en-gb', { count: 12480, interpolationkey: 'count' })).toBe('12,480');
    expect(formatNumber(12480, 'de_de', { name: 'Daily Deals' })).toBe('12.480');
    expect(formatNumber(0.456, 'fr-fr', { style: 'percent', maximumFractionDigits: 1 })).toBe(
      new Intl.NumberFormat('fr-fr', { style: 'percent', maximumFractionDigits: 1 }).format(0.456),
    );
    expect(formatNumber(42, 'ar-sa')).toBe(new Intl.NumberFormat('ar-sa').format(42));
  });

  it('is the one i18next uses: one Intl.NumberFormat per locale, whatever the values', async () => {
    await setupI18n('en-gb');
    const Original = Intl.NumberFormat;
    let built = 0;
    const counting = ((...args: ConstructorParameters<typeof Intl.NumberFormat>) => {
      built += 1;
      return new Original(...args);
    }) as unknown as typeof Intl.NumberFormat;
    Intl.NumberFormat = counting;
    try {
      for (const count of [2, 37, 12480, 5, 99]) {
        expect(i18n.t('ui:sender_mails_count', { count })).toBe(
          `${new Original('en-gb').format(count)} mails`,
        );
      }
      expect(i18n.t('ui:sender_open_rate', { rate: 41 })).toContain('41');
    } finally {
      Intl.NumberFormat = Original;
    }
    expect(built).toBeLessThanOrEqual(1);
  });
});
