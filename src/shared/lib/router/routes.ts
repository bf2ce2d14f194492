import { matchPath } from 'react-router';
import { type Locale, PROVIDERS, type Provider } from '@/shared/config/constants';
import { splitLocalePrefix } from '@/shared/i18n/locale';

/**
 * The route table of onboarding §2 (paths are relative to the `/<locale>` base path).
 * Order matters: the first match wins.
 */
export const ROUTES = {
  landing: '/',
  start: '/start',
  consent: '/consent-page',
  loginEmail: '/login/email',
  loginGoogle: '/login/google',
  loginKakao: '/login/kakao',
  loginNaver: '/login/naver',
  /** yahoo, aol, gmx, icloud and web share one screen. */
  loginProvider: '/login/:provider',
  loginRedirect: '/login/:provider/redirect',
  loginOAuth: '/login-o-auth/:provider',
  login: '/login',
  magicRequestEmail: '/magic-request-email',
  magicLink: '/magic-link',
  authLink: '/auth-link',
  userForm: '/user-form',
  newsletters: '/newsletters',
  myActions: '/my-actions',
  fetch: '/fetch',
  fetchAndEmpty: '/fetch-and-empty',
  help: '/help',
  addInbox: '/add-inbox/:email?',
  settings: '/settings',
  settingsPage: '/settings/:page',
  sponsorship: '/sponsorship',
  stats: '/stats',
  instantApps: '/instant-apps',
  directDeleteAccount: '/direct-delete-account',
  partner: '/partner/:name',
  saveThePlanet: '/save-the-planet',
} as const;
export type RouteName = keyof typeof ROUTES;

/** Providers whose login screen is the shared e-mail + password screen. */
export const SHARED_LOGIN_PROVIDERS = ['yahoo', 'aol', 'gmx', 'icloud', 'web'] as const;
/** Provider login routes (the consent guard applies to them). */
export const PROVIDER_LOGIN_ROUTES: readonly RouteName[] = [
  'loginGoogle',
  'loginKakao',
  'loginNaver',
  'loginProvider',
  'loginRedirect',
];
/** Routes that need a stored token (onboarding §2 guards, §6). */
export const SESSION_ROUTES: readonly RouteName[] = [
  'newsletters',
  'myActions',
  'stats',
  'sponsorship',
  'settings',
  'settingsPage',
  'userForm',
  'fetch',
  'fetchAndEmpty',
];
/** Routes that show the navigation shell (onboarding §2 navigation shell). */
export const SHELL_ROUTES: readonly RouteName[] = [
  'newsletters',
  'myActions',
  'stats',
  'sponsorship',
  'settings',
  'settingsPage',
  'help',
];

/** Legacy links and fixed redirects: from → to (with its own query, merged over the visited one). */
export const LEGACY_REDIRECTS: Readonly<Record<string, string>> = {
  '/addInbox-link': '/add-inbox',
  '/stats-link': '/stats',
  '/referral-link': '/sponsorship',
  '/card-link': '/newsletters',
  '/stories-link': '/stats?forceStories=true',
  '/reconnect-link': '/add-inbox',
  '/panel-link': '/settings/panel',
  '/notif-link': '/settings/notifications',
  '/save-the-planet.html': '/save-the-planet',
  '/login/google/app_pass': '/login/google?step=app_pass',
  /** The OAuth redirect URI the server registers (MS_REDIRECT_URI) lands on the redirect screen. */
  '/oauth/microsoft': '/login-o-auth/microsoft',
};

/** Static pages opened in a new tab in the user's language. */
export const STATIC_PAGES = [
  'about',
  'cookies-policy',
  'faq',
  'how-it-works',
  'impressum',
  'press',
  'privacy',
  'terms',
  'health-data-privacy',
] as const;
export type StaticPage = (typeof STATIC_PAGES)[number];
const STATIC_ALIASES: Readonly<Record<string, StaticPage>> = { privacy_policy: 'privacy' };

/** Path prefix of the native embed: no tracking, no cookie bar. */
export const NATIVE_EMBED_PREFIX = '/fox/native';

