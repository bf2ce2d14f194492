import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildPath } from '../../src/shared/api/contract';
import { SPAM_CONFIDENCE_THRESHOLD } from '../../src/shared/config/constants';
import { MICROSOFT_CLIENT_ID, MICROSOFT_REDIRECT_PATH } from '../../src/shared/config/oauth';
import { loadDomainMap, lookupProvider } from '../auth/mx';
import { readConfig } from '../config';
import { composeEngines } from '../engine/compose';
import { createDemoEngine } from '../engine/demo/demo-engine';
import { generateDemoMailbox } from '../engine/demo/generator';
import { magicLinkTemplate } from '../notify/templates';
import { localeFor } from '../routes/auth';
import { remoteConfig } from '../routes/public';
import { createCipher, hashToken, loadSecretKey } from '../security/crypto';

describe('AES-256-GCM secrets', () => {
  it('round-trips, uses a fresh IV each time and detects tampering', () => {
    const cipher = createCipher(randomBytes(32));
    const a = cipher.encrypt('app-password-123');
    const b = cipher.encrypt('app-password-123');
    expect(a).not.toBe(b);
    expect(a).not.toContain('app-password-123');
    expect(cipher.decrypt(a)).toBe('app-password-123');
    const parts = a.split('.');
    const data = Buffer.from(parts[3]!, 'base64url');
    data[0] = (data[0] ?? 0) ^ 1;
    expect(() =>
      cipher.decrypt([parts[0], parts[1], parts[2], data.toString('base64url')].join('.')),
    ).toThrow();
    expect(() => createCipher(randomBytes(32)).decrypt(a)).toThrow();
  });

  it('generates the key into the data dir once, or takes SECRET_KEY', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'tidyfox-key-'));
    const first = await loadSecretKey(undefined, dir);
    expect(first).toHaveLength(32);
    expect(statSync(join(dir, 'secret.key')).mode & 0o777).toBe(0o600);
    expect((await loadSecretKey(undefined, dir)).equals(first)).toBe(true);
    expect(readFileSync(join(dir, 'secret.key'), 'utf8')).toBe(first.toString('hex'));
    const hex = randomBytes(32).toString('hex');
    expect((await loadSecretKey(hex, dir)).toString('hex')).toBe(hex);
    await expect(loadSecretKey('too-short', dir)).rejects.toThrow(/SECRET_KEY/);
    expect(hashToken('abc')).toMatch(/^[0-9a-f]{64}$/);
  });
});

const map = await loadDomainMap(join(import.meta.dirname, '../config/domains.json'));

describe('provider table (server/config/domains.json)', () => {
  const noDns = async () => {
    throw Object.assign(new Error('no dns'), { code: 'ENOTFOUND' });
  };
  it.each([
    ['a@gmail.com', 'google'],
    ['a@yahoo.co.uk', 'yahoo'],
    ['a@yahoo.fr', 'yahoo'],
    ['a@icloud.com', 'icloud'],
    ['a@me.com', 'icloud'],
    ['a@mac.com', 'icloud'],
    ['a@aol.com', 'aol'],
    ['a@gmx.de', 'gmx'],
    ['a@web.de', 'web'],
    ['a@outlook.fr', 'microsoft'],
    ['a@hotmail.com', 'microsoft'],
    ['a@live.co.uk', 'microsoft'],
    ['a@orange.fr', 'orange'],
    ['a@wanadoo.fr', 'orange'],
    ['a@naver.com', 'naver'],
    ['a@kakao.com', 'kakao'],
    ['a@daum.net', 'kakao'],
  ])('%s is %s', async (email, provider) => {
    const found = await lookupProvider(email, map, noDns);
    expect(found.provider).toBe(provider);
    expect(found.source).toBe('table');
  });

  it('falls back to MX records and reports unknown domains', async () => {
    const viaMx = await lookupProvider('a@company.test', map, async () => [
      { exchange: 'company-test.mail.protection.outlook.com', priority: 0 },
    ]);
    expect(viaMx).toMatchObject({
      provider: 'microsoft',
      source: 'mx',
      imap: { host: 'outlook.office365.com' },
    });
    await expect(lookupProvider('a@nowhere.test', map, noDns)).rejects.toMatchObject({
      code: 'mx_not_found',
    });
    await expect(lookupProvider('a@proton.me', map, noDns)).rejects.toMatchObject({
      code: 'mx_unsupported',
      data: { provider: 'Proton Mail', reason: 'unsupported_domain' },
    });
    await expect(
      lookupProvider('a@custom.test', map, async () => [{ exchange: 'mail.tutanota.de', priority: 1 }]),
    ).rejects.toMatchObject({
      code: 'mx_unsupported',
      data: { provider: 'Tuta', reason: 'unsupported_mail_host' },
    });
  });
});

