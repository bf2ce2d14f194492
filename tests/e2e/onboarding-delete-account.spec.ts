import { type APIRequestContext, expect } from '@playwright/test';
import { STORAGE_KEYS } from '../../src/shared/lib/storage/keys';
import { test } from './support/test';

/**
 * The delete-account login variant (onboarding §4 delete-account flow), against the server as
 * `npm start` runs it: /direct-delete-account → the provider login page with the DeleteAccountNotice
 * naming the address → sign in → /settings, where the account can be deleted.
 */

const API = '?device=web&version=e2e';
const unique = (local: string, project: string) =>
  `${local}-${project}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@demo.tidyfox.test`;

/** Creates the account of `email` with its profile (a demo address signs in with the password `demo`). */
async function createMailbox(request: APIRequestContext, email: string) {
  const started = await request.put(`/api/auth${API}`, {
    data: { email, password: 'demo', provider: 'web', language: 'en' },
  });
  expect(started.ok()).toBe(true);
  const { token } = (await started.json()) as { token: string };
  let accessToken = '';
  await expect
    .poll(async () => {
      const check = await request.get(`/api/auth/check${API}`, { headers: { 'x-async-token': token } });
      const session = ((await check.json()) as { result?: { token?: string } }).result?.token;
      if (session) accessToken = session;
      return session ? 'done' : 'running';
    })
    .toBe('done');
  // An existing account has its profile (the user form filled): without it the global guard sends an
  // anonymous user to /user-form first.
  const saved = await request.post(`/api/v3/users/information${API}`, {
    headers: { 'x-access-token': accessToken },
    data: { firstname: 'Lee', birthYear: 1985 },
  });
  expect(saved.ok()).toBe(true);
}

test('the delete-account login shows the notice with the address, then signs in to /settings', async ({
  page,
  request,
}, testInfo) => {
  const email = unique('leaving', testInfo.project.name);
  await createMailbox(request, email);
  await page.addInitScript(
    ([cookieKey, consentKey]) => {
      if (!localStorage.getItem(cookieKey ?? ''))
        localStorage.setItem(cookieKey ?? '', JSON.stringify({ since: Date.now(), choices: {} }));
      localStorage.setItem(consentKey ?? '', 'true');
    },
    [STORAGE_KEYS.cookiePreferences, STORAGE_KEYS.dataConsentAccepted],
  );
  await page.goto('/en-gb/direct-delete-account');
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/en-gb\/login\/web$/, { timeout: 15_000 });

  // The notice is there from the tutorial on, and stays on the form.
  const notice = page.getByText('Sign in to delete your account');
  await expect(notice).toBeVisible();
  await expect(page.locator('main').getByText(email, { exact: true })).toBeVisible();
  await page.getByRole('button', { name: "I've already done this" }).click();
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
  await expect(notice).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('delete-account-login.png'), fullPage: true });

  await page.getByLabel('Password', { exact: true }).fill('demo');
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/en-gb\/settings$/, { timeout: 20_000 });
});

test('an ordinary login has no delete-account notice', async ({ page }, testInfo) => {
  await page.addInitScript(
    ([emailKey, email, consentKey]) => {
      localStorage.setItem(emailKey ?? '', email ?? '');
      localStorage.setItem(consentKey ?? '', 'true');
    },
    [STORAGE_KEYS.email, unique('staying', testInfo.project.name), STORAGE_KEYS.dataConsentAccepted],
  );
  await page.goto('/en-gb/login/web');
  await expect(page.getByRole('heading', { name: 'Before you sign in to your mail provider' })).toBeVisible();
  await expect(page.getByText('Sign in to delete your account')).toHaveCount(0);
});
