import { ROUTES, type RouteName } from '@/shared/lib/router/routes';

/** Where a title key lives: `navigation:…` or `shell:…`. */
export type HeaderTitleKey =
  | 'navigation:nav_newsletters'
  | 'navigation:my_actions'
  | 'navigation:nav_stats'
  | 'navigation:nav_settings'
  | 'shell:title_sponsorship'
  | 'shell:title_help';

export interface ShellHeaderConfig {
  titleKey: HeaderTitleKey;
  /** Back button: to this path, or one step back in the history (null). */
  back?: string | null;
  close?: boolean;
  share?: boolean;
  myActions?: boolean;
}

/** The header of each shell page (product §2 navigation shell: back, close, share, my-actions). */
export const SHELL_HEADERS: Partial<Record<RouteName, ShellHeaderConfig>> = {
  newsletters: { titleKey: 'navigation:nav_newsletters', share: true, myActions: true },
  myActions: { titleKey: 'navigation:my_actions', back: ROUTES.newsletters },
  stats: { titleKey: 'navigation:nav_stats', share: true },
  sponsorship: { titleKey: 'shell:title_sponsorship', back: ROUTES.stats, share: true },
  settings: { titleKey: 'navigation:nav_settings' },
  settingsPage: { titleKey: 'navigation:nav_settings', back: ROUTES.settings },
  help: { titleKey: 'shell:title_help', close: true },
};
