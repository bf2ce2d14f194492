import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SELECT_ONE_EMAIL_KEY, SETTINGS_ERROR_KEY } from '@/features/mailbox-settings/model';
import { PUSH_ERROR_KEYS } from '@/features/notification-settings/model';
import { LOCALES } from '@/shared/config/constants';

const localesDir = join(process.cwd(), 'src/shared/i18n/locales');
const read = (locale: string): Record<string, string> =>
  JSON.parse(readFileSync(join(localesDir, locale, 'product.json'), 'utf8'));
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();

describe('product copy: every key the product models use exists in all 22 locales', () => {
  it('has a product.json in each locale with the keys of en-gb and the same placeholders', () => {
    const reference = read('en-gb');
    expect(readdirSync(localesDir).sort()).toEqual([...LOCALES].sort());
    for (const locale of LOCALES) {
      const messages = read(locale);
      expect(Object.keys(messages).sort(), locale).toEqual(Object.keys(reference).sort());
      for (const [key, text] of Object.entries(reference)) {
        expect(messages[key]?.trim(), `${locale}:${key}`).toBeTruthy();
        expect(placeholders(messages[key] ?? ''), `${locale}:${key}`).toEqual(placeholders(text));
      }
    }
  });
  it('covers the keys the models emit', () => {
    const reference = read('en-gb');
    const used = [
      SETTINGS_ERROR_KEY,
      SELECT_ONE_EMAIL_KEY,
      ...Object.values(PUSH_ERROR_KEYS),
      'product:share_text_stats',
      'product:share_text_generic',
    ];
    for (const key of used) expect(reference[key.replace('product:', '')], key).toBeTruthy();
  });
});
