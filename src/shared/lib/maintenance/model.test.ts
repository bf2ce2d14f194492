import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { httpFx } from '@/shared/api/client';
import { APP_VERSION } from '@/shared/config/app';
import {
  $maintenance,
  $maintenanceBanner,
  $maintenanceScreen,
  healthCheckFx,
  healthCheckRequested,
} from './model';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('health check → maintenance banner (onboarding §7 health, §8 maintenance)', () => {
  it('health status maintenance shows the banner; ok hides it', async () => {
    const scope = fork({ handlers: [[healthCheckFx, async () => ({ status: 'maintenance' as const })]] });
    await allSettled(healthCheckRequested, { scope });
    expect(scope.getState($maintenance)).toBe(true);
    const ok = fork({ handlers: [[healthCheckFx, async () => ({ status: 'ok' as const })]] });
    await allSettled(healthCheckRequested, { scope: ok });
    expect(ok.getState($maintenance)).toBe(false);
  });

  it('calls the health route with the app version; a failure is ignored', async () => {
    const urls: string[] = [];
    const scope = fork({
      handlers: [
        [
          httpFx,
          async ({ url }: { url: string }) => {
            urls.push(url);
            return { status: 500, body: { message: 'internal_error' } };
          },
        ],
      ],
    });
    await allSettled(healthCheckRequested, { scope });
    expect(urls[0]).toContain(`/api/health/device/web/version/${APP_VERSION}?`);
    expect(scope.getState($maintenance)).toBe(false);
  });

  it('any call answered 400 maintenance shows the screen, not the banner', async () => {
    const scope = fork({
      handlers: [[httpFx, async () => ({ status: 400, body: { message: 'maintenance' } })]],
    });
    await allSettled(healthCheckRequested, { scope });
    expect(scope.getState($maintenanceScreen)).toBe(true);
    expect(scope.getState($maintenanceBanner)).toBe(false);
    expect(scope.getState($maintenance)).toBe(true);
  });

  it('the health check alone shows the banner without the screen; a healthy answer lifts the screen', async () => {
    const scope = fork({ handlers: [[healthCheckFx, async () => ({ status: 'maintenance' as const })]] });
    await allSettled(healthCheckRequested, { scope });
    expect(scope.getState($maintenanceBanner)).toBe(true);
    expect(scope.getState($maintenanceScreen)).toBe(false);
    const lifted = fork({
      values: [[$maintenanceScreen, true]],
      handlers: [[healthCheckFx, async () => ({ status: 'ok' as const })]],
    });
    await allSettled(healthCheckRequested, { scope: lifted });
    expect(lifted.getState($maintenanceScreen)).toBe(false);
  });
});
