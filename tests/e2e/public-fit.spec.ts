import { expect, type Page } from '@playwright/test';
import { LOCALES } from '../../src/shared/config/constants';
import { STORAGE_KEYS } from '../../src/shared/lib/storage/keys';
import { Api, storeToken, uniqueAddress } from './actions-fetch-support';
import { test } from './support/test';

/**
 * The pages a visitor sees first fit in every locale. The landing at a phone's widths (375 and 320 px)
 * and a desktop's (1280 px, and 800 px where the hero turns into two columns): the page never scrolls
 * sideways, and no button or link runs past the box that holds it or has its label cut by its own edges
 * (long German, Greek, Portuguese labels did all three). The compact header of the sign-in pages keeps
 * its back button whole beside a title too long for the bar. Signed in, the settings, statistics and
 * nothing-found pages fit a 320 px phone and a 700 px window beside the side menu the same way (their
 * long-sentence buttons ran past the page in German, Greek, French, Finnish). A failure lists every case.
 */

const LANDING_WIDTHS = { mobile: [375, 320], desktop: [1280, 800] } as const;

/** What does not fit on the page now (in the browser): one line per problem. */
function misfits(): string[] {
  const problems: string[] = [];
  const describe = (element: Element) =>
    `${element.tagName.toLowerCase()} "${(element.textContent ?? '').trim().slice(0, 40)}"`;
  const overflow = document.documentElement.scrollWidth - window.innerWidth;
  if (overflow > 0) problems.push(`the page scrolls sideways by ${overflow}px`);
  for (const control of document.querySelectorAll<HTMLElement>('main button, main a')) {
    if (control.getClientRects().length === 0 || control.closest('.sr-only')) continue;
    const box = control.getBoundingClientRect();
    const parent = control.parentElement?.getBoundingClientRect();
    if (parent && (box.left < parent.left - 1 || box.right > parent.right + 1)) {
      problems.push(
        `${describe(control)} at ${Math.round(box.left)}..${Math.round(box.right)} runs out of its box ${Math.round(parent.left)}..${Math.round(parent.right)}`,
      );
    }
    // Its visible label inside its own edges: not a text for screen readers only ("opens in a new
    // tab", a label hidden on a phone), nor one cut on purpose with an ellipsis (a long address).
    const walker = document.createTreeWalker(control, NodeFilter.SHOW_TEXT);
    const shown = (element: Element | null): boolean => {
      for (let at = element; at && at !== control.parentElement; at = at.parentElement) {
        if (at.getBoundingClientRect().width <= 1 || getComputedStyle(at).textOverflow === 'ellipsis')
          return false;
      }
      return true;
    };
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.trim() || !shown(node.parentElement)) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const line of range.getClientRects()) {
        if (line.left < box.left - 1 || line.right > box.right + 1) {
          problems.push(`${describe(control)}: its label is cut by its edges`);
          break;
        }
      }
    }
  }
  return [...new Set(problems)];
}

async function settle(page: Page) {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
}

test.beforeEach(async ({ page }) => {
  // The visitor has answered the cookie banner (it would cover the hero on a phone).
  await page.addInitScript((key) => {
    window.localStorage.setItem(key, JSON.stringify({ since: Date.now(), choices: {} }));
  }, STORAGE_KEYS.cookiePreferences);
});

test('the landing fits in every locale, on a phone (375, 320 px) and a desktop (1280, 800 px): no sideways scroll, no button out of its box or cut', async ({
  page,
}, testInfo) => {
  test.setTimeout(240_000);
  const widths = testInfo.project.name === 'desktop' ? LANDING_WIDTHS.desktop : LANDING_WIDTHS.mobile;
  const problems: string[] = [];
  for (const locale of LOCALES) {
    await page.setViewportSize({ width: widths[0], height: 800 });
    await page.goto(`/${locale}/`);
    await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${locale.slice(0, 2)}`, 'i'));
    await expect(page.locator('[data-slot="demo-entry"] button')).toBeVisible();
    for (const width of widths) {
      await page.setViewportSize({ width, height: 800 });
      await settle(page);
      for (const problem of await page.evaluate(misfits))
        problems.push(`${locale} at ${width}px: ${problem}`);
    }
  }
  expect(problems, 'what does not fit on the landing').toEqual([]);
});

test('the sign-in header keeps its back button whole beside a long title, in every locale (320 px on a phone, 1000 px on a desktop)', async ({
  page,
}, testInfo) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: testInfo.project.name === 'desktop' ? 1000 : 320, height: 700 });
  const problems: string[] = [];
  for (const locale of LOCALES) {
    await page.goto(`/${locale}/login/email`);
    const back = page.locator('[data-slot="header-bar"] button').first();
    const title = page.locator('[data-slot="header-title"]');
    await expect(title).toBeVisible();
    await expect(back).toBeVisible();
    const backBox = await back.boundingBox();
    const titleBox = await title.boundingBox();
    if (!backBox || !titleBox) throw new Error(`${locale}: no header boxes`);
    const overlap =
      Math.min(backBox.x + backBox.width, titleBox.x + titleBox.width) - Math.max(backBox.x, titleBox.x);
    if (backBox.width < 40) problems.push(`${locale}: the back button is ${backBox.width}px wide`);
    if (overlap > 0) problems.push(`${locale}: the title covers ${Math.round(overlap)}px of the back button`);
  }
  expect(problems, 'headers whose back button is squeezed or covered').toEqual([]);
});

test('signed in, the settings, statistics and nothing-found pages fit in every locale (320 px on a phone, 700 px beside the side menu)', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(300_000);
  const api = new Api(request, '');
  const token = await api.signIn(uniqueAddress('public-fit', testInfo.project.name), 'demo');
  await api.scanned();
  await storeToken(page, token);
  await page.setViewportSize({ width: testInfo.project.name === 'desktop' ? 700 : 320, height: 800 });
  const pages = [
    { path: 'settings', ready: page.getByTestId('logout-all') },
    { path: 'stats', ready: page.getByTestId('stats-share') },
    { path: 'fetch-and-empty', ready: page.locator('main a').first() },
  ];
  const problems: string[] = [];
  for (const locale of LOCALES) {
    for (const { path, ready } of pages) {
      await page.goto(`/${locale}/${path}`);
      await expect(ready).toBeVisible();
      await settle(page);
      for (const problem of await page.evaluate(misfits)) problems.push(`${locale} /${path}: ${problem}`);
    }
  }
  expect(problems, 'what does not fit on the signed-in pages').toEqual([]);
});
