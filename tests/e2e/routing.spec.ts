import { expect } from '@playwright/test';
import { test } from './support/test';

test.describe('routes and guards (onboarding §2)', () => {
  test('a legacy link to a session route without a session lands on the landing', async ({ page }) => {
    await page.goto('/en-gb/stories-link');
    await expect(page).toHaveURL(/\/en-gb\/?$/);
    await expect(page.locator('[data-page="landing"]')).toBeVisible();
  });

  test('a prefixed legacy URL sets the language and is rewritten to the unprefixed path', async ({
    page,
  }) => {
    await page.goto('/en-gb/de-de/start');
    await expect(page).toHaveURL(/\/de-de\/start$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-de');
  });

  test('an unknown path redirects to the landing', async ({ page }) => {
    await page.goto('/fr-fr/no/such/page');
    await expect(page).toHaveURL(/\/fr-fr\/?$/);
  });
});
