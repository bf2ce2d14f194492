import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { test } from './support/test';

const Q = 'device=web&version=e2e';

/** Signs `email` in through the API (PUT /api/auth, then polls GET /api/auth/check): a new session's token. */
async function signInByApi(request: APIRequestContext, email: string): Promise<string> {
  const start = await request.put(`/api/auth?${Q}`, { data: { email, password: 'demo' } });
  expect(start.ok()).toBeTruthy();
  const { token: job } = (await start.json()) as { token: string };
  let token: string | undefined;
  await expect
    .poll(async () => {
      const check = await request.get(`/api/auth/check?${Q}`, { headers: { 'x-async-token': job } });
      token = ((await check.json()) as { result?: { token: string } }).result?.token;
      return Boolean(token);
    })
    .toBe(true);
  return token as string;
}

/** `page` holding `token` (its own browser context: another device), on the settings list. */
async function openSettings(page: Page, token: string): Promise<Page> {
  await page.addInitScript((value) => {
    if (window.sessionStorage.getItem('e2e-seeded')) return;
    window.sessionStorage.setItem('e2e-seeded', '1');
    window.localStorage.setItem('token', value);
    window.localStorage.setItem('dataConsentAccepted', 'true');
    window.localStorage.setItem('cookiePreferences', JSON.stringify({ since: Date.now(), choices: {} }));
  }, token);
  await page.goto('/en-gb/settings');
  await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
  return page;
}

const userStatus = async (request: APIRequestContext, token: string) =>
  (await request.get(`/api/v3/users?${Q}`, { headers: { 'x-access-token': token } })).status();

test('sign out of every session: confirm, this browser lands signed out, the other session is rejected', async ({
  page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(60_000);
  const email = `everywhere-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@demo.tidyfox.test`;
  const first = await signInByApi(request, email);
  const form = await request.post(`/api/v3/users/information?${Q}`, {
    headers: { 'x-access-token': first },
    data: { firstname: 'Eve', birthYear: 1988 },
  });
  expect(form.ok()).toBeTruthy();
  const second = await signInByApi(request, email);
  expect(second).not.toBe(first);

  // This browser (the project's viewport) and another device (a second browser context).
  const here = await openSettings(page, first);
  const otherDevice = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const there = await openSettings(await otherDevice.newPage(), second);

  // A confirm first: cancelling keeps both sessions.
  await here.getByTestId('logout-all').click();
  const dialog = here.getByRole('dialog', { name: 'Sign out of every session?' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect(await userStatus(request, first)).toBe(200);

  await here.getByTestId('logout-all').click();
  await here.getByTestId('logout-all-confirm').click();

  // This browser: signed out to the landing, its token gone.
  await expect(here.getByRole('heading', { level: 1 })).toHaveText('Clean your mailbox in a few swipes');
  await expect.poll(() => here.evaluate(() => window.localStorage.getItem('token'))).toBeNull();

  // Every session's token is rejected, the other device's included: its next call signs it out too.
  expect(await userStatus(request, first)).toBe(401);
  expect(await userStatus(request, second)).toBe(401);
  await there.reload();
  await expect(there.getByRole('heading', { level: 1 })).toHaveText('Clean your mailbox in a few swipes');
  await expect.poll(() => there.evaluate(() => window.localStorage.getItem('token'))).toBeNull();

  await otherDevice.close();
});