describe('configuration', () => {
  it('names the same Microsoft client and redirect path as the web app by default', () => {
    const config = readConfig({ PORT: '9000' });
    expect(config.microsoft.clientId).toBe(MICROSOFT_CLIENT_ID);
    expect(config.microsoft.redirectUri).toBe(`http://localhost:9000${MICROSOFT_REDIRECT_PATH}`);
    expect(readConfig({ MS_CLIENT_ID: 'other' }).microsoft.clientId).toBe('other');
  });

  it('writes the link lifetime into the magic-link mail', () => {
    expect(magicLinkTemplate('fr', 'https://x.test/l', 10).text).toContain('expire dans 10 minutes');
    expect(magicLinkTemplate(null, 'https://x.test/l', 15).html).toContain('expires in 15 minutes');
  });
});

describe('remote config', () => {
  it('merges REMOTE_CONFIG_JSON over the defaults and refuses a malformed one at start', () => {
    expect(remoteConfig({}).login_timeout_seconds).toBe(60);
    const custom = remoteConfig({ REMOTE_CONFIG_JSON: '{"isEea":false,"sharing_cards_positions":[5]}' });
    expect(custom).toMatchObject({ isEea: false, sharing_cards_positions: [5], action_delay_seconds: 3 });
    expect(() => remoteConfig({ REMOTE_CONFIG_JSON: '{"isEea":' })).toThrow(/not JSON/);
    expect(() => remoteConfig({ REMOTE_CONFIG_JSON: '{"isEea":"no"}' })).toThrow(/isEea/);
    expect(() => remoteConfig({ REMOTE_CONFIG_JSON: '{"unknown_key":1}' })).toThrow(/unknown_key/);
    expect(() => remoteConfig({ REMOTE_CONFIG_JSON: '[1]' })).toThrow(/invalid/);
  });
});

describe('demo mailbox', () => {
  it('is deterministic per address, with at least 150 distinct senders of every kind', () => {
    const one = generateDemoMailbox('ada@demo.tidyfox.test');
    expect(generateDemoMailbox('ada@demo.tidyfox.test')).toEqual(one);
    expect(generateDemoMailbox('grace@demo.tidyfox.test')).not.toEqual(one);
    expect(one.length).toBeGreaterThanOrEqual(150);
    expect(new Set(one.map((s) => s.sender)).size).toBe(one.length);
    const categories = new Set(one.map((s) => s.category));
    for (const category of ['newsletter', 'shop', 'spam', 'personal'])
      expect(categories.has(category as never)).toBe(true);
    for (const sender of one) {
      expect(sender.spoumConfidence > SPAM_CONFIDENCE_THRESHOLD).toBe(sender.category === 'spam');
      expect(sender.sender).toMatch(/^[a-z-]+@[a-z0-9]+\.example$/);
      // Never an unsubscribe from spam; newsletters show the whole mix of methods.
      if (sender.category === 'spam') expect(sender.unsubscribeMethod).toBe('none');
    }
    const methods = new Set(one.filter((s) => s.category !== 'spam').map((s) => s.unsubscribeMethod));
    expect([...methods].sort()).toEqual(['mailto', 'none', 'one-click', 'web-link']);
  });

  it('does not count removed mails twice and refuses other addresses', async () => {
    const engine = createDemoEngine({ pendingMs: 0, scanMs: 0 });
    const owner = {
      userId: '1',
      mailboxes: [{ email: 'ada@demo.tidyfox.test', provider: 'other' as const, imap: null }],
    };
    const { subscriptions } = await engine.getSubscriptions(owner);
    const target = subscriptions.find((s) => s.type === 'subscriptions')!;
    const ref = { email: target.email, sender: target.sender };
    const [first] = await engine.applyAction(owner, 'delete', [ref]);
    expect(first).toMatchObject({ found: true, mailsRemoved: target.count });
    const [second] = await engine.applyAction(owner, 'block', [ref]);
    expect(second).toMatchObject({ found: true, mailsRemoved: 0 });
    const [missing] = await engine.applyAction(owner, 'keep', [
      { email: ref.email, sender: 'nobody@nowhere.example' },
    ]);
    expect(missing?.found).toBe(false);
    expect(
      await engine.verifyLogin({ email: 'a@gmail.com', provider: 'google', imap: null, password: 'demo' }),
    ).toMatchObject({
      ok: false,
      code: 'unknown_error',
    });
    await engine.forgetMailbox('1', ref.email);
    expect(await engine.listDecisions(owner, 'blocked')).toEqual([]);
  });
});

