import { attach, combine, createEvent, createStore, sample } from 'effector';
import { api, maintenanceReported } from '@/shared/api/client';
import { APP_VERSION } from '@/shared/config/app';

/**
 * Maintenance (onboarding §7 health, §8 maintenance) comes from two places with two different looks:
 * the health check announcing maintenance shows a banner (the app still works), while a call answered
 * `400 maintenance` means the API refuses work: the full maintenance screen.
 */
export const $maintenanceBanner = createStore(false);
export const $maintenanceScreen = createStore(false);
/** Either of the two. */
export const $maintenance = combine(
  $maintenanceBanner,
  $maintenanceScreen,
  (banner, screen) => banner || screen,
);

/** Runs the health check (GET /health/device/web/version/{version}); failures are ignored. */
export const healthCheckRequested = createEvent();

export const healthCheckFx = attach({
  effect: api.health,
  mapParams: () => ({ params: { version: APP_VERSION } }),
});

sample({ clock: healthCheckRequested, target: healthCheckFx });
sample({
  clock: healthCheckFx.doneData,
  fn: ({ status }) => status === 'maintenance',
  target: $maintenanceBanner,
});
$maintenanceScreen.on(maintenanceReported, () => true);
// The screen's retry runs the health check: a healthy answer lifts the screen.
$maintenanceScreen.on(healthCheckFx.doneData, (screen, { status }) => (status === 'ok' ? false : screen));
