import { expect } from '@playwright/test';
import { LOCALES } from '../../src/shared/config/constants';
import { Api, storeToken, uniqueAddress } from './actions-fetch-support';
import { test } from './support/test';

/**
 * The side menu's texts are whole in every locale, from its narrowest (569 px, the first width with the
 * menu) to a desktop window: on a phone held sideways (569 and 667 px wide, the phone project) and in a
 * desktop window (800 and 1280 px): the entries, the "My mailboxes" title, each mailbox's "n mails to sort"
 * and the add-mailbox button. A text longer than the menu takes another line; none ends in an ellipsis
 * or runs past its control. The one exception is a mailbox's address, cut at its end with the whole
 * address in its title. No word is broken across lines where it has no break (a soft hyphen or a hyphen).
 * Before, "Τα γραμματοκιβώτιά μου" and "As minhas caixas de correio" ended in an ellipsis even at 1280 px,
 * "Adicionar uma caixa de correio" ran past its button at 569 px, and at 569 to 790 px the Greek title
 * broke its long word mid-word ("γραμματοκιβ" / "ωτιά").
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
    if (getComputedStyle(element).textOverflow !== 'ellipsis') continue;
    // The whole text against the box, to the fraction of a pixel (an ellipsis is drawn as soon as the
    // text is wider by any amount; scrollWidth and clientWidth are rounded).
    const range = document.createRange();
    range.selectNodeContents(element);
    const hidden = range.getBoundingClientRect().width - element.getBoundingClientRect().width;
    if (hidden > 0.01)
      problems.push(`"${element.textContent}" ends in an ellipsis (${Math.ceil(hidden)}px hidden)`);
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
  // A word broken across two lines where it has no break (a soft hyphen or a hyphen): the menu's
  // narrowest width broke "γραμματοκιβώτιά" into "γραμματοκιβ" / "ωτιά". Scripts that break between
  // any two characters by their rules (Japanese, Korean) are not read.
  if (!/^(ja|ko)/.test(document.documentElement.lang)) {
    const walker = document.createTreeWalker(menu, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent ?? '';
      if (!text.trim() || node.parentElement?.closest('.sr-only')) continue;
      // A word's parts between its allowed breaks, each of which must sit on one line.
      // A character's line is that of its last box: where a soft hyphen breaks, the hyphen drawn at the
      // end of the line is given to the next character's range, before its own box on the next line.
      const textNode = node;
      const lineOf = (index: number) => {
        const range = document.createRange();
        range.setStart(textNode, index);
        range.setEnd(textNode, index + 1);
        const box = [...range.getClientRects()].filter((rect) => rect.width > 0).at(-1);
        return box ? Math.round(box.top) : null;
      };
      for (const match of text.matchAll(/[^\s\u00ad-]+/g)) {
        const first = lineOf(match.index);
        const last = lineOf(match.index + match[0].length - 1);
        if (first !== null && last !== null && first !== last)
          problems.push(`"${match[0]}" is broken across lines mid-word`);
      }
    }
  }
  return [...new Set(problems)];
}

/** Widths per project: a phone held sideways (the menu shows from 569 px), and a desktop window. */
const WIDTHS = {
  mobile: [
    { width: 569, height: 375 },
    { width: 667, height: 375 },
  ],
  desktop: [
    { width: 800, height: 800 },
    { width: 1280, height: 800 },
  ],
} as const;

test('the side menu’s texts are whole in every locale (569 and 667 px on a phone held sideways, 800 and 1280 px on a desktop)', async ({
  page,
  request,
}, testInfo) => {
  const sizes = WIDTHS[testInfo.project.name as keyof typeof WIDTHS];
  expect(sizes, `widths for the ${testInfo.project.name} project`).toBeDefined();
  test.setTimeout(300_000);
  const api = new Api(request, '');
  const token = await api.signIn(uniqueAddress('menu-fit', testInfo.project.name), 'demo');
  // The mailbox row's "n mails to sort" with a four-digit count, as a real mailbox has.
  await api.scanned();
  await storeToken(page, token);
  await page.addInitScript(() => window.localStorage.setItem('tutorialSeen', 'true'));

  const problems: string[] = [];
  for (const locale of LOCALES) {
    await page.setViewportSize(sizes[sizes.length - 1] as { width: number; height: number });
    await page.goto(`/${locale}/stats`);
    await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${locale.slice(0, 2)}`, 'i'));
    await expect(page.locator('[data-slot="mailbox-toggle-row"]').first()).toBeVisible();
    for (const size of sizes) {
      const { width } = size;
      await page.setViewportSize(size);
      await page.evaluate(
        () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
      );
      for (const problem of await page.evaluate(measureMenu))
        problems.push(`${locale} at ${width}px: ${problem}`);
    }
  }
  expect(problems, 'side menu texts cut').toEqual([]);
});
