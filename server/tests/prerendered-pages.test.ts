import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { prerenderedPages, withScriptSources } from '../web/prerendered';
import { createTestApp } from './app-helpers';

/** A built web dir with prerendered pages for two locales. */
const webDir = mkdtempSync(join(tmpdir(), 'prerendered-'));
for (const locale of ['en-gb', 'fr-fr']) {
  mkdirSync(join(webDir, 'prerendered', locale), { recursive: true });
  for (const page of ['landing', 'start', 'loginEmail'])
    writeFileSync(join(webDir, 'prerendered', locale, `${page}.html`), `<html>${locale} ${page}</html>`);
}
const HASH = "'sha256-uQQG2V6in/t5gf0V56ab33PSd2cu1qO6+srcUZ/qugQ='";
// The build's CSP sources of the pages' inline first-paint script (scripts/vite-prerender.ts).
writeFileSync(join(webDir, 'prerendered', 'csp.json'), JSON.stringify({ scriptSrc: [HASH] }));
writeFileSync(join(webDir, 'index.html'), '<!doctype html><title>Tidy Fox</title>');
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

  it('reads the inline script’s CSP sources the build wrote, keeping only hash sources', () => {
    expect(pages.scriptSources).toEqual([HASH]);
    // csp.json is no locale.
    expect(pages.fileFor('/csp.json/', 'en')).toBeNull();
    const other = mkdtempSync(join(tmpdir(), 'prerendered-'));
    try {
      mkdirSync(join(other, 'prerendered', 'en-gb'), { recursive: true });
      expect(prerenderedPages(other).scriptSources).toEqual([]);
      writeFileSync(
        join(other, 'prerendered', 'csp.json'),
        JSON.stringify({ scriptSrc: [HASH, "'unsafe-inline'", 'https://evil.example', 42] }),
      );
      expect(prerenderedPages(other).scriptSources).toEqual([HASH]);
      writeFileSync(join(other, 'prerendered', 'csp.json'), '{oops');
      expect(prerenderedPages(other).scriptSources).toEqual([]);
    } finally {
      rmSync(other, { recursive: true, force: true });
    }
  });
});

describe('the CSP of a prerendered page', () => {
  it('adds the script sources to script-src, or to a script-src made from default-src', () => {
    expect(withScriptSources("default-src 'self';script-src 'self';object-src 'none'", [HASH])).toBe(
      `default-src 'self';script-src 'self' ${HASH};object-src 'none'`,
    );
    expect(withScriptSources("default-src 'self'; img-src data:", [HASH])).toBe(
      `default-src 'self';img-src data:;script-src 'self' ${HASH}`,
    );
    expect(withScriptSources('img-src data:', [HASH])).toBe(`img-src data:;script-src ${HASH}`);
    expect(withScriptSources("script-src 'self'", [])).toBe("script-src 'self'");
  });

  it('is sent with the prerendered pages only; every other page keeps the policy without inline scripts', async () => {
    const site = await createTestApp({ env: { WEB_DIR: webDir } });
    try {
      const landing = await site.app.inject({
        method: 'GET',
        url: '/',
        headers: { 'accept-language': 'fr' },
      });
      expect(landing.body).toBe('<html>fr-fr landing</html>');
      const policy = String(landing.headers['content-security-policy']);
      expect(policy).toContain(`script-src 'self' ${HASH}`);
      // The rest of the server's policy is unchanged.
      expect(policy).toContain("default-src 'self'");
      expect(policy).toContain("script-src-attr 'none'");
      const loginEmail = await site.app.inject({ method: 'GET', url: '/en-gb/login/email' });
      expect(String(loginEmail.headers['content-security-policy'])).toContain(HASH);
      const other = await site.app.inject({ method: 'GET', url: '/en-gb/newsletters' });
      expect(other.body).toContain('<title>Tidy Fox</title>');
      expect(String(other.headers['content-security-policy'])).toContain("script-src 'self';");
      expect(String(other.headers['content-security-policy'])).not.toContain('sha256');
    } finally {
      await site.close();
    }
  });
});
