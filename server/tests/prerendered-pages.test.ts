import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { prerenderedPages } from '../web/prerendered';

/** A built web dir with prerendered pages for two locales. */
const webDir = mkdtempSync(join(tmpdir(), 'prerendered-'));
for (const locale of ['en-gb', 'fr-fr']) {
  mkdirSync(join(webDir, 'prerendered', locale), { recursive: true });
  for (const page of ['landing', 'start', 'loginEmail'])
    writeFileSync(join(webDir, 'prerendered', locale, `${page}.html`), `<html>${locale} ${page}</html>`);
}
afterAll(() => rmSync(webDir, { recursive: true, force: true }));

describe('prerendered pages', () => {
  const pages = prerenderedPages(webDir);

  it('serves the page of a prefixed path in its locale, whatever the browser language', () => {
    expect(pages.fileFor('/fr-fr/', 'en-GB')).toEqual({
      file: 'prerendered/fr-fr/landing.html',
      byLanguage: false,
    });
    expect(pages.fileFor('/fr-fr', undefined)?.file).toBe('prerendered/fr-fr/landing.html');
    expect(pages.fileFor('/en-gb/login/email?email=a%40b.co', 'fr')?.file).toBe(
      'prerendered/en-gb/loginEmail.html',
    );
    expect(pages.fileFor('/EN-GB/Start/', undefined)?.file).toBe('prerendered/en-gb/start.html');
  });

  it('picks the locale of an unprefixed path from the first Accept-Language entry, else en-gb', () => {
    expect(pages.fileFor('/', 'fr-FR,fr;q=0.9,en;q=0.8')).toEqual({
      file: 'prerendered/fr-fr/landing.html',
      byLanguage: true,
    });
    expect(pages.fileFor('/login/email', 'fr')?.file).toBe('prerendered/fr-fr/loginEmail.html');
    expect(pages.fileFor('/', 'xx-YY')?.file).toBe('prerendered/en-gb/landing.html');
    expect(pages.fileFor('/', undefined)?.file).toBe('prerendered/en-gb/landing.html');
    // A supported locale the build did not prerender gets the app's index.html.
    expect(pages.fileFor('/', 'de-DE')).toBeNull();
  });

  it('answers null for every other path', () => {
    for (const url of ['/en-gb/newsletters', '/login', '/en-gb/login/email/extra', '/add-inbox', '/xx-yy/'])
      expect(pages.fileFor(url, 'en')).toBeNull();
  });

  it('answers null when the build has no prerendered pages', () => {
    expect(prerenderedPages(join(webDir, 'missing')).fileFor('/', 'en')).toBeNull();
  });
});
