import { createEffect, createEvent, sample } from 'effector';
import { routeAllowed } from '@/features/navigation/model';
import { APP_STORE_URL, PLAY_STORE_URL } from '@/shared/config/app';
import { navigateFx, redirectExternalFx } from '@/shared/lib/router/model';
import { ROUTES } from '@/shared/lib/router/routes';

/**
 * Redirect pages (onboarding §2): /instant-apps (social-ad campaign) and /save-the-planet. Tracking
 * and partnerCode of /save-the-planet are saved by the navigation model; this sends mobile users to the
 * matching store, everyone else to /.
 */
export type DevicePlatform = 'ios' | 'android' | 'other';

export function platformOf(userAgent: string): DevicePlatform {
  if (/iPhone|iPad|iPod/i.test(userAgent)) return 'ios';
  if (/Android/i.test(userAgent)) return 'android';
  return 'other';
}

export const detectPlatformFx = createEffect(
  (): DevicePlatform => (typeof navigator === 'undefined' ? 'other' : platformOf(navigator.userAgent)),
);
/** The ad network's click-id cookie (`_fbc`), null when missing. */
export const readClickIdFx = createEffect((): string | null => {
  if (typeof document === 'undefined') return null;
  const match = /(?:^|;\s*)_fbc=([^;]*)/.exec(document.cookie);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
});
/** Loads the ad pixel (third party; a no-op until the app plugs one in). */
export const loadAdPixelFx = createEffect((): void => undefined);

/** iOS: the app-store link carrying the click id; Android: the listing with the click id as referrer. */
export function instantAppTarget(platform: DevicePlatform, clickId: string | null): string | null {
  if (platform === 'ios') {
    const url = new URL(APP_STORE_URL);
    if (clickId) url.searchParams.set('ct', clickId);
    return url.toString();
  }
  if (platform === 'android') {
    const url = new URL(PLAY_STORE_URL);
    if (clickId) url.searchParams.set('referrer', clickId);
    return url.toString();
  }
  return null;
}

export const instantAppsOpened = createEvent();
export const saveThePlanetOpened = createEvent();

const instantAppsFx = createEffect(async () => {
  await loadAdPixelFx();
  const [platform, clickId] = await Promise.all([detectPlatformFx(), readClickIdFx()]);
  return instantAppTarget(platform, clickId);
});
const saveThePlanetFx = createEffect(async () => instantAppTarget(await detectPlatformFx(), null));

sample({
  clock: routeAllowed,
  filter: (route) => route.name === 'instantApps',
  fn: () => undefined,
  target: instantAppsOpened,
});
sample({
  clock: routeAllowed,
  filter: (route) => route.name === 'saveThePlanet',
  fn: () => undefined,
  target: saveThePlanetOpened,
});
sample({ clock: instantAppsOpened, target: instantAppsFx });
sample({ clock: saveThePlanetOpened, target: saveThePlanetFx });

const target = sample({ clock: [instantAppsFx.doneData, saveThePlanetFx.doneData] });
sample({ clock: target, filter: (url): url is string => url !== null, target: redirectExternalFx });
sample({
  clock: [target.filter({ fn: (url) => url === null }), instantAppsFx.fail, saveThePlanetFx.fail],
  fn: () => ({ to: ROUTES.landing, replace: true }),
  target: navigateFx,
});
