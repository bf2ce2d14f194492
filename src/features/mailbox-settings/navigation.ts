import { ROUTES } from '@/shared/lib/router/routes';

/** Sub-pages of /settings/{page} (spec §2). */
export const SETTINGS_PAGES = [
  'settings',
  'details',
  'panel',
  'notifications',
  'cookies_policy',
  'my-data',
] as const;
export type SettingsPage = (typeof SETTINGS_PAGES)[number];

export function isSettingsPage(value: string | undefined): value is SettingsPage {
  return (SETTINGS_PAGES as readonly string[]).includes(value ?? '');
}

/** Back goes to the settings list, except that panel goes back to details and the list goes to /fetch. */
export function settingsBackPath(page: SettingsPage): string {
  switch (page) {
    case 'settings':
      return ROUTES.fetch;
    case 'panel':
      return `${ROUTES.settings}/details`;
    default:
      return ROUTES.settings;
  }
}
