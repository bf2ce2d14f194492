import { ROUTES, type RouteName } from '@/shared/lib/router/routes';

/** Where a title key lives: `navigation:…` or `shell:…`. */
export type HeaderTitleKey =
  | 'navigation:nav_newsletters'
  | 'navigation:my_actions'
  | 'navigation:nav_stats'
  | 'navigation:nav_settings';

export interface ShellHeaderConfig {
  /** The header's level-1 title; none where the page shows its own heading (one h1 per page). */
  titleKey?: HeaderTitleKey;
  /** Back button: to this path, or one step back in the history (null). */
  back?: string | null;
  close?: boolean;
  share?: boolean;
  myActions?: boolean;
}

/**
 * The header of each shell page (product §2 navigation shell: back, close, share, my-actions).
 * The account pages carry their own heading, and their own back / share where they have one (the
 * settings back rules depend on the sub-page, /sponsorship's back and share sit in its content), so the
 * shell adds no second title, back or share there: /stats, /sponsorship and the settings pages have no
 * header bar, /help keeps only its close button.
 */
export const SHELL_HEADERS: Partial<Record<RouteName, ShellHeaderConfig>> = {
  newsletters: { titleKey: 'navigation:nav_newsletters', share: true, myActions: true },
  myActions: { titleKey: 'navigation:my_actions', back: ROUTES.newsletters },
  help: { close: true },
};

/**
 * Routes whose page renders the statistics share dialog itself (with the image button); both dialogs
 * follow the same open store, so the shell's share modal stays out there (one dialog at a time).
 */
export const OWN_SHARE_DIALOG: ReadonlySet<RouteName> = new Set<RouteName>(['stats', 'sponsorship']);

/**
 * Routes whose page fills the screen and scrolls inside itself (the cleaning page: the list scrolls in
 * its column, the card deck fits above its buttons); the shell sizes itself to the screen for them.
 */
export const FILLS_SCREEN_ROUTES: ReadonlySet<RouteName> = new Set<RouteName>(['newsletters']);
