import { useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE } from '@/shared/config/constants';
import { resolveLocale, textDirection } from './locale';

/**
 * The reading direction of the current i18n language, for Radix primitives whose arrow keys follow it
 * (tabs, radio groups, toggle groups): in RTL the right arrow goes to the previous item.
 */
export function useTextDirection(): 'ltr' | 'rtl' {
  const { i18n } = useTranslation();
  return textDirection(resolveLocale(i18n.language) ?? DEFAULT_LOCALE);
}

/** The current i18n language as a BCP 47 tag for Intl formatters. */
export function useIntlLocale(): string {
  const { i18n } = useTranslation();
  return resolveLocale(i18n.language) ?? DEFAULT_LOCALE;
}
