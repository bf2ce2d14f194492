import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ACTIONS, LOCALES } from '@/shared/config/constants';

const localesDir = join(process.cwd(), 'src/shared/i18n/locales');
const read = (locale: string): Record<string, string> =>
  JSON.parse(readFileSync(join(localesDir, locale, 'cards.json'), 'utf8'));
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();
const PLURAL = /_(zero|one|two|few|many|other)$/;

describe('cards copy (namespace `cards`) in the 22 locales', () => {
  const reference = read('en-gb');
  const pluralBases = [
    ...new Set(
      Object.keys(reference)
        .filter((key) => PLURAL.test(key))
        .map((key) => key.replace(PLURAL, '')),
    ),
  ];

  it('has every key of en-gb with the same placeholders', () => {
    for (const locale of LOCALES) {
      const messages = read(locale);
      for (const [key, text] of Object.entries(reference)) {
        expect(messages[key]?.trim(), `${locale}:${key}`).toBeTruthy();
        if (!PLURAL.test(key))
          expect(placeholders(messages[key] ?? ''), `${locale}:${key}`).toEqual(placeholders(text));
      }
    }
  });

  it('has every plural form the locale’s CLDR rules can pick (milestones at 25 and 50, later-list counts)', () => {
    expect(pluralBases.sort()).toEqual(['later_info_text', 'milestone_title']);
    for (const locale of LOCALES) {
      const messages = read(locale);
      const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
      for (const base of pluralBases) {
        for (const category of categories) {
          expect(messages[`${base}_${category}`]?.trim(), `${locale}:${base}_${category}`).toBeTruthy();
        }
      }
    }
  });

  it('has the copy the deck and the tutorial build from an action or a step', () => {
    for (const action of ACTIONS) {
      expect(reference[`announce_${action}`]).toContain('{{name}}');
      expect(reference[`tutorial_${action}_title`]).toBeTruthy();
    }
    for (const step of ['spams', 'end']) expect(reference[`tutorial_${step}_text`]).toBeTruthy();
    for (const direction of ['left', 'up', 'right', 'down']) {
      expect(reference[`tutorial_gesture_${direction}`]).toBeTruthy();
      expect(reference[`tutorial_key_${direction}`]).toBeTruthy();
    }
  });
});
