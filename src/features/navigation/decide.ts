import type { Locale } from '@/shared/config/constants';
import {
  PROVIDER_LOGIN_ROUTES,
  providerLoginPath,
  providerOfRoute,
  type Resolution,
  ROUTES,
  SESSION_ROUTES,
  type StaticPage,
  withQuery,
} from '@/shared/lib/router/routes';

export type PageRoute = Extract<Resolution, { kind: 'page' }>;

export interface GuardContext {
  /** A token is stored. */
  hasToken: boolean;
  /** The app believed it was connected (a user is loaded) even though the token is gone. */
  hadUser: boolean;
  anonymous: boolean;
  dataConsentRequired: boolean;
  /** An e-mail was stored by the landing / login e-mail page. */
  hasStoredEmail: boolean;
}

/** Login-form routes: without a stored e-mail they go to / (onboarding §2 provider login page). */
const LOGIN_FORM_ROUTES = ['loginGoogle', 'loginKakao', 'loginNaver', 'loginProvider'];

export type NavigationDecision =
  | { kind: 'allow'; route: PageRoute }
  /** Refresh the user first, then allow (/direct-delete-account with a token). */
  | { kind: 'refreshThenAllow'; route: PageRoute }
  | { kind: 'redirect'; to: string }
  | { kind: 'disconnect' }
  | { kind: 'static'; page: StaticPage }
  | { kind: 'locale'; locale: Locale; to: string };

/** Providers for which /login goes straight to /login/{provider}. */
const DIRECT_LOGIN_PROVIDERS = [
  'google',
  'kakao',
  'naver',
  'yahoo',
  'aol',
  'gmx',
  'icloud',
  'web',
  'microsoft',
];

/** The guards of onboarding §2, applied to a resolved location. */
export function decideNavigation(resolution: Resolution, context: GuardContext): NavigationDecision {
  if (resolution.kind === 'redirect') return { kind: 'redirect', to: resolution.to };
  if (resolution.kind === 'static') return { kind: 'static', page: resolution.page };
  if (resolution.kind === 'locale') return resolution;

  const route = resolution;
  // A global guard forces any anonymous user to /user-form.
  if (context.hasToken && context.anonymous && route.name !== 'userForm') {
    return { kind: 'redirect', to: ROUTES.userForm };
  }
  // Landing: with a token, go to /newsletters.
  if ((route.name === 'landing' || route.name === 'start') && context.hasToken) {
    return { kind: 'redirect', to: ROUTES.newsletters };
  }
  // /login goes straight to /login/{provider} for specific providers.
  if (
    route.name === 'login' &&
    route.query.provider &&
    DIRECT_LOGIN_PROVIDERS.includes(route.query.provider)
  ) {
    const { provider, ...rest } = route.query;
    return { kind: 'redirect', to: withQuery(providerLoginPath(provider as 'google'), rest) };
  }
  // Provider login → /consent-page when not connected and consent is required.
  if (PROVIDER_LOGIN_ROUTES.includes(route.name) && !context.hasToken && context.dataConsentRequired) {
    const provider = providerOfRoute(route);
    return {
      kind: 'redirect',
      to: withQuery(ROUTES.consent, {
        provider: provider ?? undefined,
        toPath: withQuery(route.pathname, route.query),
      }),
    };
  }
  if (LOGIN_FORM_ROUTES.includes(route.name) && !context.hasStoredEmail) {
    return { kind: 'redirect', to: ROUTES.landing };
  }
  // Session routes need a stored token; without one go to / (or disconnect if we believed we were in).
  if (SESSION_ROUTES.includes(route.name) && !context.hasToken) {
    return context.hadUser ? { kind: 'disconnect' } : { kind: 'redirect', to: ROUTES.landing };
  }
  if (route.name === 'directDeleteAccount' && context.hasToken) return { kind: 'refreshThenAllow', route };
  return { kind: 'allow', route };
}
