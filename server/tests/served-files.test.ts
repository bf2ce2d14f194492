import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/shared/config/constants';
import { NECESSARY_COOKIE_ITEMS, OPTIONAL_COOKIE_ITEMS } from '../../src/shared/config/cookies';
import { HEAD_PAGES } from '../../src/shared/config/head';
import { servedFiles } from '../routes/served-files';

const files = servedFiles(process.cwd());

describe('served files (onboarding §7 static files)', () => {
  it('/structureddata has a title and description of every public page in every language, translated', () => {
    for (const locale of LOCALES) {
      for (const page of HEAD_PAGES) {
        const data = files[`/structureddata/${page}_${locale}.json`] as {
          title: string;
          description: string;
          jsonLd: { inLanguage: string; name: string };
        };
        expect(data.title.length, `${page}_${locale}`).toBeGreaterThan(5);
        expect(data.description.length, `${page}_${locale}`).toBeGreaterThan(10);
        expect(data.jsonLd.name).toBe(data.title);
        expect(data.jsonLd.inLanguage.toLowerCase()).toBe(locale);
      }
    }
    const english = files['/structureddata/landing_en-gb.json'] as { title: string };
    const french = files['/structureddata/landing_fr-fr.json'] as { title: string };
    expect(french.title).not.toBe(english.title);
  });

  it('/cookies.json lists every preference item once, the EEA-only ones marked', () => {
    const cookies = files['/cookies.json'] as {
      lifetimeMs: number;
      items: Array<{ name: string; necessary: boolean; eeaOnly: boolean; group: string }>;
    };
    expect(cookies.lifetimeMs).toBe(34_128e6);
    expect(cookies.items.map((item) => item.name).sort()).toEqual(
      [...NECESSARY_COOKIE_ITEMS, ...OPTIONAL_COOKIE_ITEMS].sort(),
    );
    expect(cookies.items.filter((item) => item.eeaOnly).map((item) => item.name)).toEqual([
      'ad_personalization',
      'ad_user_data',
    ]);
    expect(cookies.items.filter((item) => item.necessary).every((item) => item.group === 'necessary')).toBe(
      true,
    );
  });

  it('/meta.json names the languages and the public pages', () => {
    expect(files['/meta.json']).toMatchObject({
      defaultLocale: 'en-gb',
      locales: LOCALES,
      pages: HEAD_PAGES,
    });
  });
});
