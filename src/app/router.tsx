import { useUnit } from 'effector-react';
import { type ComponentType, createElement, lazy, type ReactElement, Suspense, useEffect } from 'react';
import { Outlet, type RouteObject, useLocation, useRoutes } from 'react-router';
import { $currentRoute } from '@/features/navigation/model';
import { PAGE_SHOWN_EVENT } from '@/shared/config/constants';
import { NATIVE_EMBED_PREFIX, ROUTES, type RouteName, SHELL_ROUTES } from '@/shared/lib/router/routes';
import { PageLoader } from '@/shared/ui/page-loader';
import { FIRST_PAINT_NAMESPACES } from './first-paint';
import { pageShown } from './model';
import { RouterBridge } from './router-bridge';
import { AppFrame } from './shell/app-frame';
import { ShellHome } from './shell-home';

/**
 * One lazily loaded chunk per page: `lazyPage(() => import('@/pages/<route>'), '<ExportName>')`.
 * The page folder's index.ts exports the page component by name.
 */
interface LazyPage {
  (): ReactElement;
  /** Fetches the page's chunk; once it is in, the page renders at once (no Suspense fallback). */
  preload: () => Promise<void>;
}

function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): LazyPage {
  let loaded: ComponentType | null = null;
  const preload = async () => {
    loaded ??= (await load())[name] as ComponentType;
  };
  const Lazy = lazy(async () => {
    await preload();
    return { default: loaded as ComponentType };
  });
  const Page = () => createElement(loaded ?? Lazy);
  Page.preload = preload;
  return Page;
}

/**
 * Pages by route name. Page builders add theirs here; a route without a page shows the placeholder.
 * Shell routes (SHELL_ROUTES) are wrapped in the signed-in shell by the router: a page renders only its
 * content. The guards live in the Effector model (`@/features/navigation/model`): a page renders only
 * once they let its location through.
 */
/**
 * The signed-in shell (navigation, mailbox list, share dialog, banners and their models) is a chunk of
 * its own: a signed-out page (the landing, the login steps) never loads it (issue 12 budget).
 */
const SignedInShell = lazy(async () => ({
  default: (await import('./shell/signed-in-shell')).SignedInShell,
}));

export const PAGES: Partial<Record<RouteName, LazyPage>> = {
  // Onboarding (landing, e-mail step, provider login)
  landing: lazyPage(() => import('@/pages/landing'), 'LandingPage'),
  start: lazyPage(() => import('@/pages/landing'), 'LandingPage'),
  loginEmail: lazyPage(() => import('@/pages/login-email'), 'LoginEmailPage'),
  addInbox: lazyPage(() => import('@/pages/login-email'), 'LoginEmailPage'),
  loginGoogle: lazyPage(() => import('@/pages/login-multi-step'), 'LoginMultiStepPage'),
  loginKakao: lazyPage(() => import('@/pages/login-multi-step'), 'LoginMultiStepPage'),
  loginNaver: lazyPage(() => import('@/pages/login-multi-step'), 'LoginMultiStepPage'),
  loginProvider: lazyPage(() => import('@/pages/login-provider'), 'LoginProviderPage'),
  // Onboarding (consent, magic link, OAuth, user form, redirects, delete account)
  consent: lazyPage(() => import('@/pages/consent'), 'ConsentPage'),
  magicRequestEmail: lazyPage(() => import('@/pages/magic-request-email'), 'MagicRequestEmailPage'),
  magicLink: lazyPage(() => import('@/pages/magic-link'), 'MagicLinkPage'),
  authLink: lazyPage(() => import('@/pages/magic-link'), 'MagicLinkPage'),
  userForm: lazyPage(() => import('@/pages/user-form'), 'UserFormPage'),
  loginRedirect: lazyPage(() => import('@/pages/oauth-start'), 'OAuthStartPage'),
  loginOAuth: lazyPage(() => import('@/pages/login-oauth'), 'LoginOAuthPage'),
  instantApps: lazyPage(() => import('@/pages/store-redirect'), 'StoreRedirectPage'),
  saveThePlanet: lazyPage(() => import('@/pages/store-redirect'), 'StoreRedirectPage'),
  directDeleteAccount: lazyPage(() => import('@/pages/direct-delete-account'), 'DirectDeleteAccountPage'),
  // Cleaning journey (newsletters, scan progress, My actions)
  newsletters: lazyPage(() => import('@/pages/newsletters'), 'NewslettersPage'),
  fetch: lazyPage(() => import('@/pages/fetch'), 'FetchPage'),
  fetchAndEmpty: lazyPage(() => import('@/pages/fetch-and-empty'), 'FetchAndEmptyPage'),
  myActions: lazyPage(() => import('@/pages/my-actions'), 'MyActionsPage'),
  // Account (settings, statistics, sponsorship, partner, help)
  settings: lazyPage(() => import('@/pages/settings'), 'SettingsPage'),
  settingsPage: lazyPage(() => import('@/pages/settings'), 'SettingsPage'),
  stats: lazyPage(() => import('@/pages/stats'), 'StatsPage'),
  sponsorship: lazyPage(() => import('@/pages/sponsorship'), 'SponsorshipPage'),
  partner: lazyPage(() => import('@/pages/partner'), 'PartnerPage'),
  help: lazyPage(() => import('@/pages/help'), 'HelpPage'),
};

