import { type ChildProcess, spawn } from 'node:child_process';
import { readdir, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { type AddressInfo, createServer as createNetServer } from 'node:net';
import { join } from 'node:path';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import Provider from 'oidc-provider';
import { test } from './support/test';

/**
 * The signed-out screens of onboarding-rest (consent, magic link, user form, Microsoft OAuth), walked
 * in Chromium against the server as `npm start` runs it. The magic link is read from the dev outbox
 * (DATA_DIR/outbox) the server writes without SMTP.
 */

/** DATA_DIR of playwright.config.ts's web server (relative to the repository). */
const E2E_DATA_DIR = 'test-results/e2e-data';
const API = '?device=web&version=e2e';

function uniqueAddress(prefix: string, project: string): string {
  return `${prefix}-${project}-${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}@demo.tidyfox.test`;
}

/** Creates the mailbox (a demo address signs in with the password `demo`): magic links go only to known mailboxes. */
async function createMailbox(request: APIRequestContext, baseURL: string, email: string): Promise<void> {
  const started = await request.put(`${baseURL}/api/auth${API}`, {
    data: { email, password: 'demo', provider: 'web', language: 'en' },
  });
  expect(started.ok()).toBe(true);
  const { token } = (await started.json()) as { token: string };
  await expect
    .poll(
      async () => {
        const check = await request.get(`${baseURL}/api/auth/check${API}`, {
          headers: { 'x-async-token': token },
        });
        return ((await check.json()) as { result?: { token?: string } }).result?.token ? 'done' : 'running';
      },
      { timeout: 15_000 },
    )
    .toBe('done');
}

/** The newest magic link mailed to `email` (dev outbox), with its origin replaced by the app's. */
async function magicLinkFromOutbox(dataDir: string, email: string, baseURL: string): Promise<string> {
  const outbox = join(dataDir, 'outbox');
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const files = (await readdir(outbox).catch(() => [] as string[]))
          .filter((name) => name.endsWith(`-${email}.txt`))
          .sort();
        const newest = files.at(-1);
        if (!newest) return null;
        const text = await readFile(join(outbox, newest), 'utf8');
        link = /https?:\/\/\S*\/magic-link\?code=[A-Za-z0-9_-]+/.exec(text)?.[0];
        return link ?? null;
      },
      { timeout: 15_000 },
    )
    .not.toBeNull();
  const url = new URL(link as string);
  return `${baseURL}${url.pathname}${url.search}`;
}

/** Stores the e-mail as the landing does, before opening a screen that needs it. */
async function storeEmail(page: Page, email: string): Promise<void> {
  await page.goto('/en-gb/help');
  await page.evaluate((address) => {
    window.localStorage.setItem('email', address);
    window.sessionStorage.setItem('email', address);
  }, email);
}

