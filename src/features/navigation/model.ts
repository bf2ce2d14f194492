import { combine, createEffect, createEvent, createStore, sample, split } from 'effector';
import { $agreementsBannerVisible, agreementVisited } from '@/entities/agreements/model';
import { $dataConsentRequired } from '@/entities/data-consent/model';
import {
  $isAnonymous,
  $isConnected,
  $storedEmail,
  $token,
  $user,
  disconnected,
  refreshUserFx,
  userRefreshRequested,
} from '@/entities/session/model';
import { trackingParamsSaved } from '@/entities/tracking/model';
import { $locale, localeChanged } from '@/shared/i18n/model';
import { eventTracked } from '@/shared/lib/analytics/model';
import {
  $location,
  $nativeEmbed,
  type AppLocation,
  navigated,
  navigateFx,
  openExternalFx,
  staticPageUrl,
} from '@/shared/lib/router/model';
import {
  ROUTES,
  resolveLocation,
  SESSION_ROUTES,
  SHELL_ROUTES,
  type StaticPage,
  withQuery,
} from '@/shared/lib/router/routes';
import { decideNavigation, type GuardContext, type NavigationDecision, type PageRoute } from './decide';

/**
 * Routes and guards (onboarding §2) on top of the router model: every reported location is resolved
 * against the route table, the guards decide, and the model redirects, opens static pages, applies a
 * language prefix, or lets the page show (`$currentRoute`).
 */

/** The page the guards let through (null until the first one). A view renders a page only when allowed. */
export const $currentRoute = createStore<PageRoute | null>(null);
/** The navigation shell shows only on newsletters, my-actions, stats, sponsorship, settings and help. */
export const $shellVisible = $currentRoute.map((route) =>
  route ? SHELL_ROUTES.includes(route.name) : false,
);
/** A session route was entered with a token: the user is refreshed; wire the newsletters refresh to it. */
export const sessionRouteEntered = createEvent<PageRoute>();
/** A page was allowed. */
export const routeAllowed = createEvent<PageRoute>();
export { $agreementsBannerVisible, $nativeEmbed };

/** What the guards decide on (main.tsx reads it to know whether a prerendered page may be hydrated). */
export const $guardContext = combine(
  { token: $token, user: $user, anonymous: $isAnonymous, consent: $dataConsentRequired, email: $storedEmail },
  ({ token, user, anonymous, consent, email }): GuardContext => ({
    hasStoredEmail: Boolean(email),
    hasToken: Boolean(token),
    hadUser: user !== null,
    // Discovery visitors (PUT /auth/demo) are never sent to the user form; named demo accounts are.
    anonymous: anonymous && !user?.discovery,
    dataConsentRequired: consent,
  }),
);

/** Re-checks the current location (e.g. once the user turned out anonymous). */
export const guardsRechecked = createEvent();

const decided = sample({
  clock: [navigated, sample({ clock: guardsRechecked, source: $location })],
  source: $guardContext,
  fn: (context, location: AppLocation) =>
    decideNavigation(resolveLocation(location.pathname, location.search), context),
});

sample({
  clock: $isAnonymous.updates,
  filter: (anonymous) => anonymous,
  fn: () => undefined,
  target: guardsRechecked,
});

const allowed = createEvent<PageRoute>();
const refreshThenAllow = createEvent<PageRoute>();
const redirected = createEvent<string>();
const staticOpened = createEvent<StaticPage>();
const localeApplied = createEvent<{ locale: (typeof $locale)['__']; to: string }>();

split({
  source: decided,
  match: {
    allow: (decision: NavigationDecision) => decision.kind === 'allow',
    refresh: (decision: NavigationDecision) => decision.kind === 'refreshThenAllow',
    redirect: (decision: NavigationDecision) => decision.kind === 'redirect',
    disconnect: (decision: NavigationDecision) => decision.kind === 'disconnect',
    static: (decision: NavigationDecision) => decision.kind === 'static',
    locale: (decision: NavigationDecision) => decision.kind === 'locale',
  },
  cases: {
    allow: allowed.prepend((decision: NavigationDecision) => (decision as { route: PageRoute }).route),
    refresh: refreshThenAllow.prepend(
      (decision: NavigationDecision) => (decision as { route: PageRoute }).route,
    ),
    redirect: redirected.prepend((decision: NavigationDecision) => (decision as { to: string }).to),
    disconnect: disconnected.prepend(() => undefined),
    static: staticOpened.prepend((decision: NavigationDecision) => (decision as { page: StaticPage }).page),
    locale: localeApplied.prepend(
      (decision: NavigationDecision) => decision as Extract<NavigationDecision, { kind: 'locale' }>,
    ),
  },
});

sample({ clock: redirected, fn: (to) => ({ to, replace: true }), target: navigateFx });

// /direct-delete-account refreshes the user synchronously (the page shows once the answer is in).
const refreshBeforeAllowFx = createEffect(async (route: PageRoute) => {
  try {
    await refreshUserFx();
  } catch {
    // a 401 disconnects by itself; other failures still show the page
  }
  return route;
});
sample({ clock: refreshThenAllow, target: refreshBeforeAllowFx });
sample({ clock: refreshBeforeAllowFx.doneData, target: allowed });

sample({ clock: allowed, target: [$currentRoute, routeAllowed] });
sample({
  clock: allowed,
  filter: (route) => SESSION_ROUTES.includes(route.name),
  target: sessionRouteEntered,
});
sample({ clock: sessionRouteEntered, fn: () => undefined, target: userRefreshRequested });
/**
 * A shell page open to all (help) entered signed in: its side menu lists the user's mailboxes, so the
 * user is loaded and the signed-in models are brought in (app/model) as on the session pages.
 */
export const signedInShellPageEntered = createEvent<PageRoute>();
sample({
  clock: allowed,
  source: $isConnected,
  filter: (connected, route) =>
    connected && SHELL_ROUTES.includes(route.name) && !SESSION_ROUTES.includes(route.name),
  fn: (_, route) => route,
  target: signedInShellPageEntered,
});
sample({ clock: signedInShellPageEntered, fn: () => undefined, target: userRefreshRequested });
sample({
  clock: allowed,
  fn: (route) => ({ name: 'page_viewed' as const, params: { route: route.name } }),
  target: eventTracked,
});

// Static pages open in a new tab in the user's language; privacy and terms visits are recorded.
sample({
  clock: staticOpened,
  source: $locale,
  fn: (locale, page) => staticPageUrl(page, locale),
  target: openExternalFx,
});
sample({
  clock: staticOpened,
  filter: (page) => page === 'privacy' || page === 'terms',
  fn: (page) => page as 'privacy' | 'terms',
  target: agreementVisited,
});
sample({
  clock: staticOpened,
  fn: (page) => ({ name: 'static_page_opened' as const, params: { page } }),
  target: eventTracked,
});
sample({
  clock: staticOpened,
  source: $currentRoute,
  fn: (current) => ({
    to: current ? withQuery(current.pathname, current.query) : ROUTES.landing,
    replace: true,
  }),
  target: navigateFx,
});

// A prefixed legacy URL sets the language from the prefix and is rewritten to the unprefixed path.
sample({ clock: localeApplied, fn: ({ locale }) => locale, target: localeChanged });
sample({ clock: localeApplied, fn: ({ to }) => ({ to, replace: true }), target: navigateFx });

// Tracking query parameters are saved on the landing and on /save-the-planet.
sample({
  clock: allowed,
  filter: (route) => route.name === 'landing' || route.name === 'start' || route.name === 'saveThePlanet',
  fn: (route) => route.query,
  target: trackingParamsSaved,
});
