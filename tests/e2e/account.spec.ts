import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

const Q = 'device=web&version=e2e';

interface Session {
  token: string;
  user: { accounts: { email: string; isActive: boolean }[]; partnerCode: string | null };
}

/** A discovery-mode visitor (three generated mailboxes) who filled in the user form. */
async function demoSession(request: APIRequestContext, firstname = 'Alex'): Promise<Session> {
  const demo = await request.put(`/api/auth/demo?${Q}`, { data: {} });
  expect(demo.ok()).toBeTruthy();
  const { token } = (await demo.json()) as Session;
  const form = await request.post(`/api/v3/users/information?${Q}`, {
    headers: { 'x-access-token': token },
    data: { firstname, birthYear: 1990 },
  });
  expect(form.ok()).toBeTruthy();
  const { user } = (await form.json()) as Session;
  return { token, user };
}

async function signIn(page: Page, token: string) {
  await page.addInitScript((value) => {
    window.localStorage.setItem('token', value);
    window.localStorage.setItem('dataConsentAccepted', 'true');
  }, token);
}

test.describe('settings', () => {
  test('mailbox toggle: off and on again, the last active one is refused', async ({ page, request }) => {
    const { token, user } = await demoSession(request);
    expect(user.accounts.length).toBeGreaterThanOrEqual(2);
    await signIn(page, token);
    await page.goto('/en-gb/settings');
    await expect(page.getByRole('heading', { name: 'Settings' })).toBeVisible();
    await expect(page.getByTestId('settings-mailbox-link')).toHaveCount(user.accounts.length);

    // Switch off every mailbox but the last.
    const emails = user.accounts.map((account) => account.email);
    for (const email of emails.slice(0, -1)) {
      await page.goto(`/en-gb/settings/details?email=${encodeURIComponent(email)}`);
      const toggle = page.getByRole('switch', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) });
      await expect(toggle).toHaveAttribute('aria-checked', 'true');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-checked', 'false');
    }
    // The last active mailbox cannot be switched off: select_one_email shows for 3 s.
    const last = emails.at(-1) as string;
    await page.goto(`/en-gb/settings/details?email=${encodeURIComponent(last)}`);
    const lastToggle = page.getByRole('switch', { name: new RegExp(last.replace(/[.+]/g, '\\$&')) });
    await lastToggle.click();
    await expect(page.getByTestId('select-one-email')).toHaveText('Keep at least one mailbox active.');
    await expect(lastToggle).toHaveAttribute('aria-checked', 'true');
    await expect(page.getByTestId('select-one-email')).toBeHidden({ timeout: 5_000 });
    // The server agrees.
    const check = await request.get(`/api/v3/users?${Q}`, { headers: { 'x-access-token': token } });
    const { user: after } = (await check.json()) as Session;
    expect(after.accounts.filter((account) => account.isActive).map((account) => account.email)).toEqual([
      last,
    ]);
  });
});
