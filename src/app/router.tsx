import { useUnit } from 'effector-react';
import { lazy, type ReactNode, Suspense } from 'react';
import { Outlet, type RouteObject, useLocation, useRoutes } from 'react-router';
import { $currentRoute } from '@/features/navigation/model';
import { NATIVE_EMBED_PREFIX, ROUTES, type RouteName } from '@/shared/lib/router/routes';
import { RouterBridge } from './router-bridge';
import { ShellHome } from './shell-home';

/**
 * Pages by route name. Page builders add theirs here; a route without a page shows the placeholder.
 * The guards live in the Effector model (`@/features/navigation/model`): a page renders only once
 * they let its location through.
 */
// Signed-out onboarding pages: landing, e-mail step and provider login (landing-login).
const LandingPage = lazy(() => import('@/pages/landing').then((page) => ({ default: page.LandingPage })));
const landingPage = (
  <Suspense fallback={null}>
    <LandingPage />
  </Suspense>
);

const LoginEmailPage = lazy(() =>
  import('@/pages/login-email').then((page) => ({ default: page.LoginEmailPage })),
);
const loginEmailPage = (
  <Suspense fallback={null}>
    <LoginEmailPage />
  </Suspense>
);
const LoginProviderPage = lazy(() =>
  import('@/pages/login-provider').then((page) => ({ default: page.LoginProviderPage })),
);
const LoginMultiStepPage = lazy(() =>
  import('@/pages/login-multi-step').then((page) => ({ default: page.LoginMultiStepPage })),
);
const loginMultiStepPage = (
  <Suspense fallback={null}>
    <LoginMultiStepPage />
  </Suspense>
);

export const PAGES: Partial<Record<RouteName, ReactNode>> = {
  landing: landingPage,
  start: landingPage,
  loginEmail: loginEmailPage,
  addInbox: loginEmailPage,
  loginGoogle: loginMultiStepPage,
  loginKakao: loginMultiStepPage,
  loginNaver: loginMultiStepPage,
  loginProvider: (
    <Suspense fallback={null}>
      <LoginProviderPage />
    </Suspense>
  ),
};

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

/** The app's routes; the router (in main.tsx) lives under the language prefix `/en-gb/...`. */
export function AppRoutes() {
  return useRoutes(routes);
}