describe('demo revoked@ address (invalid grant)', () => {
  it('scans, is refused once the first scan is done, and is restored by the next sign-in', async () => {
    let clock = 0;
    const engine = createDemoEngine({ pendingMs: 10, scanMs: 10, now: () => clock });
    const owner = (email: string) => ({
      userId: '7',
      mailboxes: [{ email, provider: 'other' as const, imap: null }],
    });
    const revoked = owner('revoked+e2e@demo.tidyfox.test');
    const plain = owner('ada@demo.tidyfox.test');
    expect(await engine.verifyLogin({ ...revoked.mailboxes[0]!, password: 'demo' })).toEqual({ ok: true });
    await engine.startScan(revoked);
    await engine.startScan(plain);
    const scanning = await engine.getSubscriptions(revoked);
    expect(scanning.status).toBe('pending');
    expect(scanning.refusedMailboxes).toBeUndefined();
    clock = 100;
    const done = await engine.getSubscriptions(revoked);
    expect(done.status).toBe('done');
    expect(done.subscriptions.length).toBeGreaterThan(0);
    expect(done.refusedMailboxes).toEqual(['revoked+e2e@demo.tidyfox.test']);
    expect((await engine.getSubscriptions(plain)).refusedMailboxes).toBeUndefined();
    // A sign-in again (the server starts a new scan): no longer refused, not even once it is done.
    await engine.startScan(revoked);
    clock = 200;
    const rescanned = await engine.getSubscriptions(revoked);
    expect(rescanned.status).toBe('done');
    expect(rescanned.refusedMailboxes).toBeUndefined();
  });
});

describe('links', () => {
  it('builds API paths and locale prefixes', () => {
    expect(buildPath('authMx', { email: 'a+b@c.test' })).toBe('/api/auth/mx/a%2Bb%40c.test');
    expect(buildPath('health', { version: '1.2.0' })).toBe('/api/health/device/web/version/1.2.0');
    expect(() => buildPath('authMx')).toThrow(/email/);
    expect(localeFor('fr')).toBe('fr-fr');
    expect(localeFor('en')).toBe('en-gb');
    expect(localeFor('de-AT')).toBe('de-at');
    expect(localeFor('xx')).toBe('en-gb');
    expect(localeFor(null)).toBe('en-gb');
  });
});

describe('composeEngines', () => {
  it('routes demo addresses to the demo provider and the rest to the real engine, merging answers', async () => {
    const calls: string[] = [];
    const real = createDemoEngine();
    const recording: typeof real = {
      ...real,
      async verifyLogin(access) {
        calls.push(`verify ${access.email}`);
        return { ok: true };
      },
      async getSubscriptions(owner) {
        calls.push(`subscriptions ${owner.mailboxes.map((box) => box.email).join(',')}`);
        return {
          subscriptions: [],
          incrementalSubscriptions: [],
          status: 'pending',
          retry: 400,
          progress: 0,
          scannedMails: 0,
          totalMails: 0,
          mailsToSortByMailbox: { 'a@gmail.com': 0 },
        };
      },
    };
    const engine = composeEngines({ demo: createDemoEngine({ pendingMs: 0, scanMs: 0 }), real: recording });
    expect(
      await engine.verifyLogin({ email: 'a@gmail.com', provider: 'google', imap: null, password: 'x' }),
    ).toEqual({ ok: true });
    expect(
      await engine.verifyLogin({
        email: 'a@demo.tidyfox.test',
        provider: 'other',
        imap: null,
        password: 'x',
      }),
    ).toMatchObject({
      ok: false,
    });
    const owner = {
      userId: '7',
      mailboxes: [
        { email: 'a@gmail.com', provider: 'google' as const, imap: null },
        { email: 'a@demo.tidyfox.test', provider: 'other' as const, imap: null },
      ],
    };
    const merged = await engine.getSubscriptions(owner);
    expect(merged.status).toBe('partial');
    expect(merged.retry).toBe(400);
    expect(merged.subscriptions.length).toBeGreaterThan(100);
    expect(merged.subscriptions.every((s) => s.email === 'a@demo.tidyfox.test')).toBe(true);
    expect(Object.keys(merged.mailsToSortByMailbox).sort()).toEqual(['a@demo.tidyfox.test', 'a@gmail.com']);
    expect(calls).toEqual(['verify a@gmail.com', 'subscriptions a@gmail.com']);
  });
});
