import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOCALES } from '../../src/shared/config/constants';
import { STATIC_PAGES } from '../../src/shared/lib/router/routes';
import { registerStaticPages } from '../routes/static-pages';

const app = Fastify();
const get = (url: string) => app.inject({ method: 'GET', url });

beforeAll(async () => {
  registerStaticPages(app, { contact: 'privacy@operator.example', root: process.cwd() });
  await app.ready();
});
afterAll(async () => {
  await app.close();
});

describe('static pages (onboarding §2: /privacy, /terms, ... opened at /static/{locale}/{page}.html)', () => {
  it('serves every static page in every locale as HTML in that language, with no missing text', async () => {
    const english = await get('/static/en-gb/privacy.html');
    for (const locale of LOCALES) {
      for (const page of STATIC_PAGES) {
        const response = await get(`/static/${locale}/${page}.html`);
        expect(response.statusCode, `${locale}/${page}`).toBe(200);
        expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
        const html = response.body;
        // de-at pages are the de-de ones (links are built as de-de), every other locale its own.
        const served = locale === 'de-at' ? 'de-de' : locale;
        const [language, region] = served.split('-');
        expect(html).toContain(`<html lang="${language}-${region?.toUpperCase()}"`);
        expect(html).toContain(`dir="${locale === 'ar-sa' ? 'rtl' : 'ltr'}"`);
        expect(html, `${locale}/${page} shows a raw key`).not.toMatch(/>[a-z-]+_(title|text|s\d+_\w+)</);
        expect(html).not.toContain('{{');
        expect(html).toMatch(/<h1>[^<]{2,}<\/h1>/);
        expect(html.match(/<section /g)?.length ?? 0).toBeGreaterThan(0);
        // The other static pages are linked, this one marked as the current page.
        expect(html).toContain(`href="/static/${served}/${page}.html" aria-current="page"`);
      }
    }
    const french = await get('/static/fr-fr/privacy.html');
    expect(french.body).toContain('<h1>Politique de confidentialité</h1>');
    expect(french.body).not.toBe(english.body);
  });

  it('the privacy page says what is read, stored, kept how long, how to delete, and whom to ask', async () => {
    const { body } = await get('/static/en-gb/privacy.html');
    expect(body).toContain('<title>Privacy policy · Tidy Fox</title>');
    for (const heading of [
      'What Tidy Fox reads',
      'What Tidy Fox stores',
      'How long',
      'Deleting your data',
      'Questions',
    ]) {
      expect(body).toContain(`>${heading}</h2>`);
    }
    expect(body).toContain('It does not read the content of your messages');
    expect(body).toContain('last 24 KB');
    expect(body).toContain('<a href="mailto:privacy@operator.example">privacy@operator.example</a>');
    expect(body).toContain('href="/en-gb/"');
    expect(body).toContain(`© ${new Date().getFullYear()} Tidy Fox`);
  });

  it('accepts a short language code and the privacy_policy alias; unknown pages and locales are 404', async () => {
    expect((await get('/static/de/terms.html')).body).toContain('<h1>Nutzungsbedingungen</h1>');
    expect((await get('/static/en-gb/privacy_policy.html')).body).toContain('<h1>Privacy policy</h1>');
    const bare = await get('/static/terms.html');
    expect(bare.statusCode).toBe(302);
    expect(bare.headers.location).toBe('/static/en-gb/terms.html');
    for (const url of [
      '/static/en-gb/secrets.html',
      '/static/xx-yy/privacy.html',
      '/static/en-gb/privacy',
      '/static/en-gb/..%2Fpackage.json',
    ]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });
});
