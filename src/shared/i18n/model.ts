import { createEffect, createEvent, createStore, sample } from 'effector';
import { DEFAULT_LOCALE, type Locale } from '@/shared/config/constants';
import { applyDocumentLocale, setupI18n } from './i18n';
import { isLocale } from './locale';

/** The interface language. Changing it loads the locale lazily and updates `<html lang dir>`. */
export const $locale = createStore<Locale>(DEFAULT_LOCALE);
export const localeChanged = createEvent<Locale>();

export const switchLocaleFx = createEffect(async (locale: Locale) => {
  await setupI18n(locale);
  applyDocumentLocale(locale);
  return locale;
});

/** A language is accepted only if it is in the configured list (onboarding §5). */
sample({ clock: localeChanged, filter: isLocale, target: switchLocaleFx });
sample({ clock: switchLocaleFx.doneData, target: $locale });
