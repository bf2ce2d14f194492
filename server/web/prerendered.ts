import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_LOCALE, LOCALE_SHORT_FALLBACKS, LOCALES } from '../../src/shared/config/constants';

/**
 * The pages the web build prerendered (`dist/prerendered/<locale>/<page>.html`, scripts/vite-prerender.ts)
 * and the app paths they stand for under the language prefix (src/app/first-paint.ts PRERENDERED_PAGES).
 */
const PAGE_OF_PATH: Readonly<Record<string, string>> = {
  '/': 'landing',
  '/start': 'start',
  '/login/email': 'loginEmail',
};

function resolveLocale(value: string | undefined): string | null {
  if (!value) return null;
  const lower = value.trim().toLowerCase().replace('_', '-');
  if ((LOCALES as readonly string[]).includes(lower)) return lower;
  const short = lower.split('-')[0] ?? '';
  return LOCALE_SHORT_FALLBACKS[short] ?? LOCALES.find((locale) => locale.startsWith(`${short}-`)) ?? null;
}

export interface PrerenderedPages {
  /**
   * The prerendered file for a request (relative to the web dir), or null. With a language prefix
   * (`/fr-fr/login/email`) its locale; without one, the locale the app will pick when nothing is stored:
   * the browser's first language (Accept-Language), else en-gb (main.tsx, which renders afresh when a
   * stored language differs).
   */
  fileFor(url: string, acceptLanguage: string | undefined): { file: string; byLanguage: boolean } | null;
}

export function prerenderedPages(webDir: string): PrerenderedPages {
  const dir = join(webDir, 'prerendered');
  const locales = new Set(existsSync(dir) ? readdirSync(dir) : []);
  return {
    fileFor(url, acceptLanguage) {
      if (locales.size === 0) return null;
      let path = (url.split('?')[0] ?? '/').toLowerCase();
      if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
      const prefixed = /^\/([a-z]{2}-[a-z]{2})(\/.*)?$/.exec(path);
      const locale =
        prefixed && locales.has(prefixed[1] ?? '')
          ? (prefixed[1] as string)
          : (resolveLocale(acceptLanguage?.split(',')[0]?.split(';')[0]) ?? DEFAULT_LOCALE);
      const rest = prefixed && locales.has(prefixed[1] ?? '') ? prefixed[2] || '/' : path;
      const page = PAGE_OF_PATH[rest];
      if (!page || !locales.has(locale)) return null;
      return { file: `prerendered/${locale}/${page}.html`, byLanguage: !prefixed };
    },
  };
}
