import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { COOKIE_CONSENT_LIFETIME_MS, DEFAULT_LOCALE, LOCALES } from '../../src/shared/config/constants';
import {
  COOKIE_ITEM_GROUP,
  EEA_ONLY_ITEMS,
  NECESSARY_COOKIE_ITEMS,
  OPTIONAL_COOKIE_ITEMS,
} from '../../src/shared/config/cookies';
import { HEAD_PAGES, structuredDataPath } from '../../src/shared/config/head';

/**
 * The static files of onboarding §7 besides the app: /cookies.json (the cookie preference catalogue),
 * /meta.json (name, version, languages and the public pages) and /structureddata/{page}_{locale}.json
 * (title, description and schema.org data of each public page in each language, from the onboarding
 * namespace). Built once from the shared config and the locale files, answered by the server (the
 * app's head model reads the page's file on each public page).
 */
export type ServedFiles = Record<string, unknown>;

function readJson(path: string): Record<string, string> {
  return JSON.parse(readFileSync(path, 'utf8')) as Record<string, string>;
}

export function servedFiles(root: string): ServedFiles {
  const pkg = readJson(join(root, 'package.json'));
  const files: ServedFiles = {
    '/cookies.json': {
      lifetimeMs: COOKIE_CONSENT_LIFETIME_MS,
      items: [
        ...NECESSARY_COOKIE_ITEMS.map((name) => ({ name, necessary: true, eeaOnly: false })),
        ...OPTIONAL_COOKIE_ITEMS.map((name) => ({
          name,
          necessary: false,
          eeaOnly: EEA_ONLY_ITEMS.includes(name),
        })),
      ].map((item) => ({
        ...item,
        group: COOKIE_ITEM_GROUP[item.name],
        title: `platform:cookie_${item.name}_title`,
        description: `platform:cookie_${COOKIE_ITEM_GROUP[item.name]}_description`,
      })),
    },
    '/meta.json': {
      name: 'Tidy Fox',
      version: pkg.version,
      defaultLocale: DEFAULT_LOCALE,
      locales: LOCALES,
      pages: HEAD_PAGES,
      structuredData: '/structureddata/{page}_{locale}.json',
    },
  };
  for (const locale of LOCALES) {
    const texts = readJson(join(root, 'src/shared/i18n/locales', locale, 'onboarding.json'));
    const fallback = readJson(join(root, 'src/shared/i18n/locales', DEFAULT_LOCALE, 'onboarding.json'));
    const [language, region = ''] = locale.split('-');
    for (const page of HEAD_PAGES) {
      const title = texts[`head_${page}_title`] ?? fallback[`head_${page}_title`] ?? 'Tidy Fox';
      const description = texts[`head_${page}_description`] ?? fallback[`head_${page}_description`] ?? '';
      files[structuredDataPath(page, locale)] = {
        page,
        locale,
        title,
        description,
        jsonLd: {
          '@context': 'https://schema.org',
          '@type': 'WebPage',
          name: title,
          description,
          inLanguage: `${language}-${region.toUpperCase()}`,
          isPartOf: { '@type': 'WebSite', name: 'Tidy Fox' },
        },
      };
    }
  }
  return files;
}

/** GET /cookies.json, /meta.json and /structureddata/{page}_{locale}.json (cached for an hour). */
export function registerServedFiles(
  app: FastifyInstance,
  root: string = join(import.meta.dirname, '..', '..'),
): void {
  const files = new Map(
    Object.entries(servedFiles(root)).map(([path, content]) => [path, JSON.stringify(content)]),
  );
  const answer = (path: string) => async (_request: unknown, reply: FastifyReply) =>
    reply
      .header('cache-control', 'public, max-age=3600')
      .type('application/json; charset=utf-8')
      .send(files.get(path));
  app.get('/cookies.json', answer('/cookies.json'));
  app.get('/meta.json', answer('/meta.json'));
  app.get<{ Params: { file: string } }>('/structureddata/:file', async (request, reply) => {
    const path = `/structureddata/${request.params.file}`;
    const content = files.get(path);
    if (content === undefined) return reply.status(404).type('text/plain; charset=utf-8').send('Not found');
    return reply
      .header('cache-control', 'public, max-age=3600')
      .type('application/json; charset=utf-8')
      .send(content);
  });
}
