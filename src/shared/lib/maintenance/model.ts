import { attach, createEvent, createStore, sample } from 'effector';
import { api, maintenanceReported } from '@/shared/api/client';
import { APP_VERSION } from '@/shared/config/app';

/** The maintenance banner/screen: health check says maintenance, or any call answered 400 maintenance. */
export const $maintenance = createStore(false);

/** Runs the health check (GET /health/device/web/version/{version}); failures are ignored. */
export const healthCheckRequested = createEvent();

export const healthCheckFx = attach({
  effect: api.health,
  mapParams: () => ({ params: { version: APP_VERSION } }),
});

sample({ clock: healthCheckRequested, target: healthCheckFx });
sample({ clock: healthCheckFx.doneData, fn: ({ status }) => status === 'maintenance', target: $maintenance });
$maintenance.on(maintenanceReported, () => true);
