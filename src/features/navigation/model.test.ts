import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { acceptAgreementFx } from '@/entities/agreements/model';
import { $cookieBannerVisible } from '@/entities/cookie-consent/model';
import { $dataConsentAccepted } from '@/entities/data-consent/model';
import { $storedEmail, $token, $user, refreshUserFx } from '@/entities/session/model';
import type { Locale } from '@/shared/config/constants';
import { $locale, switchLocaleFx } from '@/shared/i18n/model';
import { sendErrorFx, sendEventFx } from '@/shared/lib/analytics/model';
import type { ValueList } from '@/shared/lib/effector/handlers';
import {
  $nativeEmbed,
  $navigator,
  GuardCancellation,
  navigated,
  navigateFx,
  openExternalFx,
} from '@/shared/lib/router/model';
import { createMemoryStorage } from '@/shared/lib/storage/memory-storage';
import { storageRestoreRequested } from '@/shared/lib/storage/model';
import { makeUser } from '@/shared/test/fixtures';
import { $currentRoute, $shellVisible } from './model';

type Values = ValueList;

function setup(
  values: Values = [],
  overrides: { refresh?: () => Promise<{ user: ReturnType<typeof makeUser> }> } = {},
) {
  const memory = createMemoryStorage();
  const navigate = vi.fn();
  const open = vi.fn();
  const refresh = vi.fn(overrides.refresh ?? (async () => ({ user: makeUser() })));
  const accept = vi.fn(async () => ({ terms: null, privacy: null }));
  const scope = fork({
    values,
    handlers: [
      ...memory.handlers,
      [navigateFx, navigate],
      [openExternalFx, open],
      [refreshUserFx, refresh],
      [acceptAgreementFx, accept],
      [switchLocaleFx, async (locale: Locale) => locale],
    ],
  });
  const visit = (path: string) => {
    const [pathname = '/', search = ''] = path.split('?');
    return allSettled(navigated, { scope, params: { pathname, search: search ? `?${search}` : '' } });
  };
  return { scope, navigate, open, refresh, accept, visit };
}