export type Query = Readonly<Record<string, string>>;

export type Resolution =
  | {
      kind: 'page';
      name: RouteName;
      params: Readonly<Record<string, string>>;
      query: Query;
      pathname: string;
    }
  | { kind: 'redirect'; to: string }
  | { kind: 'static'; page: StaticPage }
  | { kind: 'locale'; locale: Locale; to: string };

export function parseQuery(search: string): Query {
  return Object.fromEntries(new URLSearchParams(search.startsWith('?') ? search.slice(1) : search));
}

/** `path` + query object → `path?a=b`. */
export function withQuery(path: string, query: Readonly<Record<string, string | undefined>> = {}): string {
  const [base = '', own = ''] = path.split('?');
  const search = new URLSearchParams(own);
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, value);
  const text = search.toString();
  return text ? `${base}?${text}` : base;
}

function normalise(pathname: string): string {
  if (!pathname || pathname === '/') return '/';
  return pathname.endsWith('/') ? pathname.slice(0, -1) : pathname;
}

/** Whether a path (relative to the base path) is in the native embed. */
export function isNativeEmbedPath(pathname: string): boolean {
  return pathname === NATIVE_EMBED_PREFIX || pathname.startsWith(`${NATIVE_EMBED_PREFIX}/`);
}

/**
 * Resolves a location against the route table, before guards: a page, a redirect (legacy links, fixed
 * redirects, unknown providers, anything unknown → /), a static page, or a language prefix to apply.
 */
export function resolveLocation(pathname: string, search = ''): Resolution {
  let path = normalise(pathname);
  if (isNativeEmbedPath(path)) path = normalise(path.slice(NATIVE_EMBED_PREFIX.length));
  const query = parseQuery(search);

  const { locale, rest } = splitLocalePrefix(path);
  if (locale) return { kind: 'locale', locale, to: withQuery(normalise(rest), query) };

  const legacy = LEGACY_REDIRECTS[path];
  if (legacy) {
    const [, own = ''] = legacy.split('?');
    return { kind: 'redirect', to: withQuery(legacy.split('?')[0] ?? '/', { ...query, ...parseQuery(own) }) };
  }

  const staticName = path.slice(1);
  const staticPage = STATIC_ALIASES[staticName] ?? STATIC_PAGES.find((page) => page === staticName);
  if (staticPage) return { kind: 'static', page: staticPage };

  for (const [name, pattern] of Object.entries(ROUTES) as [RouteName, string][]) {
    const match = matchPath({ path: pattern, end: true, caseSensitive: false }, path);
    if (!match) continue;
    const params = Object.fromEntries(
      Object.entries(match.params).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
    if (
      name === 'loginProvider' &&
      !(SHARED_LOGIN_PROVIDERS as readonly string[]).includes(params.provider ?? '')
    ) {
      return { kind: 'redirect', to: ROUTES.login };
    }
    return { kind: 'page', name, params, query, pathname: path };
  }
  return { kind: 'redirect', to: ROUTES.landing };
}

/** The login path of a provider (onboarding §4 landing submit): microsoft goes through OAuth. */
export function providerLoginPath(provider: Provider): string {
  switch (provider) {
    case 'google':
    case 'kakao':
    case 'naver':
    case 'yahoo':
    case 'aol':
    case 'gmx':
    case 'icloud':
    case 'web':
      return `/login/${provider}`;
    case 'microsoft':
      return '/login/microsoft/redirect';
    default:
      return '/login/web';
  }
}

export function isProvider(value: string | undefined): value is Provider {
  return (PROVIDERS as readonly string[]).includes(value ?? '');
}

/** The provider of a provider-login page, if any. */
export function providerOfRoute(resolution: Extract<Resolution, { kind: 'page' }>): Provider | null {
  switch (resolution.name) {
    case 'loginGoogle':
      return 'google';
    case 'loginKakao':
      return 'kakao';
    case 'loginNaver':
      return 'naver';
    case 'loginProvider':
    case 'loginRedirect':
      return isProvider(resolution.params.provider) ? resolution.params.provider : null;
    default:
      return null;
  }
}
