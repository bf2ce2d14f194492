import { expect, type Page } from '@playwright/test';
import { STORAGE_KEYS } from '../../src/shared/lib/storage/keys';
import { type ImapWorld, startImapWorld, stopImapWorld } from './support/imap-world';
import { test } from './support/test';

/**
 * Sign-in with a real mailbox (issue 12): a person types the address of a mailbox on a real Dovecot on
 * the landing, goes through consent and the login form with the mailbox's real password, and sees that
 * mailbox's senders; a wrong password shows the spec's message. The server is a separate instance
 * (`node server/main.ts` serving the built app) whose domain map sends the test domain to that Dovecot.
 */

const DOMAIN = 'dovecot-onboarding.tidyfox.test';
/** A domain of a provider being shut down (onboarding §2, §8: data.reason shutdown). */
const RETIRED = 'retired-onboarding.tidyfox.test';
const PASSWORD = 'Real-Dovecot-Pass-42';

const SENDERS = [
  { from: 'news@garden-weekly.example', name: 'Garden Weekly', listId: 'garden.weekly.example' },
  { from: 'deals@bike-shop.example', name: 'Bike Shop Deals', listId: 'deals.bike-shop.example' },
  { from: 'hello@cinema-club.example', name: 'Cinema Club', listId: 'club.cinema.example' },
];

function newsletter(from: string, name: string, listId: string, to: string, index: number) {
  return [
    `From: "${name}" <${from}>`,
    `To: ${to}`,
    `Subject: Issue ${index + 1}`,
    `Date: ${new Date(Date.now() - index * 86_400_000).toUTCString().replace('GMT', '+0000')}`,
    `Message-ID: <${index}.${Math.random().toString(36).slice(2)}@${from.split('@')[1]}>`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    `List-Id: <${listId}>`,
    'Precedence: bulk',
    `List-Unsubscribe: <https://${listId}/unsubscribe>`,
    '',
    'Hello, this is a newsletter.',
    '',
  ].join('\r\n');
}

const unique = (local: string, project: string, domain = DOMAIN) =>
  `${local}-${project}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@${domain}`;

/** The visitor has answered the cookie banner before (it would cover the lower buttons on a phone). */
async function cookieChoiceStored(page: Page) {
  await page.addInitScript((key) => {
    if (!localStorage.getItem(key))
      localStorage.setItem(key, JSON.stringify({ since: Date.now(), choices: {} }));
  }, STORAGE_KEYS.cookiePreferences);
}

/** Landing → consent → the web login tutorial → the login form, with `email` typed on the landing. */
async function reachLoginForm(page: Page, base: string, email: string) {
  await page.goto(`${base}/en-gb/`);
  await page.getByRole('textbox', { name: 'Your e-mail address' }).first().fill(email);
  await page.getByRole('button', { name: 'Clean my mailbox' }).first().click();
  await expect(page).toHaveURL(/\/en-gb\/consent-page/, { timeout: 15_000 });
  await page.getByRole('button', { name: "Let's go", exact: true }).click();
  await expect(page).toHaveURL(/\/en-gb\/login\/web$/);
  await expect(page.getByRole('heading', { name: 'Before you sign in to your mail provider' })).toBeVisible();
  await page.getByRole('button', { name: "I've already done this" }).click();
  await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
}