const signedIn: Values = [
  [$token, 't'],
  [$user, makeUser()],
];

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('route table (onboarding §2)', () => {
  it('every page of the route table opens at its path', async () => {
    const { visit, scope, navigate } = setup([
      ...signedIn,
      [$dataConsentAccepted, true],
      [$storedEmail, 'ada@gmail.com'],
    ]);
    const pages: [string, string, Record<string, string>?][] = [
      ['/consent-page?provider=google&toPath=%2Flogin%2Fgoogle', 'consent'],
      ['/login/microsoft/redirect', 'loginRedirect', { provider: 'microsoft' }],
      ['/login-o-auth/microsoft', 'loginOAuth', { provider: 'microsoft' }],
      ['/login', 'login'],
      ['/login/email', 'loginEmail'],
      ['/login/google', 'loginGoogle'],
      ['/login/kakao', 'loginKakao'],
      ['/login/naver', 'loginNaver'],
      ['/login/icloud', 'loginProvider', { provider: 'icloud' }],
      ['/magic-request-email', 'magicRequestEmail'],
      ['/magic-link?code=c', 'magicLink'],
      ['/auth-link', 'authLink'],
      ['/user-form', 'userForm'],
      ['/newsletters', 'newsletters'],
      ['/my-actions', 'myActions'],
      ['/fetch', 'fetch'],
      ['/fetch-and-empty', 'fetchAndEmpty'],
      ['/help', 'help'],
      ['/add-inbox', 'addInbox'],
      ['/add-inbox/ada@gmail.com', 'addInbox', { email: 'ada@gmail.com' }],
      ['/settings', 'settings'],
      ['/settings/notifications', 'settingsPage', { page: 'notifications' }],
      ['/sponsorship', 'sponsorship'],
      ['/stats', 'stats'],
      ['/instant-apps', 'instantApps'],
      ['/direct-delete-account', 'directDeleteAccount'],
      ['/partner/we-forest', 'partner', { name: 'we-forest' }],
      ['/save-the-planet', 'saveThePlanet'],
    ];
    for (const [path, name, params] of pages) {
      navigate.mockClear();
      await visit(path);
      const route = scope.getState($currentRoute);
      expect(route?.name, path).toBe(name);
      if (params) expect(route?.params, path).toEqual(params);
      if (!['instantApps', 'saveThePlanet'].includes(name)) expect(navigate, path).not.toHaveBeenCalled();
    }
    const out = setup();
    await out.visit('/');
    expect(out.scope.getState($currentRoute)?.name).toBe('landing');
    await out.visit('/start');
    expect(out.scope.getState($currentRoute)?.name).toBe('start');
  });

  it('a prefixed legacy link sets the language, is rewritten, then redirects', async () => {
    const { visit, navigate, scope } = setup(signedIn);
    await visit('/fr-fr/stories-link');
    expect(scope.getState($locale)).toBe('fr-fr');
    expect(navigate).toHaveBeenLastCalledWith({ to: '/stories-link', replace: true });
    await visit('/stories-link');
    expect(navigate).toHaveBeenLastCalledWith({ to: '/stats?forceStories=true', replace: true });
  });

  it('/fox/native/ is a native embed: its pages open, with no tracking and no cookie bar', async () => {
    const sent = vi.fn();
    const memory = createMemoryStorage({
      local: { token: 't', cookiePreferences: '{"since":1,"choices":{"analytics_storage":true}}' },
    });
    const scope = fork({
      values: [...signedIn],
      handlers: [
        ...memory.handlers,
        [navigateFx, vi.fn()],
        [refreshUserFx, async () => ({ user: makeUser() })],
        [sendEventFx, sent],
      ],
    });
    await allSettled(storageRestoreRequested, { scope });
    await allSettled(navigated, { scope, params: { pathname: '/fox/native/stats', search: '' } });
    expect(scope.getState($currentRoute)?.name).toBe('stats');
    expect(scope.getState($nativeEmbed)).toBe(true);
    expect(scope.getState($cookieBannerVisible)).toBe(false);
    expect(sent).not.toHaveBeenCalled();
  });

  it('legacy links redirect: /stories-link → /stats?forceStories=true, /panel-link → /settings/panel, ...', async () => {
    const { visit, navigate } = setup(signedIn);
    const cases: [string, string][] = [
      ['/addInbox-link', '/add-inbox'],
      ['/stats-link', '/stats'],
      ['/referral-link', '/sponsorship'],
      ['/card-link', '/newsletters'],
      ['/stories-link', '/stats?forceStories=true'],
      ['/reconnect-link', '/add-inbox'],
      ['/panel-link', '/settings/panel'],
      ['/notif-link', '/settings/notifications'],
      ['/save-the-planet.html', '/save-the-planet'],
      ['/login/google/app_pass', '/login/google?step=app_pass'],
    ];
    for (const [from, to] of cases) {
      navigate.mockClear();
      await visit(from);
      expect(navigate, from).toHaveBeenCalledWith({ to, replace: true });
    }
  });

  it('any other /login/{provider} redirects to /login; anything else redirects to /', async () => {
    const { visit, navigate } = setup();
    await visit('/login/hotmail');
    expect(navigate).toHaveBeenLastCalledWith({ to: '/login', replace: true });
    await visit('/nowhere/at/all');
    expect(navigate).toHaveBeenLastCalledWith({ to: '/', replace: true });
  });

  it('yahoo, aol, gmx, icloud and web share one login screen', async () => {
    const { visit, scope } = setup([
      [$dataConsentAccepted, true],
      [$storedEmail, 'ada@yahoo.com'],
    ]);
    for (const provider of ['yahoo', 'aol', 'gmx', 'icloud', 'web']) {
      await visit(`/login/${provider}`);
      expect(scope.getState($currentRoute)).toMatchObject({ name: 'loginProvider', params: { provider } });
    }
  });

  it('a prefixed legacy URL sets the language from the prefix and is rewritten, including /partner/{name}', async () => {
    const { visit, navigate, scope } = setup();
    await visit('/de-de/partner/we-forest?x=1');
    expect(scope.getState($locale)).toBe('de-de');
    expect(navigate).toHaveBeenCalledWith({ to: '/partner/we-forest?x=1', replace: true });
  });

  it('static pages open in a new tab in the user language; privacy and terms visits are recorded', async () => {
    const { visit, open, accept, navigate } = setup([...signedIn, [$locale, 'de-at']]);
    await visit('/newsletters');
    await visit('/privacy_policy');
    expect(open).toHaveBeenCalledWith('/static/de-de/privacy.html');
    expect(accept).toHaveBeenCalledWith('privacy');
    expect(navigate).toHaveBeenLastCalledWith({ to: '/newsletters', replace: true });
    await visit('/faq');
    expect(open).toHaveBeenLastCalledWith('/static/de-de/faq.html');
    expect(accept).toHaveBeenCalledTimes(1);
  });

  it('the navigation shell shows only on newsletters, my-actions, stats, sponsorship, settings and help', async () => {
    const { visit, scope } = setup(signedIn);
    await visit('/settings/panel');
    expect(scope.getState($shellVisible)).toBe(true);
    await visit('/fetch');
    expect(scope.getState($shellVisible)).toBe(false);
  });
});

