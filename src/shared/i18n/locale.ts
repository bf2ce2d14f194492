import {
  DEFAULT_LOCALE,
  LOCALE_LINK_ALIASES,
  LOCALE_SHORT_FALLBACKS,
  LOCALES,
  type Locale,
  RTL_LOCALES,
} from '@/shared/config/constants';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Resolves a full or short language code (`en`, `de`, `fr-FR`) to a supported locale, or null. */
export function resolveLocale(value: string | null | undefined): Locale | null {
  if (!value) return null;
  const lower = value.toLowerCase().replace('_', '-');
  if (isLocale(lower)) return lower;
  const short = lower.split('-')[0] ?? '';
  const fallback = LOCALE_SHORT_FALLBACKS[short];
  if (fallback) return fallback;
  return LOCALES.find((locale) => locale.startsWith(`${short}-`)) ?? null;
}

export function textDirection(locale: Locale): 'rtl' | 'ltr' {
  return RTL_LOCALES.includes(locale) ? 'rtl' : 'ltr';
}

/** The locale code used when building links (de-at links are built as de-de). */
export function linkLocale(locale: Locale): Locale {
  return LOCALE_LINK_ALIASES[locale] ?? locale;
}

/** Two-letter language of a locale, as the server's `language` fields expect. */
export function languageOf(locale: Locale): string {
  return locale.slice(0, 2);
}

/** Splits `/fr-fr/newsletters` into the locale prefix and the rest of the path. */
export function splitLocalePrefix(pathname: string): { locale: Locale | null; rest: string } {
  const match = /^\/([a-z]{2}-[a-z]{2})(?=\/|$)(.*)$/i.exec(pathname);
  if (match) {
    const candidate = match[1]?.toLowerCase();
    if (isLocale(candidate)) return { locale: candidate, rest: match[2] || '/' };
  }
  return { locale: null, rest: pathname || '/' };
}

export { DEFAULT_LOCALE };
