import { createEffect, createEvent, createStore, sample } from 'effector';
import { DEFAULT_LOCALE, type Locale } from '@/shared/config/constants';
import { applyDocumentLocale, appNamespaces, setupI18n } from './i18n';
import { isLocale } from './locale';

/** The interface language. Changing it loads the locale lazily and updates `<html lang dir>`. */
export const $locale = createStore<Locale>(DEFAULT_LOCALE);
export const localeChanged = createEvent<Locale>();

/** Loads the app's namespaces (core + those pages asked for) in `locale`, then switches to it. */
export const switchLocaleFx = createEffect(async (locale: Locale) => {
  await setupI18n(locale, appNamespaces());
  applyDocumentLocale(locale);
  return locale;
});

/** A language is accepted only if it is in the configured list (onboarding §5). */
sample({ clock: localeChanged, filter: isLocale, target: switchLocaleFx });
sample({ clock: switchLocaleFx.doneData, target: $locale });
