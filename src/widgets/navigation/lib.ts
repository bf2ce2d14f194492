import type { RouteName } from '@/shared/lib/router/routes';
import type { NavSection } from './config';

const SECTION_OF_ROUTE: Partial<Record<RouteName, NavSection>> = {
  newsletters: 'newsletters',
  // My actions opens from the cleaning screen's header: it belongs to the newsletters entry.
  myActions: 'newsletters',
  stats: 'stats',
  settings: 'settings',
  settingsPage: 'settings',
};

/** The navigation entry a shell page belongs to (null for help, sponsorship and pages outside the shell). */
export function navSectionOf(route: RouteName | null | undefined): NavSection | null {
  return (route && SECTION_OF_ROUTE[route]) || null;
}
