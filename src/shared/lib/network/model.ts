import { createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import { delay } from 'patronum';
import { ONLINE_BANNER_DURATION_MS } from '@/shared/config/constants';

/** What the offline/online banner shows (onboarding §8): nothing, "disconnected", or "connected". */
export type ConnectionBanner = 'hidden' | 'offline' | 'online';

/** A request failed with a network error, or the browser reported it went offline. */
export const wentOffline = createEvent();
/** The browser reported it is back online, or a request succeeded. */
export const wentOnline = createEvent();
export const connectionBannerClosed = createEvent();

export const $online = createStore(true);
export const $connectionBanner = createStore<ConnectionBanner>('hidden');
/** Bumps on every "back online" so only the latest one hides the banner after 3 s. */
const $onlineShownId = createStore(0);

const cameBackOnline = sample({ clock: wentOnline, source: $online, filter: (online) => !online });

$online.on(wentOffline, () => false).on(cameBackOnline, () => true);
$connectionBanner
  .on(wentOffline, () => 'offline')
  .on(cameBackOnline, () => 'online')
  .on(connectionBannerClosed, () => 'hidden');
$onlineShownId.on(cameBackOnline, (id) => id + 1);

const onlineShownTimedOut = delay({
  source: sample({ clock: cameBackOnline, source: $onlineShownId }),
  timeout: ONLINE_BANNER_DURATION_MS,
});
sample({
  clock: onlineShownTimedOut,
  source: { id: $onlineShownId, banner: $connectionBanner },
  filter: ({ id, banner }, shownId) => id === shownId && banner === 'online',
  fn: (): ConnectionBanner => 'hidden',
  target: $connectionBanner,
});

/** Subscribes to the browser's online/offline events (the app calls it once; tests never do). */
export const watchConnectivityFx = createEffect(() => {
  if (typeof window === 'undefined') return;
  const offline = scopeBind(wentOffline, { safe: true });
  const online = scopeBind(wentOnline, { safe: true });
  window.addEventListener('offline', () => offline());
  window.addEventListener('online', () => online());
  if (window.navigator.onLine === false) offline();
});
