import { expect, type Page, test } from '@playwright/test';

/**
 * The landing and the e-mail step arrive prerendered (issue 12 budget): a visitor can type before the
 * app's scripts run. What they typed must reach the app, whether it hydrates the page or — when the
 * visitor's stored state gives another page than the prerendered one — renders it afresh.
 */

/**
 * Holds the app's entry script until `release()` (the prerendered page stays as the server sent it).
 * Navigate with `waitUntil: 'domcontentloaded'`: the load event may wait for the held script.
 */
async function holdEntry(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

test.describe('prerendered pages (onboarding §2, issue 12)', () => {
  test('an address typed in the e-mail step before the scripts run reaches the hydrated page', async ({
    page,
  }) => {
    await page.addInitScript(() => localStorage.setItem('dataConsentAccepted', 'true'));
    const release = await holdEntry(page);
    await page.goto('/en-gb/login/email', { waitUntil: 'domcontentloaded' });
    const field = page.getByLabel('E-mail address');
    await expect(page.locator('#root[data-prerendered="loginEmail|en-gb"]')).toBeAttached();
    await field.fill('early-typist@example.com');
    release();
    // Next is enabled only once the app's state holds a valid address.
    await expect(page.getByRole('button', { name: 'Next' })).toBeEnabled();
    await expect(field).toHaveValue('early-typist@example.com');
  });

  test('an address typed in the landing before the scripts run survives a fresh render (stored variant B)', async ({
    page,
  }) => {
    // A returning visitor with variant B: the prerendered landing (a first visit's, variant A) is not
    // hydrated but replaced by a fresh render.
    await page.addInitScript(() => localStorage.setItem('landingVariant', 'B'));
    const release = await holdEntry(page);
    await page.goto('/en-gb/', { waitUntil: 'domcontentloaded' });
    const hero = page.getByRole('textbox', { name: 'Your e-mail address' }).first();
    await expect(page.locator('#root[data-prerendered="landing|en-gb"]')).toBeAttached();
    await hero.fill('early-typist@example.com');
    await hero.evaluate((node) => {
      (node as HTMLInputElement & { prerendered?: boolean }).prerendered = true;
    });
    release();
    // The fresh render's field (not the prerendered one) holds what was typed.
    await expect
      .poll(() =>
        hero.evaluate((node) => (node as HTMLInputElement & { prerendered?: boolean }).prerendered ?? false),
      )
      .toBe(false);
    await expect(hero).toHaveValue('early-typist@example.com');
    // …and the app knows it: submitting looks it up (example.com has no mail host).
    await page.getByRole('button', { name: 'Clean my mailbox' }).first().click();
    await expect(page.getByRole('dialog', { name: 'Mail provider not found' })).toContainText(
      'early-typist@example.com',
    );
  });
});
