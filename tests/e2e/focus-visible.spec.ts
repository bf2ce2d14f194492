import { expect, type Page } from '@playwright/test';
import { Api, uniqueAddress } from './actions-fetch-support';
import { openNewsletters } from './support/demo-session';
import { test } from './support/test';

/**
 * Every place the keyboard stops on a page (signed in, and public) shows that it has the focus. Matching
 * `:focus-visible` is not enough: a style can keep its outline at `none` (a Tailwind `outline-none`
 * beside `focus-visible:outline-2` left the card stack and the list rows without a ring, though both
 * matched). So at each Tab stop the look of the focused element and of its three nearest ancestors (a
 * field's ring is drawn by its frame) is compared with their look once it is blurred: something must
 * differ (outline, shadow, colours, border, underline, or a hidden link coming into view).
 */

interface Stop {
  name: string;
  shows: boolean;
}

/**
 * Tabs through the page from the top (at most `limit` stops, or until the focus comes back round to an
 * element it has been on: the same element, not the same name, as a page may have two "Get started").
 */
async function tabStops(page: Page, limit = 60): Promise<Stop[]> {
  // The page as the user gets it: its scripts have run and it has drawn its content (a prerendered page
  // is replaced by the app's render; Tab before that walks elements about to go).
  await page.waitForLoadState('networkidle');
  // No transition: the blurred look is read at once, not at the start of a fade.
  await page.addStyleTag({ content: '*, *::before, *::after { transition: none !important; }' });
  await page.evaluate(() => {
    (document.activeElement as HTMLElement | null)?.blur();
    (window as unknown as { focusWalk: Set<Element> }).focusWalk = new Set();
  });
  const stops: Stop[] = [];
  for (let index = 0; index < limit; index += 1) {
    await page.keyboard.press('Tab');
    const stop = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element || element === document.body) return null;
      const walked = (window as unknown as { focusWalk: Set<Element> }).focusWalk;
      if (walked.has(element)) return 'round' as const;
      walked.add(element);
      const chain: Element[] = [];
      for (let node: Element | null = element; node && chain.length < 4; node = node.parentElement)
        chain.push(node);
      const look = () =>
        chain.map((node) => {
          const style = getComputedStyle(node);
          const box = node.getBoundingClientRect();
          return [
            style.outlineStyle === 'none'
              ? 'none'
              : `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`,
            style.boxShadow,
            style.backgroundColor,
            style.color,
            style.borderColor,
            style.textDecorationLine,
            `${Math.round(box.width)}×${Math.round(box.height)}`,
          ].join('|');
        });
      const focused = look();
      element.blur();
      const blurred = look();
      // Focused again by script right after a key press: still :focus-visible, and Tab goes on from it.
      element.focus();
      const label = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40);
      const slot = element.dataset.slot ?? element.getAttribute('role') ?? '';
      return {
        name: `${element.tagName.toLowerCase()}${slot ? `[${slot}]` : ''} "${label}"`,
        shows: focused.some((value, at) => value !== blurred[at]),
      };
    });
    if (stop === 'round') break;
    if (stop) stops.push(stop);
  }
  return stops;
}

async function expectEveryStopShown(page: Page, what: string, mustInclude: string[] = []) {
  const stops = await tabStops(page);
  // Soft: every page is walked, and the report lists each one's unseen stops.
  expect.soft(stops.length, `${what}: Tab stops`).toBeGreaterThan(3);
  for (const slot of mustInclude)
    expect
      .soft(
        stops.some((stop) => stop.name.includes(`[${slot}]`)),
        `${what}: the keyboard reaches ${slot}`,
      )
      .toBe(true);
  expect
    .soft(
      stops.filter((stop) => !stop.shows).map((stop) => stop.name),
      `${what}: Tab stops that do not show their focus`,
    )
    .toEqual([]);
}

test('every Tab stop of the signed-in pages shows its focus', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const api = new Api(request, '');
  const token = await api.signIn(uniqueAddress('focus', testInfo.project.name), 'demo');
  const newsletters = (await api.scanned()).filter((item) => item.type === 'subscriptions');
  // An auto-deleted sender on /my-actions (its row, and how its unsubscribe went).
  await api.act('block', newsletters.slice(0, 1));
  // Seeded once per tab: the mode switched below stays across the reload.
  await openNewsletters(page, token, { page: 'list' });
  await expect(page.locator('[data-slot="sender-row"]').first()).toBeVisible();
  await expectEveryStopShown(page, '/newsletters (list)', ['sender-row']);

  await page.evaluate(() => window.localStorage.setItem('newslettersPage', 'cards'));
  await page.reload();
  await expect(page.locator('[data-slot="swipe-deck-card"][data-top="true"]')).toBeVisible();
  await expectEveryStopShown(page, '/newsletters (cards)', ['swipe-deck-stage']);

  for (const [path, heading] of [
    ['my-actions', 'My actions'],
    ['stats', undefined],
    ['settings', 'Settings'],
    ['sponsorship', undefined],
    ['help', undefined],
  ] as const) {
    await page.goto(`/en-gb/${path}`);
    if (heading) await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.locator('main')).not.toBeEmpty();
    await expectEveryStopShown(page, `/${path}`, path === 'my-actions' ? ['sender-row'] : []);
  }
});

test('every Tab stop of the public pages shows its focus', async ({ page }) => {
  test.setTimeout(90_000);
  // A first visitor: the cookie banner shows on every page, so its buttons are Tab stops here too.
  // (Not /save-the-planet: it only leads on to the app store.)
  for (const path of ['', 'login', 'magic-request-email', 'help']) {
    await page.goto(`/en-gb/${path}`);
    await expect(page.locator('main, [role="main"]').first()).toBeVisible();
    await expectEveryStopShown(page, `/${path}`);
  }
});