test.describe('magic link (onboarding §4 magic-link request and post screens)', () => {
  test('the link from the dev outbox signs in; the user form completes to /fetch; the same link again is refused', async ({
    page,
    request,
    baseURL,
  }, testInfo) => {
    const email = uniqueAddress('magic', testInfo.project.name);
    await createMailbox(request, baseURL as string, email);
    await storeEmail(page, email);

    await page.goto('/en-gb/magic-request-email');
    await expect(page.getByRole('heading', { level: 1, name: 'Sign in with a link' })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
    await page.getByRole('button', { name: 'Send me a link' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Link sent! Check your inbox' })).toBeVisible();
    // After 3 s the 30-second wait counts down; sending again is not possible meanwhile.
    await expect(page.getByText(/You can ask for another link in \d+ s\./)).toBeVisible({ timeout: 8_000 });
    await expect(page.getByRole('button', { name: 'Send me a link' })).toBeDisabled();

    const link = await magicLinkFromOutbox(E2E_DATA_DIR, email, baseURL as string);
    await page.goto(link);
    // Signed in. A named demo address is a normal new user (only discovery visitors are exempt): still
    // anonymous, the global guard sends it to the user form.
    await expect(page).toHaveURL(/\/en-gb\/user-form$/);
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeTruthy();
    const submit = page.getByRole('button', { name: 'Continue' });
    await expect(submit).toBeDisabled();
    await page.getByLabel('First name').fill('Ada');
    await page.getByLabel('Year of birth').fill('19901'); // cut at four digits
    await expect(page.getByLabel('Year of birth')).toHaveValue('1990');
    // An unknown referral code is refused by the server, shown under its field.
    const code = page.getByLabel(/Referral code/);
    await code.fill('NO-SUCH-CODE');
    await code.press('Enter');
    await expect(page.getByText('This referral code does not exist.')).toBeVisible();
    await expect(page).toHaveURL(/\/en-gb\/user-form$/);
    // Without the code, Enter in the code field submits and the app goes on to /fetch.
    await code.fill('');
    await code.press('Enter');
    await expect(page).toHaveURL(/\/en-gb\/fetch$/);

    // The link works once: opening it again signs out and shows the error screen (→ /login/email).
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
    await page.getByRole('button', { name: 'Sign in again' }).click();
    await expect(page).toHaveURL(/\/en-gb\/login\/email$/);

    // A new link for the account, which now has a profile: the success screen, then /fetch.
    const again = await request.put(`${baseURL}/api/auth/magic${API}`, { data: { email, language: 'en' } });
    expect(again.ok()).toBe(true);
    await expect.poll(() => magicLinkFromOutbox(E2E_DATA_DIR, email, baseURL as string)).not.toBe(link);
    await page.goto(await magicLinkFromOutbox(E2E_DATA_DIR, email, baseURL as string));
    await expect(page.getByRole('heading', { level: 1, name: 'You are signed in' })).toBeVisible();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page).toHaveURL(/\/en-gb\/fetch$/);
  });

  test('a link without a code goes to the landing; the request screen without an e-mail goes to /login', async ({
    page,
  }) => {
    await page.goto('/en-gb/magic-link');
    await expect(page).toHaveURL(/\/en-gb\/?$/);
    await page.goto('/en-gb/magic-request-email');
    await expect(page).not.toHaveURL(/magic-request-email/);
  });
});

test.describe('consent page (onboarding §2 guards, /consent-page)', () => {
  test('a provider login route sends a new visitor to the consent page, which leads on to its toPath', async ({
    page,
  }, testInfo) => {
    const email = uniqueAddress('consent', testInfo.project.name);
    await storeEmail(page, email);
    await page.goto('/en-gb/login/web');
    await expect(page).toHaveURL(/\/en-gb\/consent-page\?/);
    const url = new URL(page.url());
    expect(url.searchParams.get('provider')).toBe('web');
    expect(url.searchParams.get('toPath')).toBe('/login/web');
    await expect(page.getByRole('heading', { level: 1, name: 'Before we start' })).toBeVisible();
    const legal = page.getByRole('link', { name: 'privacy policy' });
    await expect(legal).toHaveAttribute('target', '_blank');

    const consent = page.waitForRequest(
      (req) => req.url().includes('/api/auth/consent') && req.method() === 'PUT',
    );
    await page.getByRole('button', { name: "Let's go" }).click();
    expect((await consent).postDataJSON()).toMatchObject({ email, device: 'web', language: 'en' });
    await expect(page).toHaveURL(/\/en-gb\/login\/web$/);
    // Accepted once: the login route no longer asks.
    await page.goto('/en-gb/login/web');
    await expect(page).toHaveURL(/\/en-gb\/login\/web$/);
  });
});

test.describe('served files and the page head (onboarding §7)', () => {
  test('/cookies.json, /meta.json and /structureddata are served; a public page takes its title and description', async ({
    page,
    request,
  }) => {
    const cookies = await request.get('/cookies.json');
    expect(cookies.ok()).toBe(true);
    expect(((await cookies.json()) as { items: unknown[] }).items.length).toBe(18);
    const meta = await request.get('/meta.json');
    expect(((await meta.json()) as { defaultLocale: string }).defaultLocale).toBe('en-gb');
    const data = await request.get('/structureddata/consent_de-de.json');
    expect(((await data.json()) as { title: string }).title).toBe('Ihre Daten – Tidy Fox');

    await storeEmail(page, 'head@demo.tidyfox.test');
    await page.goto('/de-de/consent-page');
    await expect(page).toHaveTitle('Ihre Daten – Tidy Fox');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Tidy Fox/);
  });
});

test('the API docs page fits the screen (no sideways scrolling, 375 px included)', async ({ page }) => {
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    screen: document.documentElement.clientWidth,
  }));
  expect(widths.page).toBeLessThanOrEqual(widths.screen);
});

