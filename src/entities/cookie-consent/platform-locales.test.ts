import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/shared/config/constants';
import { NECESSARY_COOKIE_ITEMS, OPTIONAL_COOKIE_ITEMS } from './model';

const read = (locale: string): Record<string, string> =>
  JSON.parse(readFileSync(join(__dirname, '../../shared/i18n/locales', locale, 'platform.json'), 'utf8'));

describe('platform namespace in all 22 locales', () => {
  const reference = read('en-gb');

  it('every locale has every key of en-gb, non-empty', () => {
    for (const locale of LOCALES) {
      const messages = read(locale);
      for (const key of Object.keys(reference)) {
        expect(messages[key], `${locale}:${key}`).toBeTruthy();
      }
    }
  });

  it('every cookie preference item has its title and description', () => {
    for (const name of [...OPTIONAL_COOKIE_ITEMS, ...NECESSARY_COOKIE_ITEMS]) {
      expect(reference[`cookie_${name}_title`], name).toBeTruthy();
    }
    for (const group of ['necessary', 'analytics', 'advertising', 'attribution']) {
      expect(reference[`cookie_${group}_description`], group).toBeTruthy();
    }
  });
});
