import { expect, test } from '@playwright/test';
import { LOCALES } from '../../src/shared/config/constants';
import { Api, storeToken, uniqueAddress } from './actions-fetch-support';

/**
 * The side menu's texts are whole in every locale, from its narrowest (569 px, the first width with the
 * menu) to a desktop window: the entries, the "My mailboxes" title, each mailbox's "n mails to sort"
 * and the add-mailbox button. A text longer than the menu takes another line; none ends in an ellipsis
 * or runs past its control. The one exception is a mailbox's address, cut at its end with the whole
 * address in its title. Before, "Τα γραμματοκιβώτιά μου" and "As minhas caixas de correio" ended in an
 * ellipsis even at 1280 px, and "Adicionar uma caixa de correio" ran past its button at 569 px.
 */

/** Reads the side menu (in the browser): each text cut by an ellipsis or past its element's box. */
function measureMenu(): string[] {
  const menu = document.querySelector<HTMLElement>('[data-slot="side-menu"]');
  if (!menu || menu.getClientRects().length === 0) return ['no side menu'];
  const problems: string[] = [];
  for (const element of menu.querySelectorAll<HTMLElement>('*')) {
    if (element.getClientRects().length === 0 || element.closest('.sr-only')) continue;
    // A mailbox's address (its title holds it whole).
    if (element.title && element.title === element.textContent) continue;
    const style = getComputedStyle(element);
    if (style.textOverflow === 'ellipsis' && element.scrollWidth > element.clientWidth + 1)
      problems.push(
        `"${element.textContent}" ends in an ellipsis (${element.scrollWidth - element.clientWidth}px hidden)`,
      );
  }
  // Texts of controls and headings painted past their element's box.
  for (const control of menu.querySelectorAll<HTMLElement>('a, button')) {
    if (control.getClientRects().length === 0) continue;
    const box = control.getBoundingClientRect();
    const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!node.textContent?.trim() || !parent || parent.closest('.sr-only')) continue;
      if (parent.title && parent.title === parent.textContent) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of range.getClientRects()) {
        if (rect.left < box.left - 1 || rect.right > box.right + 1)
          problems.push(`"${node.textContent}" runs past its ${control.tagName.toLowerCase()}`);
      }
    }
  }
  return [...new Set(problems)];
}

test('the side menu’s texts are whole in every locale, at 569, 800 and 1280 px', async ({
  page,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the side menu shows from 569 px (the desktop project)');
  test.setTimeout(300_000);
  const api = new Api(request, '');
  const token = await api.signIn(uniqueAddress('menu-fit', testInfo.project.name), 'demo');
  // The mailbox row's "n mails to sort" with a four-digit count, as a real mailbox has.
  await api.scanned();
  await storeToken(page, token);
  await page.addInitScript(() => window.localStorage.setItem('tutorialSeen', 'true'));

  const problems: string[] = [];
  for (const locale of LOCALES) {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/${locale}/stats`);
    await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${locale.slice(0, 2)}`, 'i'));
    await expect(page.locator('[data-slot="mailbox-toggle-row"]').first()).toBeVisible();
    for (const width of [569, 800, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      for (const problem of await page.evaluate(measureMenu))
        problems.push(`${locale} at ${width}px: ${problem}`);
    }
  }
  expect(problems, 'side menu texts cut').toEqual([]);
});
