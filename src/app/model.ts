import { createEvent, sample } from 'effector';
import type { Locale } from '@/shared/config/constants';
import { localeChanged } from '@/shared/i18n/model';

/** Fired once by main.tsx with the locale read from the URL's language prefix. */
export const appStarted = createEvent<{ locale: Locale }>();

sample({ clock: appStarted, fn: ({ locale }) => locale, target: localeChanged });
