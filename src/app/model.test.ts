import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $token, refreshUserFx } from '@/entities/session/model';
import { getSubscriptionsFx } from '@/features/fetch-subscriptions/api';
import type { Locale } from '@/shared/config/constants';
import { $locale, switchLocaleFx } from '@/shared/i18n/model';
import { navigated } from '@/shared/lib/router/model';
import { createMemoryStorage } from '@/shared/lib/storage/memory-storage';
import { makeUser } from '@/shared/test/fixtures';
import { $appStarted, appPrepared, appShown, pageShown, prerenderHydrationStarted } from './model';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('app start-up', () => {
  it('restores the stored values and the language before the first page, and stores language changes', async () => {
    const memory = createMemoryStorage({ local: { token: 't' } });
    const scope = fork({
      handlers: [...memory.handlers, [switchLocaleFx, async (locale: Locale) => locale]],
    });
    await allSettled(appPrepared, { scope, params: { locale: 'fr-fr' } });
    expect(scope.getState($token)).toBe('t');
    expect(scope.getState($locale)).toBe('fr-fr');
    expect(memory.local.get('lang')).toBe('fr-fr');
  });

  it('with a token, a session route refreshes the user and the newsletters (onboarding §2 guards)', async () => {
    const memory = createMemoryStorage({ local: { token: 't' } });
    const refresh = vi.fn(async () => ({ user: makeUser() }));
    const subscriptions = vi.fn(async () => Promise.reject({ message: 'stop here', status: 500 }));
    const scope = fork({
      handlers: [
        ...memory.handlers,
        [switchLocaleFx, async (locale: Locale) => locale],
        [refreshUserFx, refresh],
        [getSubscriptionsFx, subscriptions],
      ],
    });
    await allSettled(appPrepared, { scope, params: { locale: 'en-gb' } });
    await allSettled(navigated, { scope, params: { pathname: '/newsletters', search: '' } });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(subscriptions).toHaveBeenCalledTimes(1);
  });

  it('starts once the first render is on screen, and for a prerendered page once the page is hydrated', async () => {
    // Without a prerendered page: the frame's first commit starts the app (once).
    const rendered = fork();
    // Not awaited: the start-up's hourly remote-config refresh never settles (effector runs this sync).
    void allSettled(appShown, { scope: rendered });
    expect(rendered.getState($appStarted)).toBe(true);
    // Hydrating a prerendered page: the frame commits before the page's Suspense boundary is hydrated;
    // the start-up (remote config, health check, season…) waits for the page, whose markup it changes.
    const hydrated = fork();
    await allSettled(prerenderHydrationStarted, { scope: hydrated });
    void allSettled(appShown, { scope: hydrated });
    expect(hydrated.getState($appStarted)).toBe(false);
    void allSettled(pageShown, { scope: hydrated });
    expect(hydrated.getState($appStarted)).toBe(true);
  });
});
