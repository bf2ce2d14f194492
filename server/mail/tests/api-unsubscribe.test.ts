/**
 * Through the API server (as main.ts wires it) on the real engine, Dovecot, a local HTTPS receiver, a local
 * SMTP server and a real DNS server: mailto unsubscribes are sent for mailboxes whose IMAP host comes from
 * the domain map (the map's submission server, or the one RFC 6186 autodiscovery finds), and
 * GET /v3/subscriptions/blocked returns each blocked sender's proof and honoured check.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildPath, type EndpointName, endpoints } from '../../../src/shared/api/contract';
import { createTestApp, pollUntilDone, TEST_DOMAIN_MAP, type TestApp } from '../../tests/app-helpers';
import { type DnsServer, startDnsServer } from '../testing/dns';
import { type Dovecot, startDovecot } from '../testing/dovecot';
import { buildMessage, newsletterHeaders } from '../testing/messages';
import {
  type HttpsReceiver,
  type SmtpReceiver,
  startHttpsReceiver,
  startSmtpReceiver,
} from '../testing/receivers';

const MAPPED = 'reader@mapped.test';
const DISCOVERED = 'reader@discover.test';
const PASSWORD = 'pw-reader';
let dovecot: Dovecot;
let https: HttpsReceiver;
let smtp: SmtpReceiver;
let dns: DnsServer;
let t: TestApp;

async function call(
  name: EndpointName,
  options: { body?: unknown; token?: string; headers?: Record<string, string> } = {},
) {
  const definition = endpoints[name];
  return t.app.inject({
    method: definition.method,
    url: `${buildPath(name)}?device=web&version=1.0.0`,
    headers: { ...(options.token ? { 'x-access-token': options.token } : {}), ...options.headers },
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
}

async function login(email: string): Promise<string> {
  const started = await call('authLogin', { body: { email, password: PASSWORD } });
  expect(started.statusCode).toBe(200);
  const asyncToken = (started.json() as { token: string }).token;
  const done = await pollUntilDone(
    () => call('authCheck', { headers: { 'x-async-token': asyncToken } }),
    1500,
  );
  return (done.body.result as { token: string }).token;
}

beforeAll(async () => {
  [dovecot, https] = await Promise.all([startDovecot(), startHttpsReceiver()]);
  smtp = await startSmtpReceiver({ [MAPPED]: PASSWORD, [DISCOVERED]: PASSWORD });
  dns = await startDnsServer({
    srv: [
      {
        service: '_submission._tcp.discover.test',
        target: 'localhost',
        port: smtp.port,
        priority: 0,
        weight: 0,
      },
    ],
  });
  for (const user of [MAPPED, DISCOVERED]) {
    dovecot.addUser(user, PASSWORD);
    for (let i = 0; i < 2; i++)
      dovecot.deliver(
        user,
        'INBOX',
        buildMessage({
          from: 'letters@mailto-news.example',
          to: user,
          headers: newsletterHeaders({
            listId: 'letters.mailto-news.example',
            mailto: 'mailto:leave@mailto-news.example',
          }),
        }),
      );
  }
  dovecot.deliver(
    MAPPED,
    'INBOX',
    buildMessage({
      from: 'news@oneclick-news.example',
      to: MAPPED,
      headers: newsletterHeaders({
        listId: 'oneclick-news.example',
        http: `${https.origin}/api/oc`,
        oneClick: true,
      }),
    }),
  );
  const imap = { host: dovecot.host, port: dovecot.port, secure: true };
  t = await createTestApp({
    deps: {
      domainMap: {
        ...TEST_DOMAIN_MAP,
        domains: {
          ...TEST_DOMAIN_MAP.domains,
          'mapped.test': {
            provider: 'other',
            imap,
            smtp: { host: '127.0.0.1', port: smtp.port, secure: false },
          },
          'discover.test': { provider: 'other', imap },
        },
      },
    },
    realEngine: {
      mail: {
        scheduleMs: 0,
        dns: dns.resolver,
        probe: async () => false,
        unsubscribe: { allowPrivateHosts: ['localhost'], ca: https.cert, timeoutMs: 3000 },
        imapTimeouts: { connectionMs: 3000, greetingMs: 3000, socketMs: 10_000 },
        jobs: { leaseMs: 5000, pollMs: 50, backoffMs: 100, backoffMaxMs: 1000, maxAttempts: 5 },
        scan: { leaseMs: 5000, firstChunk: 20, chunk: 200 },
      },
      imap: { rejectUnauthorized: false },
    },
  });
}, 120_000);

afterAll(async () => {
  await t?.close();
  await Promise.all([dovecot?.dispose(), https?.close(), smtp?.close(), dns?.stop()]);
});

type Blocked = {
  sender: string;
  unsubscribeProof?: Array<Record<string, unknown>>;
  honouredCheck?: Record<string, unknown> | null;
};

describe('unsubscribes through the API', () => {
  it('sends mailto unsubscribes for domain-map mailboxes and returns the proof with the blocked senders', async () => {
    for (const user of [MAPPED, DISCOVERED]) {
      const token = await login(user);
      let status = '';
      for (let i = 0; i < 200 && status !== 'done'; i++) {
        status = ((await call('subscriptions', { token })).json() as { status: string }).status;
        if (status !== 'done') await new Promise((r) => setTimeout(r, 100));
      }
      expect(status).toBe('done');
      const senders =
        user === MAPPED
          ? ['letters@mailto-news.example', 'news@oneclick-news.example']
          : ['letters@mailto-news.example'];
      const blocked = await call('subscriptionsBlock', {
        token,
        body: { subscriptions: senders.map((sender) => ({ email: user, sender })) },
      });
      expect(blocked.statusCode).toBe(200);
      expect(await t.mail!.waitForJobs(30_000)).toBe(true);

      const list = await call('subscriptionsBlocked', { token });
      expect(list.statusCode).toBe(200);
      const items = (list.json() as { subscriptions: Blocked[] }).subscriptions;
      const mailto = items.find((s) => s.sender === 'letters@mailto-news.example')!;
      expect([user, mailto.unsubscribeProof]).toEqual([
        user,
        [
          {
            method: 'mailto',
            at: expect.any(String),
            host: 'mailto-news.example',
            listId: 'letters.mailto-news.example',
            outcome: 'sent',
            smtpReply: expect.stringMatching(/^250\b/),
          },
        ],
      ]);
      expect(mailto.honouredCheck).toMatchObject({ state: 'waiting', count: 0, lastReceivedAt: null });
      if (user === MAPPED) {
        const oneClick = items.find((s) => s.sender === 'news@oneclick-news.example')!;
        expect(oneClick.unsubscribeProof).toMatchObject([
          { method: 'one-click', host: 'localhost', outcome: 'sent', status: 200 },
        ]);
      }
    }
    // Each mailbox's own submission server and credentials.
    expect(smtp.mails.map((m) => [m.user, m.to]).sort()).toEqual([
      [DISCOVERED, ['leave@mailto-news.example']],
      [MAPPED, ['leave@mailto-news.example']],
    ]);
    expect(https.requests.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /api/oc']);
  });
});
