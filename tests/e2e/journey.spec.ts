import { expect as baseExpect, type Locator, type Page } from '@playwright/test';
import {
  ACTION_PATHS,
  type ActionPath,
  BATCH_WINDOW_S,
  recordActionCalls,
  topCard,
  topSender,
} from './support/cleaning';
import { demoToken, openNewsletters, waitForScan } from './support/demo-session';
import { test } from './support/test';

/** States are awaited, never timed: a loaded 2-core CI machine can take more than 5 s to show one. */
const expect = baseExpect.configure({ timeout: 15_000 });

/**
 * The whole cleaning journey with the keyboard alone (issue 11 "how it is tested"), at 375 px and
 * 1280 px as the config runs them: a demo account sorts four senders with the four arrow keys; each kind
 * goes out as one batch request; the shell's My actions control (reached by keyboard) opens /my-actions,
 * which lists the unsubscribed and the kept sender; undoing the unsubscribe there (select, confirm,
 * done, all by keyboard) and going back through the header returns that sender to /newsletters.
 * Reduced motion and ar-sa are covered by newsletters.spec.ts; the mouse journeys by newsletters.spec.ts
 * and my-actions.spec.ts.
 */

/** The top card's sender name (its heading). */
const topName = async (page: Page) => (await topCard(page).locator('h2').textContent())?.trim() ?? '';

