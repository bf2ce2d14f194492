import { expect } from '@playwright/test';
import { test } from './support/test';

test.describe('app shell', () => {
  test('loads under the default language prefix', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/en-gb\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Clean your mailbox in a few swipes');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-gb');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });

  test('/fr-fr/ switches the interface to French', async ({ page }) => {
    await page.goto('/fr-fr/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Videz votre boîte mail en quelques gestes',
    );
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-fr');
  });

  test('/ar-sa/ turns the page right to left', async ({ page }) => {
    await page.goto('/ar-sa/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('نظّف بريدك في بضع سحبات');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });
});
