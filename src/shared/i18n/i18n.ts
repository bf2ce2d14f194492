import i18next, { type BackendModule, type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, type Locale } from '@/shared/config/constants';
import { cacheTranslations } from './cached-t';
import { textDirection } from './locale';
import { formatNumber } from './number-format';

type Resource = Record<string, unknown>;

/** Every locale's namespace files, split by Vite into one lazily loaded chunk each. */
const files = import.meta.glob<Resource>('./locales/*/*.json', { import: 'default' });

export const NAMESPACES = [
  ...new Set(Object.keys(files).map((path) => path.split('/')[3]?.replace('.json', '') ?? '')),
].filter(Boolean);

export const DEFAULT_NAMESPACE = 'common';
/**
 * Namespaces the app loads before its first page: small ones whose keys shared code reads by prefix
 * (toasts, errors, the kit). Every other namespace loads when a component asks for it
 * (`useTranslation(ns)` suspends until it is in), so a page fetches only the files it uses.
 */
export const CORE_NAMESPACES = ['common', 'ui', 'platform', 'product'].filter((ns) =>
  NAMESPACES.includes(ns),
);

const fileOf = (locale: string, namespace: string) => files[`./locales/${locale}/${namespace}.json`];

/** Namespaces asked for so far (a language change loads the same ones in the new language). */
const requested = new Set<string>(CORE_NAMESPACES);

/** i18next backend reading the bundled chunks: loads a namespace on demand. */
const chunkBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language, namespace, callback) {
    requested.add(namespace);
    const load = fileOf(language, namespace);
    if (!load) {
      callback(null, {});
      return;
    }
    load().then(
      (data) => callback(null, data),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), null),
    );
  },
};

/** Loads namespace files of one locale into the i18next instance (all of them by default). */
export async function loadLocale(
  locale: Locale,
  instance: I18n = i18n,
  namespaces: readonly string[] = NAMESPACES,
): Promise<void> {
  await Promise.all(
    namespaces.map(async (namespace) => {
      if (instance.hasResourceBundle(locale, namespace)) return;
      const load = fileOf(locale, namespace);
      if (!load) return;
      requested.add(namespace);
      instance.addResourceBundle(locale, namespace, await load(), true, true);
    }),
  );
}

/**
 * Starts fetching namespace files of a locale (and of the fallback) without waiting: the first page's
 * namespaces download alongside the core ones instead of after the page's first render asked for them.
 * `loadLocale` later finds them already fetched.
 */
export function prefetchNamespaces(locale: Locale, namespaces: readonly string[]): void {
  for (const lng of new Set([DEFAULT_LOCALE, locale])) {
    for (const namespace of namespaces) void fileOf(lng, namespace)?.().catch(() => undefined);
  }
}

export const i18n: I18n = i18next.createInstance();

let initialised: Promise<unknown> | null = null;

/**
 * Initialises i18next once and switches it to `locale`, loading `namespaces` of that locale (and of
 * en-gb, the fallback) first: all of them unless told otherwise (stories and tests); the app passes
 * the core ones plus those already asked for (`appNamespaces()`).
 */
export async function setupI18n(locale: Locale, namespaces: readonly string[] = NAMESPACES): Promise<I18n> {
  if (!initialised) {
    initialised = i18n
      .use(chunkBackend)
      .use(initReactI18next)
      .init({
        lng: locale,
        fallbackLng: DEFAULT_LOCALE,
        lowerCaseLng: true,
        load: 'currentOnly',
        ns: [DEFAULT_NAMESPACE],
        defaultNS: DEFAULT_NAMESPACE,
        interpolation: { escapeValue: false },
        returnNull: false,
        partialBundledLanguages: true,
        initAsync: false,
        // Namespaces arriving later re-render their readers.
        react: { bindI18n: 'languageChanged loaded', useSuspense: true },
      });
    // One Intl.NumberFormat per locale (i18next's own cache misses on every value): see number-format.ts.
    i18n.services.formatter?.add('number', formatNumber);
    // Every `t` remembers its answers until the language or the texts change: see cached-t.ts.
    cacheTranslations(i18n);
  }
  await initialised;
  await Promise.all([loadLocale(DEFAULT_LOCALE, i18n, namespaces), loadLocale(locale, i18n, namespaces)]);
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
  return i18n;
}

/** What the app loads for a language: the core namespaces and every one a page asked for so far. */
export function appNamespaces(): string[] {
  return [...requested];
}

/** Keeps `<html lang dir>` right for the current locale. */
export function applyDocumentLocale(locale: Locale, doc: Document = document): void {
  doc.documentElement.lang = locale;
  doc.documentElement.dir = textDirection(locale);
}
