import { expect } from '@playwright/test';
import { test } from './support/test';

test.describe('one origin: app and API', () => {
  test('the API answers beside the app and refuses bad input with a clear code', async ({ request }) => {
    const health = await request.get('/api/health/device/web/version/1?device=web&version=1');
    expect(health.ok()).toBe(true);
    expect(await health.json()).toEqual({ status: 'ok' });

    const bad = await request.put('/api/auth?device=web&version=1', { data: { email: 'not-an-address' } });
    expect(bad.status()).toBe(400);
    expect((await bad.json()).message).toBe('invalid_request');

    const protectedCall = await request.get('/api/v3/users?device=web&version=1');
    expect(protectedCall.status()).toBe(401);
  });

  test('deep links under a language prefix fall back to the app', async ({ page }) => {
    await page.goto('/de-de/newsletters');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-de');
  });
});
