import { expect, type Page } from '@playwright/test';
import { LOCALES } from '../../src/shared/config/constants';
import { Api, storeToken, uniqueAddress } from './actions-fetch-support';
import { test } from './support/test';

/**
 * Every tab row fits in every locale: on /newsletters (list mode: All / Newsletters / Spam, full
 * width below desktop) and /my-actions (Auto-delete / Keep), at a phone's widths and a desktop's, no tab list
 * scrolls sideways and every count badge is whole inside the list's box. At 375, 320 and 1280 px no label
 * is cut; beside the side menu at 569 px a label longer than its whole tab may end in an ellipsis (its text
 * node, and so the tab's name, stays whole), but still shows six letters or so; a count is never cut. One
 * page, one account, locale by locale; the widths and the labels cut are printed and attached, and a
 * failure lists every row that did not fit.
 */

/**
 * Widths per project: a phone's (375 and 320 px), and on desktop the usual window and the narrowest one
 * with the side menu (569 px), where the menu leaves the page its least room.
 */
const PHONE_WIDTHS = [375, 320] as const;
const DESKTOP_WIDTHS = [1280, 569] as const;
/**
 * Where no label may be cut, in any locale. /newsletters: at 375, 320 and 1280 px; a count that does not
 * fit beside its label goes under it, and in a row narrower than 21rem every count goes under its label
 * (before, 320 px cut eleven locales' labels by 3 to 32 px). /my-actions (tabs with an icon): a
 * label that does not fit takes a second line, between words, and below 21rem of room the icons go, so at
 * 320 px too. At the narrowest width left (569 px beside the side menu) a label longer than its whole tab
 * may end in an ellipsis, but still shows this much, in ems of its font (six letters or so: "Ενημερωτ…",
 * "Automaty…"). Before the counts could go under their labels, 569 px showed two letters of every label
 * ("Ne…") in every locale; before every count went under its label there, it cut twenty locales' labels.
 */
const UNCUT_WIDTHS: Readonly<Record<'newsletters' | 'my-actions', readonly number[]>> = {
  newsletters: [375, 320, 1280],
  'my-actions': [375, 320, 1280],
};
const LEAST_LABEL_EM = 4;

interface Measured {
  lists: number;
  clientWidth: number;
  scrollWidth: number;
  /** Pixels of tab content past the list's box (0 when it fits). */
  overflow: number;
  /** Count badges cut by the list's edge or squashed. */
  cutCounts: string[];
  /** Labels shown with an ellipsis. */
  truncated: string[];
  /** The room the ellipses hide, in pixels (how much wider the list would need to be). */
  hidden: number;
  /** The narrowest part of a cut label still shown, in ems of its font (Infinity when none is cut). */
  narrowestCutLabel: number;
  /** The document itself scrolls sideways. */
  pageOverflow: number;
}

/** Reads every visible tab list of the page (in the browser). */
function measureTabs(): Measured {
  const lists = [...document.querySelectorAll<HTMLElement>('[data-slot="tabs-list"]')].filter(
    (list) => list.getClientRects().length > 0,
  );
  const result: Measured = {
    lists: lists.length,
    clientWidth: 0,
    scrollWidth: 0,
    overflow: 0,
    cutCounts: [],
    truncated: [],
    hidden: 0,
    narrowestCutLabel: Number.POSITIVE_INFINITY,
    pageOverflow: document.documentElement.scrollWidth - window.innerWidth,
  };
  for (const list of lists) {
    const box = list.getBoundingClientRect();
    result.clientWidth = Math.max(result.clientWidth, list.clientWidth);
    result.scrollWidth = Math.max(result.scrollWidth, list.scrollWidth);
    result.overflow = Math.max(result.overflow, list.scrollWidth - list.clientWidth);
    for (const tab of list.querySelectorAll<HTMLElement>('[data-slot="tabs-trigger"]')) {
      // The label: the element that clips its text with an ellipsis.
      const label = [...tab.querySelectorAll<HTMLElement>('span')].find(
        (element) => getComputedStyle(element).textOverflow === 'ellipsis',
      );
      const name = label?.textContent ?? tab.textContent ?? '';
      const count = tab.querySelector<HTMLElement>('[data-slot="tabs-count"]');
      if (count) {
        const rect = count.getBoundingClientRect();
        const inside =
          rect.left >= Math.max(box.left, 0) - 0.5 &&
          rect.right <= Math.min(box.right, window.innerWidth) + 0.5;
        const whole = count.scrollWidth <= count.clientWidth + 1;
        if (!inside || !whole) result.cutCounts.push(`${name} (${count.textContent})`);
      }
      // The label's whole text against its box, to the fraction of a pixel (an ellipsis is drawn as soon
      // as the text is wider by any amount; scrollWidth and clientWidth are rounded).
      const range = document.createRange();
      if (label) range.selectNodeContents(label);
      // A label that may take two lines (a tab with an icon) is cut too when its text runs past the
      // second line (the lines clamped away are still laid out, below the label's box).
      const text = label ? range.getBoundingClientRect() : null;
      const shown = label?.getBoundingClientRect();
      if (label && text && shown && (text.width > shown.width + 0.01 || text.bottom > shown.bottom + 0.5)) {
        result.truncated.push(name);
        result.hidden += Math.ceil(Math.max(text.width - shown.width, text.bottom - shown.bottom));
        const em = Number.parseFloat(getComputedStyle(label).fontSize);
        result.narrowestCutLabel = Math.min(result.narrowestCutLabel, label.clientWidth / em);
      }
    }
  }
  return result;
}

