import { createDecipheriv, createECDH, hkdfSync, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:https';
import type { AddressInfo } from 'node:net';
import { type APIRequestContext, expect } from '@playwright/test';
import { test } from './support/test';

const Q = 'device=web&version=e2e';
const fixture = (name: string) => readFileSync(new URL(`./fixtures/${name}`, import.meta.url));

interface Received {
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

/** A local push service: an HTTPS endpoint that records every message it receives (201 Created). */
async function startPushEndpoint(): Promise<{ server: Server; url: string; received: Received[] }> {
  const received: Received[] = [];
  const server = createServer(
    { key: fixture('push-endpoint.key'), cert: fixture('push-endpoint.crt') },
    (req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        received.push({ headers: req.headers, body: Buffer.concat(chunks) });
        res.writeHead(201).end();
      });
    },
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { server, url: `https://127.0.0.1:${port}/push/e2e-${Date.now()}`, received };
}

/** RFC 8291 (Web Push message encryption, aes128gcm of RFC 8188): decrypts with the subscription keys. */
function decryptPush(body: Buffer, uaPrivate: ReturnType<typeof createECDH>, authSecret: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const asPublic = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const uaPublic = uaPrivate.getPublicKey();
  const ecdhSecret = uaPrivate.computeSecret(asPublic);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), uaPublic, asPublic]);
  const ikm = Buffer.from(hkdfSync('sha256', ecdhSecret, authSecret, keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  expect(padded[end]).toBe(2);
  return padded.subarray(0, end).toString('utf8');
}

const base64Url = (buffer: Buffer) => buffer.toString('base64url');

test('push: register in the browser, finish a scan with newsletters, the endpoint receives and decrypts it', async ({
  page,
  context,
  request,
  baseURL,
  playwright,
}) => {
  test.setTimeout(90_000);
  const endpoint = await startPushEndpoint();
  let api: APIRequestContext | undefined;
  try {
    // The subscription's keys (what a browser's push service would hold for this endpoint).
    const uaKeys = createECDH('prime256v1');
    uaKeys.generateKeys();
    const authSecret = randomBytes(16);
    const subscription = {
      endpoint: endpoint.url,
      expirationTime: null,
      keys: { p256dh: base64Url(uaKeys.getPublicKey()), auth: base64Url(authSecret) },
    };

    // A named demo mailbox: its first sign-in runs a first scan.
    const email = `push-${Date.now()}@demo.tidyfox.test`;
    const signIn = async (token?: string, client = request) => {
      const start = await client.put(`/api/auth?${Q}`, {
        data: { email, password: 'demo' },
        headers: token ? { 'x-access-token': token } : {},
      });
      expect(start.ok()).toBeTruthy();
      const { token: job } = (await start.json()) as { token: string };
      let result: { token: string } | undefined;
      await expect
        .poll(async () => {
          const check = await client.get(`/api/auth/check?${Q}`, { headers: { 'x-async-token': job } });
          result = ((await check.json()) as { result?: { token: string } }).result;
          return Boolean(result);
        })
        .toBe(true);
      return (result as { token: string }).token;
    };
    const token = await signIn();
    const form = await request.post(`/api/v3/users/information?${Q}`, {
      headers: { 'x-access-token': token },
      data: { firstname: 'Push', birthYear: 1985 },
    });
    expect(form.ok()).toBeTruthy();

    // The browser: notification permission granted by the test; its push service is the local
    // endpoint (no outside push service is reachable here), so subscribe() answers that subscription.
    await context.grantPermissions(['notifications'], { origin: baseURL });
    await page.addInitScript(
      ({ value, sub }) => {
        window.localStorage.setItem('token', value);
        window.localStorage.setItem('dataConsentAccepted', 'true');
        const fake = { ...sub, toJSON: () => sub };
        PushManager.prototype.subscribe = async () => fake as unknown as PushSubscription;
        PushManager.prototype.getSubscription = async () => null;
      },
      { value: token, sub: subscription },
    );
    // Regression guard: the page once looped on GET /v3/users (a sub-page suspended on its namespace
    // after the settings gate opened; hiding it closed the gate, …). Opening it costs two: the session
    // route's user refresh and the settings load.
    let userCalls = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/v3/users') userCalls += 1;
    });
    await page.goto('/en-gb/settings/notifications');
    const pushSwitch = page.getByRole('switch', { name: 'Notifications on this browser' });
    await expect(pushSwitch).toHaveAttribute('aria-checked', 'false');
    await expect(page.getByRole('switch', { name: 'News' })).toBeVisible();
    expect(userCalls).toBeLessThanOrEqual(2);
    await pushSwitch.click();
    await expect(pushSwitch).toHaveAttribute('aria-checked', 'true');
    const registration = await page.evaluate(
      async () => (await navigator.serviceWorker.ready).active?.scriptURL,
    );
    expect(registration).toMatch(/\/sw\.js$/);
    const appInstanceId = await page.evaluate(() => window.localStorage.getItem('appInstanceId'));
    // A new API client for the calls after the browser's part: the first one's kept-alive socket has
    // been idle about as long as the server keeps it (10 s), and a request sent on it just as the server
    // closes it fails with ECONNRESET (a browser would retry it; Playwright's client does not).
    api = await playwright.request.newContext({ baseURL });
    const settings = await api.get(`/api/v3/users/settings?${Q}&appInstanceId=${appInstanceId}`, {
      headers: { 'x-access-token': token },
    });
    const { isRegisteredToPushNotifications, vapidPublicKey } = (await settings.json()) as {
      isRegisteredToPushNotifications: boolean;
      vapidPublicKey: string;
    };
    expect(isRegisteredToPushNotifications).toBe(true);

    // A new scan (the mailbox signs in again): once done with newsletters waiting, the server pushes.
    endpoint.received.length = 0;
    await signIn(token, api);
    await expect.poll(() => endpoint.received.length, { timeout: 30_000 }).toBeGreaterThan(0);
    const message = endpoint.received[0] as Received;
    expect(message.headers['content-encoding']).toBe('aes128gcm');
    expect(String(message.headers.authorization)).toMatch(
      new RegExp(`^vapid t=[\\w-]+\\.[\\w-]+\\.[\\w-]+, k=${vapidPublicKey}$`),
    );
    const payload = JSON.parse(decryptPush(message.body, uaKeys, authSecret)) as {
      kind: string;
      title: string;
      body: string;
      url: string;
      count: number;
    };
    expect(payload.kind).toBe('scan_done');
    expect(payload.url).toBe('/newsletters');
    expect(payload.count).toBeGreaterThan(0);
    expect(payload.title).toBe('Your mailbox is scanned');
    expect(payload.body).toContain(String(payload.count));
  } finally {
    await api?.dispose();
    endpoint.server.close();
  }
});
