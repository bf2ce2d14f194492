import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE, LOCALES } from '@/shared/config/constants';

const dir = join(import.meta.dirname, 'locales');

function keysOf(value: unknown, prefix = ''): string[] {
  if (value === null || typeof value !== 'object') return [prefix];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    keysOf(child, prefix ? `${prefix}.${key}` : key),
  );
}

function read(locale: string, namespace: string): unknown {
  return JSON.parse(readFileSync(join(dir, locale, `${namespace}.json`), 'utf8'));
}

const namespaces = readdirSync(join(dir, DEFAULT_LOCALE)).map((file) => file.replace(/\.json$/, ''));

describe('spec onboarding §9: the 22 locales', () => {
  it('has exactly one folder per supported locale', () => {
    expect(readdirSync(dir).sort()).toEqual([...LOCALES].sort());
  });

  for (const locale of LOCALES) {
    it(`${locale} has every key en-gb has, in every namespace, with non-empty text`, () => {
      for (const namespace of namespaces) {
        const reference = keysOf(read(DEFAULT_LOCALE, namespace));
        const translated = read(locale, namespace);
        const present = new Set(keysOf(translated));
        const missing = reference.filter((key) => !present.has(key));
        expect(missing, `${locale}/${namespace}.json misses keys`).toEqual([]);
        const empty = reference.filter((key) => {
          const text = key
            .split('.')
            .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], translated);
          return typeof text !== 'string' || text.trim() === '';
        });
        expect(empty, `${locale}/${namespace}.json has empty texts`).toEqual([]);
      }
    });
  }
});

/** Every text of a locale, with its namespace and key. */
function textsOf(locale: string): { where: string; text: string }[] {
  const walk = (value: unknown, where: string): { where: string; text: string }[] =>
    typeof value === 'string'
      ? [{ where, text: value }]
      : value !== null && typeof value === 'object'
        ? Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
            walk(child, `${where}.${key}`),
          )
        : [];
  return namespaces.flatMap((namespace) => walk(read(locale, namespace), namespace));
}

/**
 * One way of addressing the user per language: a German screen must not say "Wähle deine Absender"
 * above a dialog saying "Sie kommen zurück in Ihre Liste". German (both locales) uses "Sie" throughout;
 * Dutch (both locales) "je" (the informal forms are the product's voice there).
 */
describe('the user is addressed one way per language', () => {
  const informalGerman = /\b(du|dich|dir|dein|deine|deinen|deinem|deiner|deines)\b/i;
  for (const locale of ['de-de', 'de-at']) {
    it(`${locale} says "Sie", never "du"`, () => {
      const found = textsOf(locale).filter(({ text }) => informalGerman.test(text));
      expect(found.map(({ where, text }) => `${where}: ${text}`)).toEqual([]);
    });
  }
  const formalDutch = /\b(u|uw)\b/i;
  for (const locale of ['nl-nl', 'nl-be']) {
    it(`${locale} says "je", never "u"`, () => {
      const found = textsOf(locale).filter(({ text }) => formalDutch.test(text));
      expect(found.map(({ where, text }) => `${where}: ${text}`)).toEqual([]);
    });
  }
});