describe('guards (onboarding §2)', () => {
  it('provider login page: if no e-mail is stored, redirect to /', async () => {
    const { visit, navigate, scope } = setup([[$dataConsentAccepted, true]]);
    await visit('/login/yahoo');
    expect(navigate).toHaveBeenCalledWith({ to: '/', replace: true });
    expect(scope.getState($currentRoute)).toBeNull();
  });

  it('landing with a stored token goes to /newsletters', async () => {
    const { visit, navigate } = setup(signedIn);
    await visit('/');
    expect(navigate).toHaveBeenCalledWith({ to: '/newsletters', replace: true });
    await visit('/start');
    expect(navigate).toHaveBeenLastCalledWith({ to: '/newsletters', replace: true });
  });

  it('provider login goes to /consent-page (query provider and toPath) when not connected and consent is required', async () => {
    const { visit, navigate, scope } = setup();
    await visit('/login/google?step=app_pass');
    expect(navigate).toHaveBeenCalledWith({
      to: `/consent-page?provider=google&toPath=${encodeURIComponent('/login/google?step=app_pass')}`,
      replace: true,
    });
    const accepted = setup([
      [$dataConsentAccepted, true],
      [$storedEmail, 'ada@gmail.com'],
    ]);
    await accepted.visit('/login/google');
    expect(accepted.navigate).not.toHaveBeenCalled();
    expect(accepted.scope.getState($currentRoute)?.name).toBe('loginGoogle');
    expect(scope.getState($currentRoute)).toBeNull();
  });

  it('/login goes straight to /login/{provider} for specific providers', async () => {
    const { visit, navigate } = setup([[$dataConsentAccepted, true]]);
    await visit('/login?provider=naver');
    expect(navigate).toHaveBeenCalledWith({ to: '/login/naver', replace: true });
  });

  it('session routes need a token: with one the user is refreshed, without one go to /', async () => {
    const { visit, navigate, refresh, scope } = setup(signedIn);
    await visit('/stats');
    expect(scope.getState($currentRoute)?.name).toBe('stats');
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(navigate).not.toHaveBeenCalled();

    const out = setup();
    await out.visit('/newsletters');
    expect(out.navigate).toHaveBeenCalledWith({ to: '/', replace: true });
    expect(out.refresh).not.toHaveBeenCalled();
    expect(out.scope.getState($currentRoute)).toBeNull();
  });

  it('a session route without a token disconnects when the app believed it was connected', async () => {
    const { visit, navigate, scope } = setup([[$user, makeUser()]]);
    await visit('/settings');
    expect(scope.getState($user)).toBeNull();
    expect(navigate).toHaveBeenCalledWith({ to: '/', replace: true });
  });

  it('/direct-delete-account refreshes the user synchronously before the page shows', async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const { visit, scope } = setup(signedIn, {
      refresh: async () => {
        await gate;
        return { user: makeUser({ firstname: 'Refreshed' }) };
      },
    });
    const run = visit('/direct-delete-account');
    await Promise.resolve();
    expect(scope.getState($currentRoute)).toBeNull();
    release();
    await run;
    expect(scope.getState($currentRoute)?.name).toBe('directDeleteAccount');
    expect(scope.getState($user)?.firstname).toBe('Refreshed');
  });

  it('a global guard forces any anonymous user to /user-form', async () => {
    const { visit, navigate, scope } = setup([
      [$token, 't'],
      [$user, makeUser({ birthYear: null })],
    ]);
    await visit('/partner/we-forest');
    expect(navigate).toHaveBeenCalledWith({ to: '/user-form', replace: true });
    navigate.mockClear();
    await visit('/user-form');
    expect(navigate).not.toHaveBeenCalled();
    expect(scope.getState($currentRoute)?.name).toBe('userForm');
  });

  it('discovery visitors (PUT /auth/demo) are never sent to the user form, even without a first name', async () => {
    const { visit, navigate, scope } = setup([
      [$token, 't'],
      [$user, makeUser({ firstname: null, birthYear: null, demo: true, discovery: true })],
    ]);
    await visit('/newsletters');
    expect(navigate).not.toHaveBeenCalledWith({ to: '/user-form', replace: true });
    expect(scope.getState($currentRoute)?.name).toBe('newsletters');
    await visit('/fetch');
    expect(navigate).not.toHaveBeenCalledWith({ to: '/user-form', replace: true });
    expect(scope.getState($currentRoute)?.name).toBe('fetch');
  });

  it('a named demo account (ada@demo…, demo flag but not discovery) is sent to the user form like any new user', async () => {
    const { visit, navigate, scope } = setup([
      [$token, 't'],
      [$user, makeUser({ firstname: null, birthYear: null, demo: true, discovery: false })],
    ]);
    await visit('/newsletters');
    expect(navigate).toHaveBeenCalledWith({ to: '/user-form', replace: true });
    expect(scope.getState($currentRoute)?.name).not.toBe('newsletters');
    navigate.mockClear();
    await visit('/user-form');
    expect(navigate).not.toHaveBeenCalled();
    expect(scope.getState($currentRoute)?.name).toBe('userForm');
  });

  it('the guard follows the refreshed user: a named demo account that turns out anonymous goes to the form, a discovery visitor stays', async () => {
    for (const discovery of [false, true]) {
      const { visit, navigate, scope } = setup([[$token, 't']], {
        refresh: async () => ({
          user: makeUser({ firstname: null, birthYear: null, demo: true, discovery }),
        }),
      });
      await visit('/fetch');
      const sentToForm = navigate.mock.calls.some(([call]) => (call as { to: string }).to === '/user-form');
      expect(sentToForm, `discovery ${discovery}`).toBe(!discovery);
      if (discovery) expect(scope.getState($currentRoute)?.name).toBe('fetch');
    }
  });

  it('a user who turns out anonymous after a refresh is sent to /user-form', async () => {
    const { visit, navigate } = setup(signedIn, {
      refresh: async () => ({ user: makeUser({ firstname: null }) }),
    });
    await visit('/newsletters');
    expect(navigate).toHaveBeenCalledWith({ to: '/user-form', replace: true });
  });

  it('navigation errors other than guard cancellations are logged', async () => {
    const sent = vi.fn();
    const scope = fork({ handlers: [[sendErrorFx, sent]] });
    await allSettled(navigateFx, { scope, params: '/fetch' });
    expect(sent).toHaveBeenCalledWith(expect.objectContaining({ context: 'navigation:/fetch' }));
    sent.mockClear();
    const cancelled = fork({
      values: [[$navigator, () => Promise.reject(new GuardCancellation('stay'))]],
      handlers: [[sendErrorFx, sent]],
    });
    await allSettled(navigateFx, { scope: cancelled, params: '/stats' });
    expect(sent).not.toHaveBeenCalled();
  });
});

