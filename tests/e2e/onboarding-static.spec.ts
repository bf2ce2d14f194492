import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';
import { STORAGE_KEYS } from '../../src/shared/lib/storage/keys';
import { test } from './support/test';

/**
 * The static pages of onboarding §2 (privacy, terms, legal notice, cookie policy, FAQ, ...), opened in a
 * new tab from the consent page and from the landing's footer, against the server as `npm start` runs it:
 * each answers with its page in the visitor's language, accessible (axe), readable at 375 and 1280 px.
 */

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

// The static pages forbid scripts (CSP): axe is injected past it.
test.use({ bypassCSP: true });

async function cookieChoiceStored(page: Page) {
  await page.addInitScript((key) => {
    if (!localStorage.getItem(key))
      localStorage.setItem(key, JSON.stringify({ since: Date.now(), choices: {} }));
  }, STORAGE_KEYS.cookiePreferences);
}

/** axe violations of the open page (WCAG 2.1 A and AA rules). */
async function axeViolations(page: Page) {
  await page.addScriptTag({ path: AXE });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: { run: (options: unknown) => Promise<{ violations: Array<{ id: string; nodes: unknown[] }> }> };
      }
    ).axe;
    const result = await axe.run({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] },
    });
    return result.violations.map((violation) => `${violation.id} (${violation.nodes.length})`);
  });
}

/** Clicks `link` (target _blank) and returns the new tab once its page is there. */
async function openInNewTab(page: Page, link: ReturnType<Page['locator']>) {
  await expect(link).toHaveAttribute('target', '_blank');
  const [tab] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  await tab.waitForLoadState('domcontentloaded');
  return tab;
}

test.describe('static pages (onboarding §2)', () => {
  test('the consent page opens the terms and the privacy policy in a new tab, in the visitor’s language', async ({
    page,
  }, testInfo) => {
    await cookieChoiceStored(page);
    await page.addInitScript(
      (key) => localStorage.setItem(key, 'camille@demo.tidyfox.test'),
      STORAGE_KEYS.email,
    );
    // A new visitor's provider login leads to the consent page first.
    await page.goto('/fr-fr/login/web');
    await expect(page).toHaveURL(/\/fr-fr\/consent-page\?/, { timeout: 15_000 });
    await expect(page.getByRole('button', { name: "C'est parti" })).toBeVisible({ timeout: 15_000 });

    const terms = await openInNewTab(page, page.locator('a[href="/static/fr-fr/terms.html"]'));
    await expect(terms).toHaveURL(/\/static\/fr-fr\/terms\.html$/);
    await expect(terms.getByRole('heading', { level: 1, name: "Conditions d'utilisation" })).toBeVisible();
    await expect(terms.locator('html')).toHaveAttribute('lang', 'fr-FR');
    await terms.close();

    const privacy = await openInNewTab(page, page.locator('a[href="/static/fr-fr/privacy.html"]'));
    await expect(
      privacy.getByRole('heading', { level: 1, name: 'Politique de confidentialité' }),
    ).toBeVisible();
    await expect(privacy.getByRole('heading', { level: 2, name: 'Ce que Tidy Fox lit' })).toBeVisible();
    expect(await axeViolations(privacy)).toEqual([]);
    await privacy.screenshot({ path: testInfo.outputPath('privacy-fr.png'), fullPage: true });
    // The page leads back to the app in the same language.
    await privacy.getByRole('link', { name: 'Retour à Tidy Fox' }).click();
    await expect(privacy).toHaveURL(/\/fr-fr\/?$/);
  });

  test('every static link of the landing footer opens a real page; the privacy page says what is read and kept', async ({
    page,
  }, testInfo) => {
    await cookieChoiceStored(page);
    await page.goto('/en-gb/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 });
    // The footer renders when the visitor scrolls near it.
    const footer = page.getByRole('contentinfo');
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        return footer.count();
      })
      .toBe(1);
    await expect(footer.getByRole('link', { name: /Terms/ })).toBeVisible({ timeout: 15_000 });
    const hrefs = await footer
      .locator('a[href^="/static/"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(hrefs.sort()).toEqual(
      [
        '/static/en-gb/cookies-policy.html',
        '/static/en-gb/faq.html',
        '/static/en-gb/impressum.html',
        '/static/en-gb/privacy.html',
        '/static/en-gb/terms.html',
      ].sort(),
    );
    const titles: Record<string, string> = {
      'cookies-policy': 'Cookie policy',
      faq: 'Frequently asked questions',
      impressum: 'Legal notice',
      privacy: 'Privacy policy',
      terms: 'Terms of use',
    };
    for (const href of hrefs) {
      const name = href.replace(/^.*\/(.*)\.html$/, '$1');
      const tab = await openInNewTab(page, footer.locator(`a[href="${href}"]`));
      await expect(tab.getByRole('heading', { level: 1, name: titles[name] })).toBeVisible();
      // Its own entry in the page's list of the other pages is marked current.
      await expect(tab.getByRole('navigation').locator('[aria-current="page"]')).toHaveText(
        titles[name] ?? '',
      );
      expect(await axeViolations(tab), href).toEqual([]);
      if (name === 'privacy') {
        await expect(
          tab.getByText('It does not read the content of your messages', { exact: false }),
        ).toBeVisible();
        await expect(tab.getByRole('heading', { level: 2, name: 'How long' })).toBeVisible();
        await expect(tab.getByRole('heading', { level: 2, name: 'Deleting your data' })).toBeVisible();
        await expect(tab.getByRole('link', { name: 'support@tidyfox.app' }).first()).toHaveAttribute(
          'href',
          'mailto:support@tidyfox.app',
        );
        await tab.screenshot({ path: testInfo.outputPath('privacy-en.png'), fullPage: true });
        // Keyboard: the first Tab reaches the skip link, which moves to the content.
        await tab.keyboard.press('Tab');
        await expect(tab.getByRole('link', { name: 'Skip to the content' })).toBeFocused();
      }
      await tab.close();
    }
  });

  test('/privacy and /terms typed in the app open the static page; Arabic reads right to left', async ({
    page,
  }, testInfo) => {
    await cookieChoiceStored(page);
    for (const name of ['privacy', 'terms']) {
      const opened = page.context().waitForEvent('page');
      await page.goto(`/en-gb/${name}`);
      const tab = await opened;
      await expect(tab).toHaveURL(new RegExp(`/static/en-gb/${name}\\.html$`));
      await expect(tab.getByRole('heading', { level: 1 })).toHaveText(
        name === 'privacy' ? 'Privacy policy' : 'Terms of use',
      );
      await tab.close();
    }
    await page.goto('/static/ar-sa/privacy.html');
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { level: 1, name: 'سياسة الخصوصية' })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath('privacy-ar.png'), fullPage: true });
  });
});
