import { createEffect } from 'effector';
import type { Locale } from '@/shared/config/constants';

/**
 * Script fonts are big (hundreds of @font-face rules for Japanese alone): each is a CSS chunk of its
 * own, loaded only when its locale is in use (performance budget of issue 12). Latin, Greek and
 * Cyrillic come with Inter in the main stylesheet.
 */
const SCRIPT_FONTS: Partial<Record<Locale, () => Promise<unknown>>> = {
  'ar-sa': () => import('./styles/fonts/ar.css'),
  'ja-jp': () => import('./styles/fonts/ja.css'),
  'ko-kr': () => import('./styles/fonts/ko.css'),
  'hi-in': () => import('./styles/fonts/hi.css'),
};

export const localeFontsFx = createEffect(async (locale: Locale) => {
  await SCRIPT_FONTS[locale]?.();
});
