import { useUnit } from 'effector-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { createBrowserRouter, Outlet, type RouteObject, useLocation } from 'react-router';
import { $currentRoute } from '@/features/navigation/model';
import { NATIVE_EMBED_PREFIX, ROUTES, type RouteName } from '@/shared/lib/router/routes';
import { RouterBridge } from './router-bridge';
import { ShellHome } from './shell-home';

/**
 * Pages by route name. Page builders add theirs here; a route without a page shows the placeholder.
 * The guards live in the Effector model (`@/features/navigation/model`): a page renders only once
 * they let its location through.
 */
// ---- onboarding-rest: consent, magic link, OAuth, user form, redirects, delete account ----------------
/** One lazily loaded chunk per page, shown once loaded (the guards already let the route through). */
function onboardingPage(load: () => Promise<{ default: () => ReactNode }>): ReactNode {
  const Page = lazy(load);
  return (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  );
}
const ONBOARDING_PAGES: Partial<Record<RouteName, ReactNode>> = {
  consent: onboardingPage(() => import('@/pages/consent').then((m) => ({ default: m.ConsentPage }))),
  magicRequestEmail: onboardingPage(() =>
    import('@/pages/magic-request-email').then((m) => ({ default: m.MagicRequestEmailPage })),
  ),
  magicLink: onboardingPage(() => import('@/pages/magic-link').then((m) => ({ default: m.MagicLinkPage }))),
  authLink: onboardingPage(() => import('@/pages/magic-link').then((m) => ({ default: m.MagicLinkPage }))),
  userForm: onboardingPage(() => import('@/pages/user-form').then((m) => ({ default: m.UserFormPage }))),
  loginRedirect: onboardingPage(() =>
    import('@/pages/oauth-start').then((m) => ({ default: m.OAuthStartPage })),
  ),
  loginOAuth: onboardingPage(() =>
    import('@/pages/login-oauth').then((m) => ({ default: m.LoginOAuthPage })),
  ),
  instantApps: onboardingPage(() =>
    import('@/pages/store-redirect').then((m) => ({ default: m.StoreRedirectPage })),
  ),
  saveThePlanet: onboardingPage(() =>
    import('@/pages/store-redirect').then((m) => ({ default: m.StoreRedirectPage })),
  ),
  directDeleteAccount: onboardingPage(() =>
    import('@/pages/direct-delete-account').then((m) => ({ default: m.DirectDeleteAccountPage })),
  ),
};

export const PAGES: Partial<Record<RouteName, ReactNode>> = { ...ONBOARDING_PAGES };

function normalise(pathname: string): string {
  let path = pathname.startsWith(NATIVE_EMBED_PREFIX) ? pathname.slice(NATIVE_EMBED_PREFIX.length) : pathname;
  if (path.length > 1 && path.endsWith('/')) path = path.slice(0, -1);
  return path || '/';
}

function GuardedPage() {
  const route = useUnit($currentRoute);
  const { pathname } = useLocation();
  if (!route || route.pathname.toLowerCase() !== normalise(pathname).toLowerCase()) return null;
  return <>{PAGES[route.name] ?? <ShellHome />}</>;
}

function Root() {
  return (
    <>
      <RouterBridge />
      <Outlet />
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

/** The router lives under the language prefix: `/en-gb/...`. */
export function createAppRouter(basename: string) {
  return createBrowserRouter(routes, { basename });
}
