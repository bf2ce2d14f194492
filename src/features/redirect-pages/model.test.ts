import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { navigated, navigateFx, redirectExternalFx } from '@/shared/lib/router/model';
import { createMemoryStorage } from '@/shared/lib/storage/memory-storage';
import { type DevicePlatform, detectPlatformFx, platformOf, readClickIdFx } from './model';

function setup(platform: DevicePlatform, clickId: string | null = null) {
  const memory = createMemoryStorage();
  const navigate = vi.fn();
  const redirect = vi.fn();
  const scope = fork({
    handlers: [
      ...memory.handlers,
      [navigateFx, navigate],
      [redirectExternalFx, redirect],
      [detectPlatformFx, () => platform],
      [readClickIdFx, () => clickId],
    ],
  });
  const visit = (pathname: string, search = '') =>
    allSettled(navigated, { scope, params: { pathname, search } });
  return { scope, memory, navigate, redirect, visit };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('redirect pages (onboarding §2)', () => {
  it('/instant-apps: iOS → app store with the click id, Android → store listing with it as referrer, else /', async () => {
    const ios = setup('ios', 'fb.1.2');
    await ios.visit('/instant-apps');
    expect(new URL(ios.redirect.mock.calls[0]?.[0]).searchParams.get('ct')).toBe('fb.1.2');
    const android = setup('android', 'fb.1.2');
    await android.visit('/instant-apps');
    expect(new URL(android.redirect.mock.calls[0]?.[0]).searchParams.get('referrer')).toBe('fb.1.2');
    const desktop = setup('other', 'fb.1.2');
    await desktop.visit('/instant-apps');
    expect(desktop.redirect).not.toHaveBeenCalled();
    expect(desktop.navigate).toHaveBeenCalledWith({ to: '/', replace: true });
  });

  it('/save-the-planet stores the partner code, sends mobile users to their store, then /', async () => {
    const desktop = setup('other');
    await desktop.visit('/save-the-planet', '?partnerCode=TREES&utm_source=partner');
    expect(desktop.memory.local.get('partnerCode')).toBe('TREES');
    expect(desktop.memory.local.get('utm_source')).toBe('partner');
    expect(desktop.navigate).toHaveBeenCalledWith({ to: '/', replace: true });
    const android = setup('android');
    await android.visit('/save-the-planet');
    expect(android.redirect.mock.calls[0]?.[0]).toContain('play.google.com');
  });

  it('detects the platform from the user agent', () => {
    expect(platformOf('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)')).toBe('ios');
    expect(platformOf('Mozilla/5.0 (Linux; Android 14; Pixel 8)')).toBe('android');
    expect(platformOf('Mozilla/5.0 (X11; Linux x86_64)')).toBe('other');
  });
});
