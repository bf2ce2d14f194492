import { ROUTES } from '@/shared/lib/router/routes';
import type { IconName } from '@/shared/ui/icon-glyphs';

/** The three entries of the navigation shell (onboarding §2, product §2), in their display order. */
export const NAV_SECTIONS = ['newsletters', 'stats', 'settings'] as const;
export type NavSection = (typeof NAV_SECTIONS)[number];

export interface NavItem {
  icon: IconName;
  /** Key in the `navigation` namespace. */
  labelKey: 'nav_newsletters' | 'nav_stats' | 'nav_settings';
  /** Default target, relative to the `/<locale>` base path. */
  href: string;
}

export const NAV_ITEMS: Readonly<Record<NavSection, NavItem>> = {
  newsletters: { icon: 'newsletters', labelKey: 'nav_newsletters', href: ROUTES.newsletters },
  stats: { icon: 'stats', labelKey: 'nav_stats', href: ROUTES.stats },
  settings: { icon: 'settings', labelKey: 'nav_settings', href: ROUTES.settings },
};

/** Where the entries point (the app passes paths resolved against its base path). */
export type NavHrefs = Partial<Record<NavSection, string>>;

/** Props every navigation surface (bottom bar, side menu) shares. */
export interface NavProps {
  /** The entry of the current page (marked with aria-current), or null on pages outside the three. */
  current: NavSection | null;
  /** A plain click or Enter on an entry: the app navigates (modified clicks keep the browser's behaviour). */
  onNavigate?: (section: NavSection) => void;
  hrefs?: NavHrefs;
}