test.describe('redirect pages and legacy links (onboarding §2)', () => {
  test('/save-the-planet.html keeps the partner code and, in a desktop browser lands on the landing; /reconnect-link opens /add-inbox', async ({
    page,
  }) => {
    await page.goto('/en-gb/save-the-planet.html?partnerCode=TREE42&utm_source=planet');
    await expect(page).toHaveURL(/\/en-gb\/?$/);
    expect(await page.evaluate(() => window.localStorage.getItem('partnerCode'))).toBe('TREE42');
    expect(await page.evaluate(() => window.localStorage.getItem('utm_source'))).toBe('planet');
    await page.goto('/en-gb/reconnect-link');
    await expect(page).toHaveURL(/\/en-gb\/add-inbox$/);
  });

  test('/instant-apps on an iPhone leaves for the App Store with the ad click id', async ({
    browser,
    baseURL,
  }) => {
    const context = await browser.newContext({
      userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148',
      viewport: { width: 375, height: 812 },
    });
    await context.addCookies([{ name: '_fbc', value: 'fb.1.123.clickid', url: baseURL as string }]);
    const page = await context.newPage();
    let store: URL | undefined;
    await page.route('https://apps.apple.com/**', async (route) => {
      store = new URL(route.request().url());
      await route.fulfill({ status: 200, contentType: 'text/html', body: '<title>App Store</title>' });
    });
    await page.goto('/en-gb/instant-apps');
    await expect(page).toHaveTitle('App Store');
    expect(store?.searchParams.get('ct')).toBe('fb.1.123.clickid');
    await context.close();
  });
});

// ---- A dedicated server: links that expire after 1 s and Microsoft's token endpoint played by oidc-provider

const CLIENT_ID = 'tidy-fox-web';
const SCOPE = 'openid email offline_access';

