import { expect, type Page } from '@playwright/test';
import { Api, type ApiSender, storeToken, uniqueAddress } from './actions-fetch-support';
import { test } from './support/test';

/**
 * /my-actions on the demo account, against the server as `npm start` runs it: decisions made through
 * the API (block, keep) are listed with their counts; undoing them through the page (select, confirm,
 * loader, done) returns the senders to the list to sort; a load failure shows an error with Try again;
 * a refused rollback says so and Try again succeeds; Back leads to /newsletters.
 */

const tab = (page: Page, name: RegExp) => page.getByRole('tab', { name });
const panel = (page: Page) => page.getByRole('tabpanel');
const rowNames = (page: Page) => panel(page).locator('[data-slot="sender-name"]');

async function setUp(page: Page, request: import('@playwright/test').APIRequestContext, project: string) {
  const api = new Api(request, '');
  const token = await api.signIn(uniqueAddress('my-actions', project), 'demo');
  const listed = await api.scanned();
  const kept = await api.list('kept');
  const newsletters = listed.filter((item) => item.type === 'subscriptions');
  const blocked = newsletters.slice(0, 2);
  const keep = newsletters.slice(2, 3);
  await api.act('block', blocked);
  await api.act('keep', keep);
  await storeToken(page, token);
  return { api, blocked, keep: keep as [ApiSender], keptBefore: kept.length };
}

test('lists the decisions with counts and how each unsubscribe went; a rollback returns the sender', async ({
  page,
  request,
}, testInfo) => {
  const { api, blocked, keep, keptBefore } = await setUp(page, request, testInfo.project.name);
  const [first, second] = blocked as [ApiSender, ApiSender];

  await page.goto('/en-gb/my-actions');
  await expect(page.getByRole('heading', { level: 1, name: 'My actions' })).toBeVisible();
  const autoDelete = tab(page, /Auto-delete/);
  await expect(autoDelete).toHaveAttribute('aria-selected', 'true');
  await expect(autoDelete.locator('[data-slot="tabs-count"]')).toHaveText('2');
  await expect(tab(page, /Keep/).locator('[data-slot="tabs-count"]')).toHaveText(String(keptBefore + 1));
  await expect
    .poll(async () => (await rowNames(page).allTextContents()).sort())
    .toEqual([first.name, second.name].sort());

  // Each auto-deleted sender says how it is unsubscribed, as the server reports it.
  const blockedNow = await api.list('blocked');
  const methodText: Record<string, string> = {
    'one-click': 'One-click unsubscribe',
    mailto: 'Unsubscribe by e-mail',
    'web-link': 'Unsubscribe link',
    none: 'No automatic unsubscribe',
  };
  for (const item of blockedNow) {
    expect(item.unsubscribeMethod, `${item.sender} has a method`).toBeDefined();
    const row = panel(page).locator('[data-slot="sender-row"]', { hasText: item.sender });
    await expect(row.locator('[data-slot="unsubscribe-status"]')).toContainText(
      methodText[item.unsubscribeMethod as string] as string,
    );
  }

  // Undo the first sender's auto-delete: select → confirm → loader → done; the list reloads.
  await page.getByRole('checkbox', { name: `Select ${first.name}` }).click();
  await expect(page.getByText('1 selected')).toBeVisible();
  await page.getByRole('button', { name: 'Undo my choice' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText('Stop auto-deleting this sender?');
  await dialog.getByRole('button', { name: 'Undo my choice' }).click();
  await expect(dialog).toContainText('Your choice for this sender has been undone.');
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await expect(autoDelete.locator('[data-slot="tabs-count"]')).toHaveText('1');
  await expect(rowNames(page)).toHaveText([second.name]);

  // The sender is back among the senders to sort (what /newsletters lists).
  const toSort = await api.get<{ subscriptions: ApiSender[] }>('/v3/subscriptions');
  expect(toSort.subscriptions.map((item) => item.sender)).toContain(first.sender);
  expect((await api.list('blocked')).map((item) => item.sender)).toEqual([second.sender]);

  // Keep tab: select all, undo; the kept sender returns too.
  await tab(page, /Keep/).click();
  await expect(panel(page).locator('[data-slot="sender-row"]', { hasText: keep[0].sender })).toBeVisible();
  await page.getByRole('checkbox', { name: /Select all/ }).click();
  await page.getByRole('button', { name: 'Undo my choice' }).click();
  await expect(dialog).toContainText(/Remove (this sender|\d+ senders) from your kept list\?/);
  await dialog.getByRole('button', { name: 'Undo my choice' }).click();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(tab(page, /Keep/).locator('[data-slot="tabs-count"]')).toHaveText('0');
  await expect(panel(page).getByRole('heading', { name: 'No kept sender' })).toBeVisible();
  const after = await api.get<{ subscriptions: ApiSender[] }>('/v3/subscriptions');
  expect(after.subscriptions.map((item) => item.sender)).toContain(keep[0].sender);

  // Back goes to /newsletters.
  await panel(page).getByRole('link', { name: 'Back to my newsletters' }).click();
  await expect(page).toHaveURL(/\/en-gb\/newsletters$/);
});

test('a load failure shows the error state, Try again loads; a refused rollback says so and Try again works', async ({
  page,
  request,
}, testInfo) => {
  const { blocked } = await setUp(page, request, testInfo.project.name);
  const [first] = blocked as [ApiSender];

  let failLoad = true;
  await page.route('**/api/v3/subscriptions/blocked?*', (route) =>
    failLoad ? route.fulfill({ status: 500, json: { message: 'unknown_error' } }) : route.fallback(),
  );
  await page.goto('/en-gb/my-actions');
  const alert = page.getByRole('alert').filter({ hasText: "We couldn't load your decisions" });
  await expect(alert).toBeVisible();
  failLoad = false;
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(tab(page, /Auto-delete/).locator('[data-slot="tabs-count"]')).toHaveText('2');

  let failRollback = true;
  let rollbackCalls = 0;
  await page.route('**/api/v3/subscriptions/unblock?*', (route) => {
    rollbackCalls += 1;
    return failRollback
      ? route.fulfill({ status: 500, json: { message: 'unknown_error' } })
      : route.fallback();
  });
  await page.getByRole('checkbox', { name: `Select ${first.name}` }).click();
  await page.getByRole('button', { name: 'Undo my choice' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Undo my choice' }).click();
  await expect(dialog).toContainText("We couldn't undo your choice");
  // Behind the modal (hidden from assistive technologies meanwhile) nothing changed.
  await expect(
    page.getByRole('tab', { name: /Auto-delete/, includeHidden: true }).locator('[data-slot="tabs-count"]'),
  ).toHaveText('2');
  failRollback = false;
  await dialog.getByRole('button', { name: 'Try again' }).click();
  await expect(dialog).toContainText('Your choice for this sender has been undone.');
  expect(rollbackCalls).toBe(2);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(tab(page, /Auto-delete/).locator('[data-slot="tabs-count"]')).toHaveText('1');
});
