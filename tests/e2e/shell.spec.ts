import { expect, test } from '@playwright/test';

test.describe('app shell', () => {
  test('loads under the default language prefix', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/en-gb\/$/);
    await expect(page.getByTestId('shell-title')).toHaveText('Your mailbox, lighter');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-gb');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  });

  test('/fr-fr/ switches the interface to French', async ({ page }) => {
    await page.goto('/fr-fr/');
    await expect(page.getByTestId('shell-title')).toHaveText('Votre boîte mail, plus légère');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr-fr');
  });

  test('/ar-sa/ turns the page right to left', async ({ page }) => {
    await page.goto('/ar-sa/');
    await expect(page.getByTestId('shell-title')).toHaveText('بريدك، أخف');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });
});
