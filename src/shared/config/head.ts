/**
 * Public pages with their own title and description (onboarding §7 static files: the app reads
 * /structureddata/{page}_{locale}.json for the page's head). Keys of the onboarding namespace:
 * head_<page>_title and head_<page>_description.
 */
export const HEAD_PAGES = [
  'landing',
  'login',
  'consent',
  'magic_link',
  'help',
  'partner',
  'save_the_planet',
  'instant_apps',
  'delete_account',
] as const;
export type HeadPage = (typeof HEAD_PAGES)[number];

/** Route name (src/shared/lib/router/routes.ts) → its head page; routes not listed keep the app's name. */
export const HEAD_PAGE_OF_ROUTE: Readonly<Record<string, HeadPage>> = {
  landing: 'landing',
  start: 'landing',
  loginEmail: 'login',
  login: 'login',
  loginGoogle: 'login',
  loginKakao: 'login',
  loginNaver: 'login',
  loginProvider: 'login',
  addInbox: 'login',
  consent: 'consent',
  magicRequestEmail: 'magic_link',
  magicLink: 'magic_link',
  authLink: 'magic_link',
  help: 'help',
  partner: 'partner',
  saveThePlanet: 'save_the_planet',
  instantApps: 'instant_apps',
  directDeleteAccount: 'delete_account',
};

/** The served file of a page's head in a locale. */
export function structuredDataPath(page: HeadPage, locale: string): string {
  return `/structureddata/${page}_${locale}.json`;
}
