import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, type Locale } from '@/shared/config/constants';
import { textDirection } from './locale';

type Resource = Record<string, unknown>;

/** Every locale's namespace files, split by Vite into one lazily loaded chunk each. */
const files = import.meta.glob<Resource>('./locales/*/*.json', { import: 'default' });

export const NAMESPACES = [
  ...new Set(Object.keys(files).map((path) => path.split('/')[3]?.replace('.json', '') ?? '')),
].filter(Boolean);

export const DEFAULT_NAMESPACE = 'common';

const loaded = new Set<Locale>();

/** Loads all namespace files of one locale into the i18next instance (once). */
export async function loadLocale(locale: Locale, instance: I18n = i18n): Promise<void> {
  if (loaded.has(locale) && instance.hasResourceBundle(locale, DEFAULT_NAMESPACE)) return;
  const entries = Object.entries(files).filter(([path]) => path.startsWith(`./locales/${locale}/`));
  await Promise.all(
    entries.map(async ([path, load]) => {
      const namespace = path.split('/')[3]?.replace('.json', '') ?? DEFAULT_NAMESPACE;
      instance.addResourceBundle(locale, namespace, await load(), true, true);
    }),
  );
  loaded.add(locale);
}

export const i18n: I18n = i18next.createInstance();

let initialised: Promise<unknown> | null = null;

/** Initialises i18next once and switches it to `locale`, loading that locale (and en-gb) first. */
export async function setupI18n(locale: Locale): Promise<I18n> {
  if (!initialised) {
    initialised = i18n.use(initReactI18next).init({
      lng: locale,
      fallbackLng: DEFAULT_LOCALE,
      lowerCaseLng: true,
      load: 'currentOnly',
      ns: NAMESPACES,
      defaultNS: DEFAULT_NAMESPACE,
      interpolation: { escapeValue: false },
      returnNull: false,
      resources: {},
      partialBundledLanguages: true,
      initAsync: false,
    });
  }
  await initialised;
  await Promise.all([loadLocale(DEFAULT_LOCALE), loadLocale(locale)]);
  if (i18n.language !== locale) await i18n.changeLanguage(locale);
  return i18n;
}

/** Keeps `<html lang dir>` right for the current locale. */
export function applyDocumentLocale(locale: Locale, doc: Document = document): void {
  doc.documentElement.lang = locale;
  doc.documentElement.dir = textDirection(locale);
}
