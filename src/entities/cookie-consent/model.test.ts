import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COOKIE_CONSENT_LIFETIME_MS } from '@/shared/config/constants';
import { eventTracked, sendEventFx } from '@/shared/lib/analytics/model';
import { $remoteConfig, REMOTE_CONFIG_DEFAULTS } from '@/shared/lib/remote-config/model';
import { navigated } from '@/shared/lib/router/model';
import { createMemoryStorage } from '@/shared/lib/storage/memory-storage';
import { storageRestoreRequested } from '@/shared/lib/storage/model';
import {
  $cookieBannerVisible,
  $cookieChoice,
  $cookieItems,
  allOptionalToggled,
  cookieBannerAccepted,
  cookieBannerRefused,
  cookieConsentChecked,
  cookieItemToggled,
  cookiePreferencesClosed,
  cookiePreferencesOpened,
  cookiePreferencesSaved,
} from './model';

const NOW = new Date('2026-11-22T10:00:00Z').getTime();

describe('cookie consent (onboarding §2 cookie banner, §3 items, §4 expiry, §6 EEA flag)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => vi.useRealTimers());

  it('the banner shows without a stored choice; accept stores every optional item as active', async () => {
    const memory = createMemoryStorage();
    const scope = fork({ handlers: memory.handlers });
    expect(scope.getState($cookieBannerVisible)).toBe(true);
    await allSettled(cookieBannerAccepted, { scope });
    expect(scope.getState($cookieBannerVisible)).toBe(false);
    expect(scope.getState($cookieChoice)).toMatchObject({
      since: NOW,
      choices: { analytics_storage: true, ad_storage: true },
    });
    expect(JSON.parse(memory.local.get('cookiePreferences') ?? '{}').since).toBe(NOW);
  });

  it('first close of the preferences with no saved choice refuses all optional items', async () => {
    const scope = fork({ handlers: createMemoryStorage().handlers });
    await allSettled(cookiePreferencesOpened, { scope });
    await allSettled(cookiePreferencesClosed, { scope });
    const choices = scope.getState($cookieChoice)?.choices ?? {};
    expect(Object.values(choices).every((active) => active === false)).toBe(true);
    expect(Object.keys(choices)).toContain('analytics_storage');
  });

  it('closing again keeps the saved choice; customize + Update saves the toggles', async () => {
    const scope = fork({ handlers: createMemoryStorage().handlers });
    await allSettled(cookiePreferencesOpened, { scope });
    await allSettled(cookieItemToggled, { scope, params: { name: 'smartlook', active: true } });
    await allSettled(cookiePreferencesSaved, { scope });
    expect(scope.getState($cookieChoice)?.choices).toMatchObject({
      smartlook: true,
      analytics_storage: false,
    });
    await allSettled(cookiePreferencesOpened, { scope });
    await allSettled(allOptionalToggled, { scope, params: true });
    await allSettled(cookiePreferencesClosed, { scope });
    expect(scope.getState($cookieChoice)?.choices).toMatchObject({
      smartlook: true,
      analytics_storage: false,
    });
  });

  it('a stored choice expires after 34128e6 ms and the banner shows again', async () => {
    const fresh = JSON.stringify({
      since: NOW - COOKIE_CONSENT_LIFETIME_MS + 1,
      choices: { analytics_storage: true },
    });
    const memory = createMemoryStorage({ local: { cookiePreferences: fresh } });
    const scope = fork({ handlers: memory.handlers });
    await allSettled(storageRestoreRequested, { scope });
    await allSettled(cookieConsentChecked, { scope });
    expect(scope.getState($cookieBannerVisible)).toBe(false);
    vi.setSystemTime(NOW + 1);
    await allSettled(cookieConsentChecked, { scope });
    expect(scope.getState($cookieBannerVisible)).toBe(true);
    expect(memory.local.has('cookiePreferences')).toBe(false);
  });

  it('the EEA flag: ad_user_data and ad_personalization are hidden outside the EEA', () => {
    const names = (eea: boolean) =>
      fork({ values: [[$remoteConfig, { ...REMOTE_CONFIG_DEFAULTS, isEea: eea }]] })
        .getState($cookieItems)
        .map((item) => item.name);
    expect(names(true)).toEqual(expect.arrayContaining(['ad_user_data', 'ad_personalization', 'token']));
    expect(names(false)).not.toContain('ad_user_data');
    expect(names(false)).not.toContain('ad_personalization');
    expect(names(false)).toContain('ad_storage');
  });

  it('analytics events go out only with consent, and never on the /fox/native/ embed (no cookie bar there)', async () => {
    const sent = vi.fn();
    const scope = fork({ handlers: [...createMemoryStorage().handlers, [sendEventFx, sent]] });
    await allSettled(eventTracked, { scope, params: { name: 'page_viewed' } });
    expect(sent).not.toHaveBeenCalled();
    await allSettled(cookieBannerAccepted, { scope });
    await allSettled(eventTracked, { scope, params: { name: 'page_viewed' } });
    expect(sent).toHaveBeenCalledWith({ name: 'page_viewed' });

    const native = fork({ handlers: [...createMemoryStorage().handlers, [sendEventFx, sent]] });
    await allSettled(navigated, { scope: native, params: { pathname: '/fox/native/stats', search: '' } });
    expect(native.getState($cookieBannerVisible)).toBe(false);
    sent.mockClear();
    await allSettled(cookieBannerAccepted, { scope: native });
    await allSettled(eventTracked, { scope: native, params: { name: 'page_viewed' } });
    expect(sent).not.toHaveBeenCalled();
  });

  it('remote config analytics_blocked keeps analytics off even with consent', async () => {
    const sent = vi.fn();
    const scope = fork({
      values: [[$remoteConfig, { ...REMOTE_CONFIG_DEFAULTS, analytics_blocked: true }]],
      handlers: [...createMemoryStorage().handlers, [sendEventFx, sent]],
    });
    await allSettled(cookieBannerAccepted, { scope });
    await allSettled(eventTracked, { scope, params: { name: 'page_viewed' } });
    expect(sent).not.toHaveBeenCalled();
  });

  it('refuse stores every optional item as refused', async () => {
    const scope = fork({ handlers: createMemoryStorage().handlers });
    await allSettled(cookieBannerRefused, { scope });
    expect(scope.getState($cookieChoice)?.choices.analytics_storage).toBe(false);
  });
});