/** Presses Tab (or Shift+Tab) until `target` has the focus: the keyboard's way to a control. */
async function tabTo(page: Page, target: Locator, { backwards = false, limit = 60 } = {}) {
  for (let i = 0; i < limit; i += 1) {
    if (await target.evaluate((node) => node === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
}

test('keyboard only: four arrow keys sort four senders, one batch per kind; My actions lists them; undoing one returns it to /newsletters', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const token = await demoToken(request, 'journey');
  await waitForScan(request, token);
  const calls = recordActionCalls(page);
  await page.route(/\/api\/config\?/, async (route) => {
    const response = await route.fetch();
    await route.fulfill({
      response,
      json: { ...(await response.json()), action_delay_seconds: BATCH_WINDOW_S },
    });
  });
  await openNewsletters(page, token, { page: 'cards' });

  // 1. The deck has the focus at once, visibly; the four arrow keys decide four senders (no mouse).
  const stage = page.locator('[data-slot="swipe-deck-stage"]');
  await expect(stage).toBeFocused();
  expect(await stage.evaluate((element) => element.matches(':focus-visible'))).toBe(true);
  // …and drawn: a ring around the stack (matching :focus-visible alone does not draw one).
  await expect(stage).toHaveCSS('outline-style', 'solid');
  const names = {} as Record<ActionPath, string>;
  const decided = {} as Record<ActionPath, string>;
  const keys: [string, ActionPath][] = [
    ['ArrowLeft', 'block'],
    ['ArrowUp', 'delete'],
    ['ArrowRight', 'keep'],
    ['ArrowDown', 'postpone'],
  ];
  for (const [key, kind] of keys) {
    const sender = await topSender(page);
    expect(sender, `a card before ${key}`).not.toBe('');
    names[kind] = await topName(page);
    decided[kind] = sender;
    await page.keyboard.press(key);
    await expect.poll(() => topSender(page)).not.toBe(sender);
  }

  // 2. Each kind goes out as one batch request carrying the sender decided with its key.
  await expect.poll(() => calls.length, { timeout: (BATCH_WINDOW_S + 10) * 1000 }).toBe(4);
  const senderOf = {} as Record<ActionPath, string>;
  for (const kind of ACTION_PATHS) {
    const ofKind = calls.filter((call) => call.kind === kind);
    expect(ofKind, kind).toHaveLength(1);
    expect(ofKind[0]?.senders, kind).toHaveLength(1);
    expect(ofKind[0]?.senders, kind).toEqual([decided[kind]]);
    senderOf[kind] = decided[kind];
  }

  // 3. The shell's My actions control, reached with the keyboard (it sits before the deck).
  const header = page.locator('[data-slot="header-bar"]');
  const myActions = header.getByRole('button', { name: 'My actions' }).locator('visible=true');
  await tabTo(page, myActions, { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en-gb\/my-actions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'My actions' })).toBeVisible();

  // /my-actions lists them: the unsubscribed sender on Auto-delete, the kept one on Keep.
  const panel = page.getByRole('tabpanel');
  const autoDelete = page.getByRole('tab', { name: /Auto-delete/ });
  await expect(autoDelete).toHaveAttribute('aria-selected', 'true');
  await expect(autoDelete.locator('[data-slot="tabs-count"]')).toHaveText('1');
  const blockedRow = panel.locator('[data-slot="sender-row"]', { hasText: senderOf.block });
  await expect(blockedRow.locator('[data-slot="sender-name"]')).toHaveText(names.block);
  // The tabs follow the arrow keys (Radix): → shows Keep, ← comes back.
  await tabTo(page, autoDelete);
  await page.keyboard.press('ArrowRight');
  const keep = page.getByRole('tab', { name: /Keep/ });
  await expect(keep).toHaveAttribute('aria-selected', 'true');
  await expect(panel.locator('[data-slot="sender-row"]', { hasText: senderOf.keep })).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  await expect(autoDelete).toHaveAttribute('aria-selected', 'true');

  // 4. Undo the unsubscribe, by keyboard: select (Space), Undo my choice, confirm, Done.
  const select = page.getByRole('checkbox', { name: `Select ${names.block}` });
  await tabTo(page, select);
  await page.keyboard.press('Space');
  await expect(select).toBeChecked();
  const undo = page.getByRole('button', { name: 'Undo my choice' });
  await tabTo(page, undo);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Stop auto-deleting this sender?');
  await tabTo(page, dialog.getByRole('button', { name: 'Undo my choice' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toContainText('Your choice for this sender has been undone.');
  await tabTo(page, dialog.getByRole('button', { name: 'Done' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(autoDelete.locator('[data-slot="tabs-count"]')).toHaveText('0');

  // 5. Back through the header (the page's one way back), by keyboard, to /newsletters.
  const back = header.getByRole('button', { name: 'Back' });
  await tabTo(page, back, { backwards: true });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/en-gb\/newsletters$/);

  // The sender is back among the senders to sort: found by the list's search, in list mode.
  // The stored cards mode was restored once, on the first visit; now each size shows its default
  // (cards on a phone, the list on a desktop). On cards, switch to the list by keyboard: the display
  // toggle is one tab stop (the checked item); → moves to List, Space picks it.
  const cards = page.getByRole('radio', { name: 'Cards' });
  const list = page.getByRole('radio', { name: 'List' });
  await expect(
    page.locator('[data-slot="swipe-deck-stage"], [data-slot="sender-row"]').first(),
  ).toBeVisible();
  if ((await cards.getAttribute('aria-checked')) === 'true') {
    await tabTo(page, cards, { backwards: true });
    await page.keyboard.press('ArrowRight');
    await expect(list).toBeFocused();
    await page.keyboard.press('Space');
  }
  await expect(list).toBeChecked();
  const search = page.getByRole('combobox', { name: 'Search senders' });
  await tabTo(page, search);
  await page.keyboard.type(names.block);
  await page.keyboard.press('Enter');
  await expect(
    page
      .locator('[data-slot="sender-row"]', { hasText: senderOf.block })
      .locator('[data-slot="sender-name"]'),
  ).toHaveText(names.block);
  // The server agrees: it is listed to sort again, no longer on auto-delete.
  const toSort = await page.request.get('/api/v3/subscriptions?device=web&version=e2e', {
    headers: { 'x-access-token': token },
  });
  const listed = ((await toSort.json()) as { subscriptions: { sender: string }[] }).subscriptions;
  expect(listed.map((item) => item.sender)).toContain(senderOf.block);
});
