import { allSettled, fork, type Scope } from 'effector';
import { useUnit } from 'effector-react';
import { startTransition, useMemo } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { decideNavigation } from '@/features/navigation/decide';
import { $currentRoute, $guardContext } from '@/features/navigation/model';
import { DEFAULT_LOCALE, type Locale } from '@/shared/config/constants';
import { i18n, loadLocale, prefetchNamespaces } from '@/shared/i18n/i18n';
import { resolveLocale, splitLocalePrefix } from '@/shared/i18n/locale';
import { $locale } from '@/shared/i18n/model';
import { navigated } from '@/shared/lib/router/model';
import { resolveLocation } from '@/shared/lib/router/routes';
import { STORAGE_KEYS } from '@/shared/lib/storage/keys';
import { AppTree } from './app-tree';
import { appPrepared, prerenderHydrationStarted } from './model';
import '@/features/navigation/model';
import { AppRoutes, firstPageNeeds } from './router';
import { firstLocationReported } from './router-bridge';

function stored(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Puts the locale in the URL's language prefix (the router's base path). */
function applyLocalePrefix(locale: Locale) {
  const { locale: current, rest } = splitLocalePrefix(window.location.pathname);
  if (current === locale) return;
  window.history.replaceState(
    window.history.state,
    '',
    `/${locale}${rest === '/' ? '/' : rest}${window.location.search}${window.location.hash}`,
  );
}

/**
 * One router per language: a language change (e.g. a prefixed legacy link) moves the base path. The
 * declarative router (no data APIs: the guards live in Effector) keeps about 10 KB of react-router
 * out of the first load.
 */
function AppRouter() {
  const locale = useUnit($locale);
  useMemo(() => applyLocalePrefix(locale), [locale]);
  return (
    <BrowserRouter key={locale} basename={`/${locale}`}>
      <AppRoutes />
    </BrowserRouter>
  );
}

/**
 * The server sent a prerendered page (`#root[data-prerendered="<page>|<locale>"]`, see
 * src/app/prerender.tsx): it is hydrated when this visitor gets the same page — same locale, the guards
 * let the location through as that page (no stored session sending them elsewhere), and for the landing
 * no stored variant B. Then the location is reported here (the router bridge skips its first report)
 * so that the first render already shows the page. Otherwise the markup is replaced by a fresh render.
 */
async function canHydrate(root: HTMLElement, scope: Scope, locale: Locale): Promise<boolean> {
  const marker = root.dataset.prerendered;
  if (!marker) return false;
  const location = {
    pathname: splitLocalePrefix(window.location.pathname).rest,
    search: window.location.search,
  };
  const decision = decideNavigation(
    resolveLocation(location.pathname, location.search),
    scope.getState($guardContext),
  );
  if (decision.kind !== 'allow' || marker !== `${decision.route.name}|${locale}`) return false;
  if (decision.route.name === 'landing' && stored(STORAGE_KEYS.landingVariant) === 'B') return false;
  firstLocationReported();
  void allSettled(prerenderHydrationStarted, { scope });
  // Not awaited: the route is decided at once; what it starts (the landing's variant) runs on.
  void allSettled(navigated, { scope, params: location });
  return scope.getState($currentRoute)?.name === decision.route.name;
}

/** Prepares the app, then hydrates the prerendered page or renders (main.tsx loads this in steps). */
export async function boot() {
  const { locale } = splitLocalePrefix(window.location.pathname);
  const active =
    locale ?? resolveLocale(stored(STORAGE_KEYS.lang)) ?? resolveLocale(navigator.language) ?? DEFAULT_LOCALE;
  applyLocalePrefix(active);
  // The page the visitor opened: its chunk and namespaces download while the app prepares.
  const first = resolveLocation(splitLocalePrefix(window.location.pathname).rest, window.location.search);
  const needs = first.kind === 'page' ? firstPageNeeds(first.name) : null;
  if (needs) prefetchNamespaces(active, needs.namespaces);
  const page = needs?.preload().catch(() => undefined);
  const scope = fork();
  await allSettled(appPrepared, { scope, params: { locale: active } });
  if (needs)
    await Promise.all([
      page,
      loadLocale(active, i18n, needs.namespaces),
      loadLocale(DEFAULT_LOCALE, i18n, needs.namespaces),
    ]);
  const root = document.getElementById('root');
  if (!root) throw new Error('#root is missing from index.html');
  // `appStarted` follows once the first render is committed (shell/app-frame.tsx).
  const app = (
    <AppTree scope={scope}>
      <AppRouter />
    </AppTree>
  );
  // Hydration and the first render are transitions: they yield to the browser every few milliseconds
  // instead of one long task (total blocking time, issue 12 budget).
  if (await canHydrate(root, scope, active)) {
    startTransition(() => {
      hydrateRoot(root, app);
    });
    return;
  }
  // A prerendered page that does not fit stays on screen until the fresh render replaces it.
  delete root.dataset.prerendered;
  const reactRoot = createRoot(root);
  startTransition(() => reactRoot.render(app));
}