/** The first page's chunk and namespaces, fetched before the first render (main.tsx). */
export function firstPageNeeds(name: RouteName): {
  preload: () => Promise<void>;
  namespaces: readonly string[];
} {
  return {
    preload: PAGES[name]?.preload ?? (async () => undefined),
    namespaces: FIRST_PAINT_NAMESPACES[name] ?? [],
  };
}

function normalise(pathname: string): string {
  let path = pathname.startsWith(NATIVE_EMBED_PREFIX) ? pathname.slice(NATIVE_EMBED_PREFIX.length) : pathname;
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  return path || '/';
}

/**
 * The page's content is committed (hydrated, for a prerendered page: React hydrates a Suspense boundary
 * after its parent). What a visitor typed and clicked on a prerendered page before is replayed on this
 * event (PAGE_SHOWN_EVENT) by its boot script (scripts/vite-prerender.ts), and a field hydrated over typed
 * text reports it again (src/shared/ui/text-field.tsx); later pages fire it unheard.
 */
function PageShown() {
  const onShown = useUnit(pageShown);
  useEffect(() => {
    onShown();
    document.dispatchEvent(new Event(PAGE_SHOWN_EVENT));
  }, [onShown]);
  return null;
}

function GuardedPage() {
  const route = useUnit($currentRoute);
  const { pathname } = useLocation();
  if (!route || route.pathname.toLowerCase() !== normalise(pathname).toLowerCase()) return null;
  const Page = PAGES[route.name];
  const content = Page ? (
    <Suspense fallback={<PageLoader variant={SHELL_ROUTES.includes(route.name) ? 'inline' : 'page'} />}>
      <Page />
      <PageShown />
    </Suspense>
  ) : (
    <ShellHome />
  );
  if (!SHELL_ROUTES.includes(route.name)) return content;
  return (
    <Suspense fallback={<PageLoader variant="page" />}>
      <SignedInShell route={route.name}>{content}</SignedInShell>
    </Suspense>
  );
}

function Root() {
  return (
    <>
      <RouterBridge />
      <AppFrame>
        <Outlet />
      </AppFrame>
    </>
  );
}

export const routes: RouteObject[] = [
  {
    element: <Root />,
    children: [
      ...Object.values(ROUTES).map((path) => ({ path, element: <GuardedPage /> })),
      { path: `${NATIVE_EMBED_PREFIX}/*`, element: <GuardedPage /> },
      // Legacy links, static pages, language prefixes and unknown paths: the model redirects.
      { path: '*', element: <GuardedPage /> },
    ],
  },
];

/** The app's routes; the router (in main.tsx) lives under the language prefix `/en-gb/...`. */
export function AppRoutes() {
  return useRoutes(routes);
}
