import { type APIRequestContext, expect } from '@playwright/test';
import { test } from './support/test';

const Q = 'device=web&version=e2e';

interface ApiUser {
  accounts: { email: string; invalidGrant: boolean }[];
}

/** Signs `email` in through the API (PUT /api/auth, then polls GET /api/auth/check): its token. */
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

async function mailboxOf(request: APIRequestContext, token: string, email: string) {
  const answer = await request.get(`/api/v3/users?${Q}`, { headers: { 'x-access-token': token } });
  expect(answer.ok()).toBeTruthy();
  const { user } = (await answer.json()) as { user: ApiUser };
  return user.accounts.find((account) => account.email === email);
}

test('invalid grant: settings and the mailbox details say so, Reconnect signs the address in again and clears it', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  // The demo's revoked+…@ address: its server refuses the stored credentials once the first scan is done.
  const email = `revoked+${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@demo.tidyfox.test`;
  const token = await signInByApi(request, email);
  const form = await request.post(`/api/v3/users/information?${Q}`, {
    headers: { 'x-access-token': token },
    data: { firstname: 'Grant', birthYear: 1980 },
  });
  expect(form.ok()).toBeTruthy();
  // The scan finishes (the poll that sees it done flags the mailbox).
  await expect
    .poll(
      async () => {
        const answer = await request.get(`/api/v3/subscriptions?${Q}`, {
          headers: { 'x-access-token': token },
        });
        return ((await answer.json()) as { status: string }).status;
      },
      { timeout: 30_000 },
    )
    .toBe('done');
  await expect.poll(async () => (await mailboxOf(request, token, email))?.invalidGrant).toBe(true);

  await page.addInitScript((value) => {
    if (window.sessionStorage.getItem('e2e-seeded')) return;
    window.sessionStorage.setItem('e2e-seeded', '1');
    window.localStorage.setItem('token', value);
    window.localStorage.setItem('dataConsentAccepted', 'true');
    window.localStorage.setItem('cookiePreferences', JSON.stringify({ since: Date.now(), choices: {} }));
  }, token);

  // The settings list says the access expired.
  await page.goto('/en-gb/settings');
  const row = page.getByTestId('settings-mailbox-link').filter({ hasText: email });
  await expect(row).toContainText('Access expired: reconnect it');

  // The mailbox details show the invalid-grant banner with Reconnect.
  await row.click();
  const details = page.getByTestId('mailbox-details');
  const banner = details.locator('[data-banner="invalid-grant"]');
  // (the address is wrapped in isolation marks so it reads left to right in RTL text)
  await expect(banner).toContainText(`Reconnect \u2068${email}\u2069`);
  await expect(banner).toContainText('Our access to this mailbox has expired.');

  // Reconnect leads to the login for that address.
  await banner.getByRole('button', { name: 'Reconnect' }).click();
  await expect(page).toHaveURL(/\/login\//);
  await expect(page.getByRole('heading', { name: 'Sign in to your mailbox' })).toBeVisible();
  // The provider's IMAP steps first (an "other" provider), skipped as done.
  await page.getByRole('button', { name: "I've already done this" }).click();
  const password = page.getByLabel('Password', { exact: false }).first();
  await expect(password).toBeVisible();
  await expect(
    page
      .getByText(email)
      .or(page.locator(`input[value="${email}"]`))
      .first(),
  ).toBeVisible();
  await password.fill('demo');
  await password.press('Enter');

  // Signed in again: the flag is cleared, and the settings no longer ask for a reconnect.
  await expect
    .poll(async () => (await mailboxOf(request, token, email))?.invalidGrant, { timeout: 30_000 })
    .toBe(false);
  await expect(page).not.toHaveURL(/\/login\//, { timeout: 30_000 });
  await page.goto('/en-gb/settings');
  const again = page.getByTestId('settings-mailbox-link').filter({ hasText: email });
  await expect(again).toBeVisible();
  await expect(again).not.toContainText('Access expired');
  await again.click();
  await expect(page.getByTestId('mailbox-details')).toBeVisible();
  await expect(page.locator('[data-banner="invalid-grant"]')).toHaveCount(0);
});