test.describe('sign-in with a real IMAP mailbox (Dovecot)', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 });
  let world: ImapWorld | undefined;
  test.beforeAll(async () => {
    // Dovecot and a second server start from cold: minutes on a loaded machine, not the default 30 s.
    test.setTimeout(200_000);
    world = await startImapWorld(DOMAIN, {
      domains: { [RETIRED]: { provider: 'aol', imap: null } },
      shutdown: ['aol'],
    });
  });
  test.afterAll(async () => {
    await stopImapWorld(world);
  });

  test('the address and real password of a Dovecot mailbox lead to /fetch, then to that mailbox’s senders', async ({
    page,
  }, testInfo) => {
    const { dovecot, base } = world as ImapWorld;
    const user = unique('reader', testInfo.project.name);
    dovecot.addUser(user, PASSWORD);
    SENDERS.forEach((sender, index) => {
      for (let i = 0; i <= index; i += 1) {
        dovecot.deliver(user, 'INBOX', newsletter(sender.from, sender.name, sender.listId, user, i));
      }
    });
    await cookieChoiceStored(page);
    await reachLoginForm(page, base, user);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();

    // A new account: /fetch, and the anonymous-user guard asks for the profile first.
    await expect(page).toHaveURL(/\/en-gb\/user-form$/, { timeout: 60_000 });
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.token)).toBeTruthy();
    await page.getByLabel('First name').fill('Robin');
    await page.getByLabel('Year of birth').fill('1990');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/en-gb\/fetch$/, { timeout: 15_000 });

    // The scan of the real mailbox: its senders' names come by in the ticker.
    const ticker = page.locator('[data-slot="sender-ticker"]');
    await expect(ticker).toContainText(/Garden Weekly|Bike Shop Deals|Cinema Club/, { timeout: 60_000 });
    await page.screenshot({ path: testInfo.outputPath('imap-fetch.png'), fullPage: true });

    // The cleaning list shows exactly that mailbox's senders (fewer than the ten that end /fetch early:
    // the scan's end does).
    const goClean = page.getByRole('button', { name: 'Start cleaning' });
    await expect(goClean).toBeVisible({ timeout: 60_000 });
    await goClean.click();
    await expect(page).toHaveURL(/\/en-gb\/newsletters$/);
    const listed = await page.evaluate(
      async ([key]) => {
        const response = await fetch('/api/v3/subscriptions?device=web&version=e2e', {
          headers: { 'x-access-token': localStorage.getItem(key ?? '') ?? '' },
        });
        return ((await response.json()) as { subscriptions: Array<{ sender: string }> }).subscriptions.map(
          (item) => item.sender,
        );
      },
      [STORAGE_KEYS.token],
    );
    expect(listed.sort()).toEqual(SENDERS.map((sender) => sender.from).sort());
    // (The visible one: while the cards or the tutorial show, the list is rendered ahead, hidden, with rows.)
    await expect(page.getByText('Cinema Club').filter({ visible: true }).first()).toBeVisible({
      timeout: 15_000,
    });
    await page.screenshot({ path: testInfo.outputPath('imap-newsletters.png'), fullPage: true });
  });

  test('a wrong password for that mailbox shows the invalid e-mail / password message, and no session', async ({
    page,
  }, testInfo) => {
    const { dovecot, base } = world as ImapWorld;
    const user = unique('mistyped', testInfo.project.name);
    dovecot.addUser(user, PASSWORD);
    await cookieChoiceStored(page);
    await reachLoginForm(page, base, user);
    await page.getByLabel('Password', { exact: true }).fill(`${PASSWORD}-wrong`);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'The e-mail address or the password is incorrect, or IMAP access is turned off for this mailbox.',
      { timeout: 30_000 },
    );
    await expect(page).toHaveURL(/\/en-gb\/login\/web$/);
    expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.token)).toBeNull();
  });

  test('an address at a provider being shut down shows that provider is no longer available (data.reason)', async ({
    page,
  }, testInfo) => {
    const { base } = world as ImapWorld;
    await cookieChoiceStored(page);
    const lookup = page.waitForResponse((response) => response.url().includes('/api/auth/mx/'));
    await page.goto(`${base}/en-gb/`);
    await page
      .getByRole('textbox', { name: 'Your e-mail address' })
      .first()
      .fill(unique('leaving', testInfo.project.name, RETIRED));
    await page.getByRole('button', { name: 'Clean my mailbox' }).first().click();
    expect(await (await lookup).json()).toEqual({
      message: 'mx_unsupported',
      data: { provider: 'aol', reason: 'shutdown' },
    });
    const dialog = page.getByRole('dialog', { name: 'AOL is no longer available' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute('data-reason', 'shutdown');
    await dialog.getByRole('button', { name: 'Use another address' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/en-gb\/?$/);
  });
});