async function freePort(): Promise<number> {
  const server = createNetServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

test.describe('with a dedicated server (expiring links, Microsoft OAuth)', () => {
  test.describe.configure({ mode: 'serial' });

  let app: ChildProcess | undefined;
  let appUrl = '';
  let dataDir = '';
  let oidcServer: Server | undefined;
  let provider: Provider;

  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads the fixtures from the first parameter
  test.beforeAll(async ({}, testInfo) => {
    testInfo.setTimeout(180_000);
    oidcServer = createServer();
    await new Promise<void>((resolve) => oidcServer?.listen(0, '127.0.0.1', resolve));
    const issuer = `http://127.0.0.1:${(oidcServer.address() as AddressInfo).port}`;
    const port = await freePort();
    appUrl = `http://127.0.0.1:${port}`;
    provider = new Provider(issuer, {
      clients: [
        {
          client_id: CLIENT_ID,
          token_endpoint_auth_method: 'none',
          redirect_uris: [`${appUrl}/oauth/microsoft`],
          grant_types: ['authorization_code', 'refresh_token'],
          response_types: ['code'],
        },
      ],
      findAccount: async (_ctx, sub) => ({ accountId: sub, claims: async () => ({ sub, email: sub }) }),
      claims: { openid: ['sub'], email: ['email'] },
      scopes: ['openid', 'email', 'offline_access'],
      pkce: { required: () => true },
      issueRefreshToken: async () => true,
      conformIdTokenClaims: false,
      features: { devInteractions: { enabled: false } },
    });
    oidcServer.on('request', provider.callback());

    dataDir = `test-results/e2e-onboarding-rest-${testInfo.project.name}`;
    await rm(dataDir, { recursive: true, force: true });
    app = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: appUrl,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        MAGIC_LINK_TTL_SECONDS: '1',
        MS_TOKEN_URL: `${issuer}/token`,
        MS_CLIENT_ID: CLIENT_ID,
        MS_REDIRECT_URI: `${appUrl}/oauth/microsoft`,
      },
      stdio: 'ignore',
    });
    await expect
      .poll(
        async () => {
          try {
            return (await fetch(`${appUrl}/api/health/device/web/version/e2e${API}`)).ok;
          } catch {
            return false;
          }
        },
        // A fresh data directory: the embedded database initialises first (slow on a busy machine).
        { timeout: 150_000 },
      )
      .toBe(true);
  });

  test.afterAll(async () => {
    app?.kill('SIGTERM');
    await new Promise<void>((resolve) => (oidcServer ? oidcServer.close(() => resolve()) : resolve()));
  });

  test('an expired link shows the expired screen, which asks for a new link', async ({
    page,
    request,
  }, testInfo) => {
    const email = uniqueAddress('expired', testInfo.project.name);
    await createMailbox(request, appUrl, email);
    const sent = await request.put(`${appUrl}/api/auth/magic${API}`, { data: { email, language: 'en' } });
    expect(sent.ok()).toBe(true);
    const link = await magicLinkFromOutbox(dataDir, email, appUrl);
    await page.waitForTimeout(1_500); // the link lives 1 s on this server

    await page.goto(`${appUrl}/en-gb/help`);
    await page.evaluate((address) => window.localStorage.setItem('email', address), email);
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'This link has expired' })).toBeVisible();
    await page.getByRole('button', { name: 'Get a new link' }).click();
    await expect(page).toHaveURL(/\/en-gb\/magic-request-email\?expired=true$/);
    await expect(page.getByText('Sign-in links work for 15 minutes. Ask for a new one below.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Send me a link' })).toBeEnabled();
  });

  test('Microsoft sign-in: consent, the authorize page with PKCE, the redirect screen, then signed in', async ({
    page,
  }, testInfo) => {
    const email = uniqueAddress('ms', testInfo.project.name);
    let authorize: URL | undefined;
    // The authorize page is Microsoft's: here the local OpenID provider issues the code for the
    // challenge the app sent, and the "browser" comes back to the redirect URI with it.
    await page.route('https://login.microsoftonline.com/**', async (route) => {
      authorize = new URL(route.request().url());
      const grant = new provider.Grant({ accountId: email, clientId: CLIENT_ID });
      grant.addOIDCScope(SCOPE);
      const grantId = await grant.save();
      const client = await provider.Client.find(CLIENT_ID);
      const code = await new provider.AuthorizationCode({
        accountId: email,
        client,
        grantId,
        scope: SCOPE,
        redirectUri: authorize.searchParams.get('redirect_uri') ?? '',
        codeChallenge: authorize.searchParams.get('code_challenge') ?? '',
        codeChallengeMethod: 'S256',
        authTime: Math.floor(Date.now() / 1000),
      }).save();
      const back = new URL(authorize.searchParams.get('redirect_uri') ?? '');
      back.searchParams.set('code', code);
      back.searchParams.set('state', authorize.searchParams.get('state') ?? '');
      await route.fulfill({ status: 302, headers: { location: back.toString() } });
    });

    await page.goto(`${appUrl}/en-gb/help`);
    await page.evaluate((address) => window.localStorage.setItem('email', address), email);
    await page.goto(`${appUrl}/en-gb/login/microsoft/redirect`);
    await expect(page).toHaveURL(/\/en-gb\/consent-page\?provider=microsoft/);
    await page.getByRole('button', { name: "Let's go" }).click();

    // Signed in: a new account (created) goes on to /fetch, and a new user who has not given a name yet is
    // then sent to the user form (only discovery visitors are exempt).
    await expect(page).toHaveURL(/\/en-gb\/user-form$/, { timeout: 20_000 });
    expect(authorize).toBeDefined();
    const query = authorize as URL;
    expect(query.searchParams.get('client_id')).toBe(CLIENT_ID);
    expect(query.searchParams.get('response_type')).toBe('code');
    expect(query.searchParams.get('response_mode')).toBe('query');
    expect(query.searchParams.get('redirect_uri')).toBe(`${appUrl}/oauth/microsoft`);
    expect(query.searchParams.get('state')).toBe('step1');
    expect(query.searchParams.get('login_hint')).toBe(email);
    expect(query.searchParams.get('code_challenge_method')).toBe('S256');
    expect(query.searchParams.get('scope')).toContain('IMAP.AccessAsUser.All');
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeTruthy();
    expect(await page.evaluate(() => window.localStorage.getItem('oAuthCodeVerifier'))).toBeNull();
  });

  test('a Microsoft redirect with another state shows the error; give up goes to the landing', async ({
    page,
  }) => {
    await page.goto(`${appUrl}/en-gb/help`);
    await page.evaluate(() => window.localStorage.setItem('email', 'someone@demo.tidyfox.test'));
    await page.goto(`${appUrl}/en-gb/login-o-auth/microsoft?code=abc&state=evil`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'We could not connect your mailbox' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await page.getByRole('button', { name: 'Give up' }).click();
    await expect(page).toHaveURL(/\/en-gb\/?$/);
    expect(await page.evaluate(() => window.localStorage.getItem('email'))).toBeNull();
  });
});