async function measure(page: Page): Promise<Measured> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  });
  return page.evaluate(measureTabs);
}

test('every tab row fits in every locale, on a phone (375 and 320 px) and a desktop (1280 px, and 569 px beside the side menu): no sideways scroll, no count cut', async ({
  page,
  request,
}, testInfo) => {
  const WIDTHS = testInfo.project.name === 'desktop' ? DESKTOP_WIDTHS : PHONE_WIDTHS;
  test.setTimeout(480_000);

  // A fresh demo account (three-digit counts on /newsletters), list mode stored.
  const api = new Api(request, '');
  const token = await api.signIn(uniqueAddress('tabs-fit', testInfo.project.name), 'demo');
  const senders = await api.scanned();
  await storeToken(page, token);
  await page.addInitScript(() => {
    window.localStorage.setItem('newslettersPage', 'list');
    window.localStorage.setItem('tutorialSeen', 'true');
  });

  const problems: string[] = [];
  const table: string[] = [];
  const check = (locale: string, where: keyof typeof UNCUT_WIDTHS, width: number, m: Measured) => {
    table.push(
      `${locale.padEnd(6)} ${where.padEnd(12)} ${width}px  list ${m.clientWidth}px  content ${m.scrollWidth}px` +
        (m.overflow > 0 ? `  OVERFLOW ${m.overflow}px` : '') +
        (m.cutCounts.length ? `  cut counts: ${m.cutCounts.join(', ')}` : '') +
        (m.truncated.length
          ? `  ellipsis (${m.hidden}px hidden, ${m.narrowestCutLabel.toFixed(1)}em shown): ${m.truncated.join(', ')}`
          : ''),
    );
    const label = `${locale} ${where} at ${width}px`;
    if (m.lists === 0) problems.push(`${label}: no tab list`);
    if (m.overflow > 1) problems.push(`${label}: content ${m.scrollWidth}px in a ${m.clientWidth}px list`);
    if (m.cutCounts.length > 0) problems.push(`${label}: count cut: ${m.cutCounts.join(', ')}`);
    if (m.pageOverflow > 0) problems.push(`${label}: the page scrolls sideways by ${m.pageOverflow}px`);
    if (UNCUT_WIDTHS[where].includes(width) && m.truncated.length > 0) {
      problems.push(`${label}: labels end in an ellipsis: ${m.truncated.join(', ')}`);
    } else if (m.narrowestCutLabel < LEAST_LABEL_EM) {
      problems.push(
        `${label}: a label shows ${m.narrowestCutLabel.toFixed(1)}em only: ${m.truncated.join(', ')}`,
      );
    }
  };

  // /newsletters in list mode, with the demo mailbox as scanned.
  for (const locale of LOCALES) {
    await page.setViewportSize({ width: WIDTHS[0], height: 812 });
    await page.goto(`/${locale}/newsletters`);
    await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${locale.slice(0, 2)}`, 'i'));
    await expect(page.locator('[data-slot="sender-row"]').first()).toBeVisible();
    await expect(page.locator('[data-slot="tabs-count"]')).toHaveCount(3);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 812 });
      check(locale, 'newsletters', width, await measure(page));
    }
  }

  // /my-actions with two-digit counts on both tabs.
  const newsletters = senders.filter((item) => item.type === 'subscriptions');
  expect(newsletters.length).toBeGreaterThanOrEqual(24);
  await api.act('block', newsletters.slice(0, 12));
  await api.act('keep', newsletters.slice(12, 24));
  for (const locale of LOCALES) {
    await page.setViewportSize({ width: WIDTHS[0], height: 812 });
    await page.goto(`/${locale}/my-actions`);
    await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${locale.slice(0, 2)}`, 'i'));
    await expect(page.getByRole('tabpanel').locator('[data-slot="sender-name"]').first()).toBeVisible();
    await expect(page.locator('[data-slot="tabs-count"]')).toHaveCount(2);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 812 });
      check(locale, 'my-actions', width, await measure(page));
    }
  }

  await testInfo.attach('tab widths', { body: table.join('\n'), contentType: 'text/plain' });
  console.log(table.join('\n'));
  expect(problems, 'tab rows that do not fit').toEqual([]);
});