describe('tracking parameters (onboarding §2 landing, redirect pages)', () => {
  it('are saved on landing and /save-the-planet', async () => {
    const memory = createMemoryStorage();
    const scope = fork({ handlers: [...memory.handlers, [navigateFx, vi.fn()], [openExternalFx, vi.fn()]] });
    await allSettled(navigated, {
      scope,
      params: { pathname: '/', search: '?utm_source=news&utm_campaign=spring&cid=42&other=x' },
    });
    expect(memory.local.get('utm_source')).toBe('news');
    expect(memory.local.get('utm_campaign')).toBe('spring');
    expect(memory.local.get('cid')).toBe('42');
    expect(memory.local.has('other')).toBe(false);
    await allSettled(navigated, {
      scope,
      params: { pathname: '/save-the-planet', search: '?partnerCode=TREES' },
    });
    expect(memory.local.get('partnerCode')).toBe('TREES');
    expect(memory.local.get('utm_source')).toBe('news');
  });
});

describe('the side menu on the help page (open to all)', () => {
  it('signed in, /help loads the user (the side menu lists the mailboxes); signed out, nothing is asked', async () => {
    const { refresh, visit, scope } = setup([[$token, 't']]);
    await visit('/help');
    expect(scope.getState($currentRoute)?.name).toBe('help');
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(scope.getState($user)).not.toBeNull();

    const out = setup();
    await out.visit('/help');
    expect(out.scope.getState($currentRoute)?.name).toBe('help');
    expect(out.refresh).not.toHaveBeenCalled();
  });
});
