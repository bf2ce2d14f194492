import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import type { Dovecot } from '../../server/mail/testing/dovecot';
import type { Subscription, UnsubscribeProof } from '../../src/shared/api/contract';
import { Api, type ApiSender, storeToken, uniqueAddress } from './actions-fetch-support';
import { type ImapWorld, startImapWorld, stopImapWorld } from './support/imap-world';
import { test } from './support/test';

/**
 * /fetch and /fetch-and-empty in Chromium: on the demo account (the server as `npm start` runs it),
 * and on the real IMAP engine against a Dovecot mailbox the test seeds, with a server instance of the
 * test's own (its DATA_DIR, and a domain map sending the test domain to that Dovecot).
 */

// ---- Demo account ----------------------------------------------------------------------------

/** Makes the browser report a notification permission (Chromium's headless default is 'default'). */
async function notificationPermission(page: Page, permission: NotificationPermission) {
  await page.addInitScript((value) => {
    Object.defineProperty(Notification, 'permission', { get: () => value, configurable: true });
  }, permission);
}

test.describe('demo account', () => {
  test('/fetch shows the scan progress, the senders and a tip, sends the language, then go-clean opens /newsletters', async ({
    page,
    request,
  }, testInfo) => {
    const api = new Api(request, '');
    await storeToken(page, await api.signIn(uniqueAddress('fetch', testInfo.project.name), 'demo'));
    await notificationPermission(page, 'default');
    const language = page.waitForRequest(
      (request) => request.url().includes('/api/v3/users/language') && request.method() === 'PUT',
    );
    await page.goto('/en-gb/fetch');
    expect((await language).postDataJSON()).toEqual({ language: 'en' });
    await expect(page.getByRole('progressbar', { name: 'Scan progress' })).toBeVisible();
    await expect(page.locator('[data-slot="mascot"]')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Did you know?' })).toBeVisible();
    await expect(page.getByRole('switch', { name: 'Notify me when the scan is done' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Settings' })).toHaveAttribute('href', '/en-gb/settings');
    // Sender names arrive one per second while the scan runs.
    const ticker = page.locator('[data-slot="sender-ticker"]');
    await expect(ticker.locator('li').first()).toBeVisible({ timeout: 20_000 });
    const goClean = page.getByRole('button', { name: 'Start cleaning' });
    await expect(goClean).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('[data-slot="fetch-progress"]')).toHaveAttribute('data-stage', /sortable|done/);
    await page.screenshot({ path: testInfo.outputPath('fetch-demo.png'), fullPage: true });
    await goClean.click();
    await expect(page).toHaveURL(/\/en-gb\/newsletters$/);
  });

  test('the notification switch is hidden when notifications are denied, from the moment /fetch opens', async ({
    page,
    request,
  }, testInfo) => {
    const api = new Api(request, '');
    await storeToken(page, await api.signIn(uniqueAddress('denied', testInfo.project.name), 'demo'));
    await notificationPermission(page, 'denied');
    await page.goto('/en-gb/fetch');
    await expect(page.getByRole('progressbar', { name: 'Scan progress' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Did you know?' })).toBeVisible();
    await expect(page.locator('[data-slot="notification-switch"]')).toHaveCount(0);
  });

  test('the language is sent but its failure is ignored', async ({ page, request }, testInfo) => {
    const api = new Api(request, '');
    await storeToken(page, await api.signIn(uniqueAddress('lang', testInfo.project.name), 'demo'));
    await page.route('**/api/v3/users/language?*', (route) =>
      route.fulfill({ status: 500, json: { message: 'unknown_error' } }),
    );
    await page.goto('/en-gb/fetch');
    await expect(page.getByRole('button', { name: 'Start cleaning' })).toBeVisible({ timeout: 30_000 });
  });
});

// ---- Real IMAP engine against Dovecot --------------------------------------------------------

const DOMAIN = 'dovecot-e2e.tidyfox.test';
const PASSWORD = 'correct-horse-e2e';

const NEWSLETTERS = [
  { from: 'news@weekly-digest.example', name: 'Weekly Digest', listId: 'weekly.digest.example', mails: 3 },
  { from: 'deals@shop-offers.example', name: 'Shop Offers', listId: 'offers.shop.example', mails: 2 },
  { from: 'club@runners.example', name: 'Runners Club', listId: 'club.runners.example', mails: 2 },
];
/** Sender names a hostile mail could carry. */
const HOSTILE = [
  { from: 'markup@hostile.example', name: '<img src=x onerror="window.__pwned=1"><b>Bold</b>' },
  { from: 'rlo@hostile.example', name: 'Invoice \u202Egnp.exe' },
  { from: 'long@hostile.example', name: `${'Long name '.repeat(60).slice(0, 599)}X` },
  { from: 'control@hostile.example', name: 'Bell\u0007Escape\u001b[31mRed\u0000Nul' },
];

function encodedWord(text: string) {
  return `=?UTF-8?B?${Buffer.from(text, 'utf8').toString('base64')}?=`;
}

/** A raw newsletter mail; the display name as RFC 2047 encoded words (folded, so long names fit). */
function newsletter(from: string, name: string, listId: string, to: string, index: number) {
  const words: string[] = [];
  for (let start = 0; start < name.length; start += 30)
    words.push(encodedWord(name.slice(start, start + 30)));
  return [
    `Return-Path: <${from}>`,
    `From: ${words.join('\r\n ')} <${from}>`,
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

/** Mails in a Maildir folder (new/ and cur/). */
function maildirCount(dovecot: Dovecot, user: string, folder: string) {
  const root = dovecot.maildir(user, folder);
  return ['new', 'cur'].reduce((sum, sub) => {
    try {
      return sum + readdirSync(join(root, sub)).length;
    } catch {
      return sum;
    }
  }, 0);
}

/** Mails in a Maildir folder from one sender (read from the files). */
function maildirFrom(dovecot: Dovecot, user: string, folder: string, sender: string) {
  const root = dovecot.maildir(user, folder);
  let count = 0;
  for (const sub of ['new', 'cur']) {
    let files: string[] = [];
    try {
      files = readdirSync(join(root, sub));
    } catch {
      continue;
    }
    for (const file of files) {
      if (readFileSync(join(root, sub, file), 'utf8').includes(`<${sender}>`)) count += 1;
    }
  }
  return count;
}

test.describe('real IMAP engine (Dovecot)', () => {
  test.describe.configure({ mode: 'serial', timeout: 180_000 });
  let world: ImapWorld | undefined;
  test.beforeAll(async () => {
    // Dovecot and a second server start from cold: minutes on a loaded machine, not the default 30 s.
    test.setTimeout(200_000);
    world = await startImapWorld(DOMAIN);
  });
  test.afterAll(async () => {
    await stopImapWorld(world);
  });

  test('/fetch shows the scan progress, then /newsletters; a block moves that sender’s mails to Trash in the Maildir', async ({
    page,
    request,
  }, testInfo) => {
    const { dovecot, base } = world as ImapWorld;
    const user = uniqueAddress('reader', testInfo.project.name, DOMAIN);
    dovecot.addUser(user, PASSWORD);
    for (const letter of NEWSLETTERS) {
      for (let i = 0; i < letter.mails; i += 1) {
        dovecot.deliver(user, 'INBOX', newsletter(letter.from, letter.name, letter.listId, user, i));
      }
    }
    // Enough senders to leave /fetch (more than 9): filler newsletters.
    for (let i = 0; i < 9; i += 1) {
      dovecot.deliver(
        user,
        'INBOX',
        newsletter(`letter${i}@filler.example`, `Filler ${i}`, `filler${i}.example`, user, 0),
      );
    }
    const api = new Api(request, base);
    await storeToken(page, await api.signIn(user, PASSWORD));

    await page.goto(`${base}/en-gb/fetch`);
    await expect(page.getByRole('progressbar', { name: 'Scan progress' })).toBeVisible();
    const ticker = page.locator('[data-slot="sender-ticker"]');
    await expect(ticker.locator('li').first()).toBeVisible({ timeout: 30_000 });
    const goClean = page.getByRole('button', { name: 'Start cleaning' });
    await expect(goClean).toBeVisible({ timeout: 60_000 });
    await goClean.click();
    await expect(page).toHaveURL(/\/en-gb\/newsletters$/);

    // Block Weekly Digest (as the cleaning screen's unsubscribe sends it): its mails go to Trash.
    const listed = await api.scanned();
    const weekly = listed.find((item) => item.sender === 'news@weekly-digest.example') as ApiSender;
    expect(weekly).toBeDefined();
    expect(maildirFrom(dovecot, user, 'INBOX', weekly.sender)).toBe(3);
    await api.act('block', [weekly]);
    await expect.poll(() => maildirFrom(dovecot, user, 'Trash', weekly.sender), { timeout: 60_000 }).toBe(3);
    expect(maildirFrom(dovecot, user, 'INBOX', weekly.sender)).toBe(0);
    expect(maildirFrom(dovecot, user, 'INBOX', 'deals@shop-offers.example')).toBe(2);

    // The engine records the proof of its unsubscribe (this list offers only a plain link: never
    // fetched, kept for the user), returned with the blocked senders.
    const proofOf = async () => {
      const { subscriptions } = await api.get<{ subscriptions: Subscription[] }>('/v3/subscriptions/blocked');
      return subscriptions.find((item) => item.sender === weekly.sender)?.unsubscribeProof ?? [];
    };
    await expect.poll(async () => (await proofOf()).length, { timeout: 60_000 }).toBeGreaterThan(0);
    const [proof] = (await proofOf()) as [UnsubscribeProof];

    // My actions lists it with that proof, its outcome as the engine recorded it.
    await page.goto(`${base}/en-gb/my-actions`);
    const row = page.locator('[data-slot="sender-row"]', { hasText: weekly.sender });
    await expect(row).toBeVisible();
    const shown = row.locator('[data-slot="unsubscribe-proof"]');
    await expect(shown).toHaveAttribute('data-outcome', proof.outcome);
    await expect(shown.locator('[data-slot="unsubscribe-proof-summary"]')).not.toBeEmpty();
    if (proof.manualUrl) {
      const link = shown.getByRole('link', { name: /Unsubscribe on their site/ });
      await expect(link).toHaveAttribute('href', proof.manualUrl);
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await page.screenshot({ path: testInfo.outputPath('my-actions-proof.png'), fullPage: true });
  });

  test('a scan that finds nothing leads from /fetch to /fetch-and-empty, with ways to /add-inbox and /stats', async ({
    page,
    request,
  }, testInfo) => {
    const { dovecot, base } = world as ImapWorld;
    const user = uniqueAddress('empty', testInfo.project.name, DOMAIN);
    dovecot.addUser(user, PASSWORD);
    dovecot.deliver(
      user,
      'INBOX',
      [
        'From: "A Friend" <friend@personal.example>',
        `To: ${user}`,
        'Subject: Lunch?',
        `Date: ${new Date().toUTCString().replace('GMT', '+0000')}`,
        'Message-ID: <lunch@personal.example>',
        '',
        'See you at noon.',
        '',
      ].join('\r\n'),
    );
    const api = new Api(request, base);
    await storeToken(page, await api.signIn(user, PASSWORD));
    await page.goto(`${base}/en-gb/fetch`);
    await expect(page).toHaveURL(/\/en-gb\/fetch-and-empty$/, { timeout: 60_000 });
    await expect(page.getByRole('heading', { name: "We didn't find any newsletters" })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Add a mailbox' })).toHaveAttribute(
      'href',
      '/en-gb/add-inbox',
    );
    await page.getByRole('link', { name: 'See my statistics' }).click();
    await expect(page).toHaveURL(/\/en-gb\/stats$/);
    expect(maildirCount(dovecot, user, 'INBOX')).toBe(1);
  });

  test('hostile sender names (markup, U+202E, 600 characters, control characters) show as inert text', async ({
    page,
    request,
  }, testInfo) => {
    const { dovecot, base } = world as ImapWorld;
    const user = uniqueAddress('hostile', testInfo.project.name, DOMAIN);
    dovecot.addUser(user, PASSWORD);
    HOSTILE.forEach((letter, index) => {
      for (let i = 0; i < 2; i += 1) {
        dovecot.deliver(
          user,
          'INBOX',
          newsletter(letter.from, letter.name, `list${index}.hostile.example`, user, i),
        );
      }
    });
    const api = new Api(request, base);
    await storeToken(page, await api.signIn(user, PASSWORD));
    const pageErrors: Error[] = [];
    page.on('pageerror', (error) => pageErrors.push(error));

    // /fetch: the ticker shows the names as they come.
    await page.goto(`${base}/en-gb/fetch`);
    const ticker = page.locator('[data-slot="sender-ticker"] li');
    await expect(ticker).toHaveCount(Math.min(5, HOSTILE.length), { timeout: 30_000 });
    const listed = await api.scanned();
    const hostile = listed.filter((item) => item.sender.endsWith('@hostile.example'));
    expect(hostile).toHaveLength(HOSTILE.length);
    const nameOf = (address: string) => hostile.find((item) => item.sender === address)?.name;
    // Direction overrides and control characters never reach the page: the name reads as written.
    expect(nameOf('rlo@hostile.example')).toBe('Invoice gnp.exe');
    expect(nameOf('control@hostile.example')).toBe('Bell Escape [31mRed Nul');
    // The engine bounds a display name (server/mail/scanner.ts: sender_name at most 200 characters); the
    // bounded name is the start of the 600-character one, and it is shown whole, as text, inside its row.
    const longName = HOSTILE.find((letter) => letter.from === 'long@hostile.example')?.name ?? '';
    const bounded = nameOf('long@hostile.example') ?? '';
    expect(bounded.length).toBeGreaterThan(190);
    expect(bounded.length).toBeLessThanOrEqual(200);
    expect(longName.startsWith(bounded)).toBe(true);
    const markup = hostile.find((item) => item.sender === 'markup@hostile.example') as ApiSender;
    await expect(page.locator('[data-slot="sender-ticker"]')).toContainText(markup.name);
    const tickerBox = await page.locator('[data-slot="sender-ticker"]').boundingBox();
    for (const item of await ticker.all()) {
      const box = await item.boundingBox();
      expect(box && tickerBox && box.x + box.width <= tickerBox.x + tickerBox.width + 1).toBe(true);
    }
    await page.screenshot({ path: testInfo.outputPath('fetch-hostile.png'), fullPage: true });

    // My actions: block them all; each row shows its name as text, inside its row.
    await api.act('block', hostile);
    await page.goto(`${base}/en-gb/my-actions`);
    const rows = page.locator('[data-slot="sender-row"]');
    await expect(rows).toHaveCount(HOSTILE.length);
    const listBox = await page.locator('[data-slot="sender-list"]').boundingBox();
    for (const item of hostile) {
      const row = rows.filter({ hasText: item.sender });
      await expect(row.locator('[data-slot="sender-name"]')).toHaveText(item.name);
      await expect(row.locator('[data-slot="sender-name"]')).toHaveAttribute('dir', 'auto');
      const box = await row.boundingBox();
      expect(box && listBox && box.width <= listBox.width + 1, `${item.sender} stays in the list`).toBe(true);
    }
    // A phone's row may wrap its decision and unsubscribe status (rows differ by their status), but a
    // hostile name never makes its row grow: the 600-character name stays within two lines, and its row
    // is no taller than the tallest of the other rows.
    const measured = await rows.evaluateAll((nodes) =>
      nodes.map((node) => {
        const name = node.querySelector('[data-slot="sender-name"]') as HTMLElement;
        const lineHeight = Number.parseFloat(getComputedStyle(name).lineHeight);
        return {
          text: node.textContent ?? '',
          height: node.getBoundingClientRect().height,
          nameLines: Math.round(name.getBoundingClientRect().height / lineHeight),
        };
      }),
    );
    const longRow = measured.find((row) => row.text.includes('long@hostile.example'));
    const others = measured.filter((row) => row !== longRow);
    expect(longRow).toBeDefined();
    expect(longRow!.height).toBeLessThanOrEqual(Math.max(...others.map((row) => row.height)) + 1);
    for (const row of measured) expect(row.nameLines).toBeLessThanOrEqual(2);
    await page.screenshot({ path: testInfo.outputPath('my-actions-hostile.png'), fullPage: true });

    // Nothing in them ran or became markup.
    expect(await page.evaluate(() => (window as { __pwned?: number }).__pwned)).toBeUndefined();
    await expect(page.locator('[data-slot="sender-list"] img, [data-slot="sender-list"] b')).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  });
});
