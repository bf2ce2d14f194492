import { existsSync, readdirSync, readFileSync } from 'node:fs';
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
  /**
   * The CSP `script-src` sources the pages' inline first-paint script needs (its `'sha256-…'` hash,
   * scripts/first-paint-script.ts; written by the build to `prerendered/csp.json`). Empty without it.
   */
  scriptSources: readonly string[];
}

/** The build's `prerendered/csp.json`: `{ "scriptSrc": ["'sha256-…'"] }`. */
export const CSP_FILE = 'csp.json';

function readScriptSources(dir: string): string[] {
  try {
    const value: unknown = JSON.parse(readFileSync(join(dir, CSP_FILE), 'utf8'));
    const sources = (value as { scriptSrc?: unknown } | null)?.scriptSrc;
    return Array.isArray(sources)
      ? sources.filter(
          (source): source is string =>
            typeof source === 'string' && /^'sha(256|384|512)-[\w+/=]+'$/.test(source),
        )
      : [];
  } catch {
    return [];
  }
}

/**
 * The CSP of a prerendered page: the server's policy (helmet's) with the inline script's hash added to
 * `script-src` (created from `default-src` when the policy has no `script-src`, as a browser would
 * fall back). Without sources the policy is returned unchanged.
 */
export function withScriptSources(policy: string, sources: readonly string[]): string {
  if (sources.length === 0) return policy;
  const directives = policy
    .split(';')
    .map((directive) => directive.trim())
    .filter(Boolean);
  const index = directives.findIndex(
    (directive) => /^script-src\s/i.test(directive) || directive === 'script-src',
  );
  if (index >= 0) {
    directives[index] = `${directives[index]} ${sources.join(' ')}`;
  } else {
    const fallback = directives.find((directive) => /^default-src(\s|$)/i.test(directive));
    const base = fallback ? fallback.replace(/^default-src/i, '').trim() : '';
    directives.push(`script-src ${base ? `${base} ` : ''}${sources.join(' ')}`);
  }
  return directives.join(';');
}

export function prerenderedPages(webDir: string): PrerenderedPages {
  const dir = join(webDir, 'prerendered');
  const locales = new Set(
    existsSync(dir) ? readdirSync(dir).filter((name) => /^[a-z]{2}-[a-z]{2}$/.test(name)) : [],
  );
  const scriptSources = locales.size > 0 ? readScriptSources(dir) : [];
  return {
    scriptSources,
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
