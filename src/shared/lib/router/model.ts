import { attach, createEffect, createEvent, createStore, sample } from 'effector';
import type { Locale } from '@/shared/config/constants';
import { linkLocale } from '@/shared/i18n/locale';
import { errorLogged } from '@/shared/lib/analytics/model';
import { isNativeEmbedPath, parseQuery, type Query, type StaticPage } from './routes';

/**
 * The Effector side of routing. React Router owns the history; `RouterBridge` (src/app) reports every
 * location into `navigated` and performs `navigateFx` requests. Models navigate with `navigateFx` and
 * read `$pathname` / `$query`; nothing here touches the DOM (the navigator is a store the bridge fills,
 * tests replace `navigateFx` / `openExternalFx` with `fork({ handlers })`).
 */

export interface AppLocation {
  /** Relative to the `/<locale>` base path. */
  pathname: string;
  search: string;
}
export interface NavigateRequest {
  to: string;
  replace?: boolean;
}
export type Navigator = (to: string, options: { replace: boolean }) => void | Promise<void>;

/** The location changed (reported by the React router). */
export const navigated = createEvent<AppLocation>();

export const $location = createStore<AppLocation>({ pathname: '/', search: '' });
export const $pathname = $location.map((location) => location.pathname);
export const $query = $location.map((location): Query => parseQuery(location.search));
/** The path before the current one (null on the first page). */
export const $previousPathname = createStore<string | null>(null);
/** Sticky once a `/fox/native/` path was seen: no tracking, no cookie bar. */
export const $nativeEmbed = createStore(false);

sample({
  clock: navigated,
  source: $location,
  fn: (previous) => previous.pathname,
  target: $previousPathname,
});
$location.on(navigated, (_, location) => location);
$nativeEmbed.on(navigated, (native, { pathname }) => native || isNativeEmbedPath(pathname));

/** Filled by the router bridge with React Router's navigate function. */
export const $navigator = createStore<Navigator | null>(null, { serialize: 'ignore' });
export const navigatorAttached = createEvent<Navigator | null>();
$navigator.on(navigatorAttached, (_, navigate) => navigate);

const performNavigationFx = attach({
  source: $navigator,
  effect: async (navigate, { to, replace }: Required<NavigateRequest>) => {
    if (!navigate) throw new Error(`navigation to ${to} before the router is ready`);
    await navigate(to, { replace });
  },
});

/** Goes to a path (relative to the base path). Accepts `'/fetch'` or `{ to, replace }`. */
export const navigateFx = createEffect(async (request: NavigateRequest | string) => {
  const { to, replace = false } = typeof request === 'string' ? { to: request } : request;
  await performNavigationFx({ to, replace });
});

/** One step back in history (back from /add-inbox). */
export const historyBackFx = createEffect(() => {
  if (typeof window !== 'undefined') window.history.back();
});

/** Opens a URL in a new tab (static pages, provider links). */
export const openExternalFx = createEffect((url: string) => {
  if (typeof window !== 'undefined') window.open(url, '_blank', 'noopener,noreferrer');
});

/** Leaves the app for another page in this tab (OAuth authorize page, app stores). */
export const redirectExternalFx = createEffect((url: string) => {
  if (typeof window !== 'undefined') window.location.assign(url);
});

/** A guard stopped a navigation on purpose: not an error worth logging. */
export class GuardCancellation extends Error {
  override name = 'GuardCancellation';
}

/** Navigation errors other than guard cancellations are logged (onboarding §2 guards). */
sample({
  clock: navigateFx.fail,
  filter: ({ error }) => !(error instanceof GuardCancellation),
  fn: ({ params, error }) => ({
    message: error instanceof Error ? error.message : String(error),
    context: `navigation:${typeof params === 'string' ? params : params.to}`,
  }),
  target: errorLogged,
});

/** The language-specific static page (de-at links are built as de-de). */
export function staticPageUrl(page: StaticPage, locale: Locale): string {
  return `/static/${linkLocale(locale)}/${page}.html`;
}
