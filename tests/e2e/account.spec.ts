import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { PNG } from 'pngjs';
import { test } from './support/test';

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

const auth = (token: string) => ({ 'x-access-token': token });

/** Waits for the demo scan and deletes the mails of `count` senders (decisions the stats count). */
async function decide(request: APIRequestContext, token: string, count: number) {
  let subscriptions: { email: string; sender: string }[] = [];
  await expect
    .poll(
      async () => {
        const answer = await request.get(`/api/v3/subscriptions?${Q}`, { headers: auth(token) });
        const body = (await answer.json()) as { status: string; subscriptions: typeof subscriptions };
        subscriptions = body.subscriptions;
        return body.status;
      },
      { timeout: 20_000 },
    )
    .toBe('done');
  const chosen = subscriptions.slice(0, count).map(({ email, sender }) => ({ email, sender }));
  const done = await request.post(`/api/v3/subscriptions/delete?${Q}`, {
    headers: auth(token),
    data: { subscriptions: chosen },
  });
  expect(done.ok()).toBeTruthy();
  return chosen;
}

async function signIn(page: Page, token: string) {
  await page.addInitScript((value) => {
    window.localStorage.setItem('token', value);
    window.localStorage.setItem('dataConsentAccepted', 'true');
    // A returning visitor: the cookie choice is stored, so the app frame's banner does not cover the page.
    window.localStorage.setItem('cookiePreferences', JSON.stringify({ since: Date.now(), choices: {} }));
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

    // Switch off every mailbox but the last (the details page's switch; on desktop the side menu's
    // mailbox list shows the same switch).
    const details = page.getByTestId('mailbox-details');
    const emails = user.accounts.map((account) => account.email);
    for (const email of emails.slice(0, -1)) {
      await page.goto(`/en-gb/settings/details?email=${encodeURIComponent(email)}`);
      const toggle = details.getByRole('switch', { name: new RegExp(email.replace(/[.+]/g, '\\$&')) });
      await expect(toggle).toHaveAttribute('aria-checked', 'true');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-checked', 'false');
    }
    // The last active mailbox cannot be switched off: select_one_email shows for 3 s.
    const last = emails.at(-1) as string;
    await page.goto(`/en-gb/settings/details?email=${encodeURIComponent(last)}`);
    const lastToggle = details.getByRole('switch', { name: new RegExp(last.replace(/[.+]/g, '\\$&')) });
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

test.describe('settings: delete a mailbox', () => {
  test('removing one mailbox returns to the list; removing the last one signs out', async ({
    page,
    request,
  }) => {
    const { token, user } = await demoSession(request);
    await signIn(page, token);
    const [first, ...rest] = user.accounts.map((account) => account.email);
    await page.goto(`/en-gb/settings/details?email=${encodeURIComponent(first as string)}`);
    await page.getByTestId('mailbox-delete').click();
    await page.getByTestId('mailbox-delete-confirm').click();
    await expect(page).toHaveURL(/\/en-gb\/settings$/, { timeout: 15_000 });
    await expect(page.getByTestId('settings-mailbox-link')).toHaveCount(rest.length);
    await expect(page.getByTestId('settings-mailboxes')).not.toContainText(first as string);

    // The last mailbox: the answer has no user any more, so the app disconnects fully.
    for (const [index, email] of rest.entries()) {
      await page.goto(`/en-gb/settings/details?email=${encodeURIComponent(email)}`);
      await page.getByTestId('mailbox-delete').click();
      await page.getByTestId('mailbox-delete-confirm').click();
      if (index < rest.length - 1) await expect(page).toHaveURL(/\/en-gb\/settings$/, { timeout: 15_000 });
    }
    await expect(page).toHaveURL(/\/en-gb\/?$/, { timeout: 15_000 });
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
    const gone = await request.get(`/api/v3/users?${Q}`, { headers: auth(token) });
    expect(gone.status()).toBe(401);
  });
});

test.describe('my data', () => {
  test('the GDPR export is prepared, downloaded and holds the decisions and no secret', async ({
    page,
    request,
  }) => {
    const { token } = await demoSession(request, 'Grace');
    const decided = await decide(request, token, 2);
    await signIn(page, token);
    await page.goto('/en-gb/settings/my-data');
    await page.getByTestId('my-data-request').click();
    const link = page.getByTestId('my-data-download');
    await expect(link).toBeVisible({ timeout: 15_000 });
    const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
    expect(download.suggestedFilename()).toBe('tidy-fox-data-portability.txt');
    const text = await readFile((await download.path()) as string, 'utf8');
    // Parse the documented format: "== Name (count) ==" sections, "Label: value" lines, " | " records.
    const sections = new Map<string, string[]>();
    let current = '';
    for (const line of text.split('\n')) {
      const heading = /^== (.+?)(?: \((\d+)\))? ==$/.exec(line);
      if (heading) {
        current = heading[1] as string;
        sections.set(current, []);
      } else if (current && line.trim()) sections.get(current)?.push(line);
    }
    expect([...sections.keys()]).toEqual(
      expect.arrayContaining(['Profile', 'Mailboxes', 'Sender decisions', 'Statistics']),
    );
    expect(sections.get('Profile')).toContain('First name: Grace');
    const decisions = (sections.get('Sender decisions') ?? []).map((line) => line.split(' | '));
    for (const { sender, email } of decided) {
      expect(
        decisions.some(
          (fields) => fields[1] === 'delete' && fields[2] === sender && fields[3] === `mailbox ${email}`,
        ),
      ).toBe(true);
    }
    expect((sections.get('Statistics') ?? []).some((line) => /^Deleted mails: [1-9]/.test(line))).toBe(true);
    expect(text).not.toContain(token);
    expect(text.toLowerCase()).not.toMatch(/password_enc|oauth_refresh|p256dh|"auth"/);
  });
});

/** Opens /stats, the share dialog, and downloads the statistics image; answers its pixels. */
async function downloadStatsImage(page: Page): Promise<PNG> {
  await page.goto('/en-gb/stats');
  await expect(page.locator('[data-page="stats"]')).not.toHaveAttribute('data-state', 'loading', {
    timeout: 15_000,
  });
  await page.getByTestId('stats-share').click();
  const button = page.getByTestId('share-image');
  await expect(button).toBeEnabled({ timeout: 10_000 });
  const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
  expect(download.suggestedFilename()).toBe('tidy-fox-stats.png');
  const file = (await download.path()) as string;
  await download.saveAs(test.info().outputPath(`stats-${Date.now()}.png`));
  return PNG.sync.read(await readFile(file));
}

test.describe('stats', () => {
  test('first time shows the global figures, then the personal ones; the image changes with them', async ({
    page,
    request,
  }) => {
    const { token } = await demoSession(request, 'Ada');
    await signIn(page, token);
    await page.goto('/en-gb/stats');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Hello Ada, here is your impact');
    await expect(page.locator('[data-page="stats"]')).toHaveAttribute('data-state', 'first-time', {
      timeout: 15_000,
    });
    await expect(page.getByTestId('stats-estimate')).toContainText('How Bad Are Bananas?');
    const before = await downloadStatsImage(page);
    expect([before.width, before.height]).toEqual([1080, 1080]);

    await decide(request, token, 3);
    const after = await downloadStatsImage(page);
    await expect(page.locator('[data-page="stats"]')).toHaveAttribute('data-state', 'personal');
    expect([after.width, after.height]).toEqual([1080, 1080]);
    // The figures area differs; the referral code and QR code card stays the same.
    const differs = (top: number, bottom: number) => {
      for (let y = top; y < bottom; y += 1) {
        for (let x = 0; x < 1080; x += 1) {
          const i = (y * 1080 + x) * 4;
          if (before.data[i] !== after.data[i] || before.data[i + 1] !== after.data[i + 1]) return true;
        }
      }
      return false;
    };
    expect(differs(200, 680)).toBe(true);
    expect(differs(700, 1080)).toBe(false);
  });
});

test.describe('stats: the figures in the room they have', () => {
  test('beside the side menu (600 to 1,000 px windows) and on phones, each tile shows its community badge whole', async ({
    page,
    request,
  }) => {
    const { token } = await demoSession(request, 'Badge');
    await signIn(page, token);
    await page.goto('/en-gb/stats');
    await expect(page.locator('[data-page="stats"]')).toHaveAttribute('data-state', 'first-time', {
      timeout: 15_000,
    });
    for (const width of [320, 600, 800, 1000, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await expect(async () => {
        const tiles = await page
          .getByTestId('stats-figures')
          .locator('[data-slot="stat-tile"]')
          .evaluateAll((all) =>
            all.map((tile) => {
              const box = tile.getBoundingClientRect();
              const badge = [...tile.querySelectorAll('span')].find(
                (span) => span.textContent === 'Community',
              );
              const mark = badge?.getBoundingClientRect();
              return {
                width: box.width,
                inside: !!mark && mark.left >= box.left && mark.right <= box.right - 8,
              };
            }),
          );
        expect(tiles.length).toBeGreaterThan(0);
        for (const tile of tiles) {
          expect(tile.inside, `badge inside its tile at ${width} px`).toBe(true);
          expect(tile.width, `tile width at ${width} px`).toBeGreaterThanOrEqual(220);
        }
      }).toPass({ timeout: 5_000 });
    }
  });
});

test.describe('partner page', () => {
  for (const signedIn of [false, true]) {
    test(`the tree partner and an unknown code (${signedIn ? 'signed in' : 'signed out'})`, async ({
      page,
      request,
    }) => {
      if (signedIn) await signIn(page, (await demoSession(request)).token);
      await page.goto('/en-gb/partner/we-forest');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Clean your mailbox, grow a forest');
      await expect(page.getByTestId('partner-code')).toHaveText('we-forest');
      await expect(page.getByTestId('we-forest-article')).toBeVisible();
      await expect(page.getByTestId('partner-counters').locator('[data-slot="stat-tile"]')).toHaveCount(4);
      await page.goto('/en-gb/partner/no-such-partner');
      await expect(page).toHaveURL(signedIn ? /\/en-gb\/newsletters$/ : /\/en-gb\/?$/, { timeout: 15_000 });
    });
  }
});

test.describe('help', () => {
  test('feedback is sent once per version; the page then says it was given', async ({ page, request }) => {
    const { token } = await demoSession(request);
    await signIn(page, token);
    await page.goto('/en-gb/help');
    await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
    const send = page.getByTestId('feedback-send');
    await expect(send).toBeDisabled();
    await page.getByText('I like it').click();
    await page.getByText('Speed').click();
    await page.getByLabel('Your message (optional)').fill('Quick and clear.');
    await send.click();
    await expect(page.getByTestId('feedback-given')).toBeVisible();
    await page.reload();
    await expect(page.getByTestId('feedback-given')).toBeVisible();
  });

  test("opened directly, the side menu lists a signed-in user's mailboxes, and none for a visitor", async ({
    page,
    request,
    browser,
  }) => {
    const { token, user } = await demoSession(request);
    await page.setViewportSize({ width: 1280, height: 800 });
    await signIn(page, token);
    await page.goto('/en-gb/help');
    await expect(page.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
    const mailboxes = page.getByRole('region', { name: 'My mailboxes' });
    // Each of the user's mailboxes, not a loader that never ends.
    for (const account of user.accounts)
      await expect(mailboxes.getByRole('switch', { name: `Clean ${account.email}` })).toBeVisible({
        timeout: 10_000,
      });
    await expect(page.getByText('Loading your mailboxes…')).toHaveCount(0);

    const visitor = await (await browser.newContext({ viewport: { width: 1280, height: 800 } })).newPage();
    await visitor.goto('/en-gb/help');
    await expect(visitor.getByRole('heading', { level: 1, name: 'Help' })).toBeVisible();
    await expect(visitor.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await expect(visitor.getByRole('button', { name: /My mailboxes/ })).toHaveCount(0);
    await expect(visitor.getByText('Loading your mailboxes…')).toHaveCount(0);
    await visitor.context().close();
  });
});
