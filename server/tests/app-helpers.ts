import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import webpush from 'web-push';
import { buildApp } from '../app';
import type { DomainMap, MxResolver } from '../auth/mx';
import { readConfig, type ServerConfig } from '../config';
import type { AppDeps } from '../context';
import { createDemoEngine } from '../engine/demo/demo-engine';
import { createEngines } from '../engine/imap/create';
import type { ImapEngineOptions } from '../engine/imap/imap-engine';
import type { MailEngine, MailEngineConfig } from '../mail/engine';
import { createMailer } from '../notify/mailer';
import { createCipher } from '../security/crypto';
import { migratedPglite } from './db-helpers';

/** The domain table of the tests: the real shape, plus a test domain. */
export const TEST_DOMAIN_MAP: DomainMap = {
  domains: {
    'gmail.com': { provider: 'google', imap: { host: 'imap.gmail.com', port: 993, secure: true } },
    'yahoo.*': { provider: 'yahoo', imap: { host: 'imap.mail.yahoo.com', port: 993, secure: true } },
    'outlook.*': { provider: 'microsoft', imap: { host: 'outlook.office365.com', port: 993, secure: true } },
    'demo.tidyfox.test': { provider: 'other', imap: null },
    'mail.tidyfox.test': { provider: 'other', imap: { host: '127.0.0.1', port: 1143, secure: false } },
    'retired.test': { provider: 'aol', imap: null },
  },
  mx: { 'google.com': 'google' },
  unsupported: ['proton.me', 'protonmail.ch'],
  shutdown: ['aol'],
};

/** DNS answers of the tests (the resolver is injected; main.ts uses node:dns). */
export const testMxResolver: MxResolver = async (domain) => {
  if (domain === 'custom-google.test') return [{ exchange: 'aspmx.l.google.com', priority: 1 }];
  if (domain === 'self-hosted.test') return [{ exchange: 'mx.self-hosted.test', priority: 10 }];
  if (domain === 'proton-custom.test') return [{ exchange: 'mail.protonmail.ch', priority: 10 }];
  throw Object.assign(new Error('queryMx ENOTFOUND'), { code: 'ENOTFOUND' });
};

export interface TestApp {
  app: FastifyInstance;
  deps: AppDeps;
  config: ServerConfig;
  dataDir: string;
  /** The real IMAP engine, when the app was built with `realEngine`. */
  mail: MailEngine | null;
  close(): Promise<void>;
}

export async function createTestApp(
  options: {
    env?: Record<string, string>;
    deps?: Partial<AppDeps>;
    logger?: FastifyServerOptions['logger'];
    db?: AppDeps['db'];
    /** Demo addresses to the demo engine, every other mailbox to the real IMAP engine (as main.ts). */
    realEngine?: { mail?: MailEngineConfig; imap?: ImapEngineOptions };
  } = {},
): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tidyfox-test-'));
  const config = readConfig({
    DATA_DIR: dataDir,
    WEB_DIR: join(dataDir, 'no-web'),
    RATE_LIMIT_AUTH_PER_MINUTE: '1000',
    RATE_LIMIT_MAGIC_PER_HOUR: '1000',
    ...options.env,
  });
  const handle = options.db ? null : await migratedPglite();
  const db = options.db ?? handle!.client;
  const cipher = createCipher(randomBytes(32));
  const demo = createDemoEngine({ pendingMs: 0, scanMs: 0, sql: db });
  const real = options.realEngine
    ? await createEngines({
        sql: db,
        cipher,
        demo,
        mail: options.realEngine.mail,
        imap: options.realEngine.imap,
      })
    : null;
  const deps: AppDeps = {
    config,
    db,
    engine: real?.engine ?? demo,
    cipher,
    vapid: webpush.generateVAPIDKeys(),
    domainMap: TEST_DOMAIN_MAP,
    resolveMx: testMxResolver,
    mailer: createMailer({
      smtpUrl: config.smtpUrl,
      from: config.mailFrom,
      outboxDir: join(dataDir, 'outbox'),
    }),
    ...options.deps,
  };
  const app = await buildApp(deps, { logger: options.logger });
  await app.ready();
  return {
    app,
    deps,
    config,
    dataDir,
    mail: real?.mail ?? null,
    async close() {
      await app.close();
      await real?.mail.stop();
      await handle?.close();
    },
  };
}

/** Polls an async check until it answers something other than `{ retry }`. */
export async function pollUntilDone(
  request: () => Promise<{ statusCode: number; json(): unknown }>,
  maxAttempts = 200,
): Promise<{ statusCode: number; body: Record<string, unknown> }> {
  for (let attempt = 0; attempt < maxAttempts; attempt++) {
    const response = await request();
    const body = response.json() as Record<string, unknown>;
    const running = response.statusCode === 200 && typeof body.retry === 'number' && body.done !== true;
    if (!running) return { statusCode: response.statusCode, body };
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('poll did not finish');
}

/**
 * A test app on the real IMAP engine whose `domain` is served by a test Dovecot (STARTTLS on its plain
 * port; the server stores host + port), with short timeouts, no schedule and small scan chunks.
 */
export function createDovecotApp(dovecot: { host: string; starttlsPort: number }, domain: string) {
  return createTestApp({
    deps: {
      domainMap: {
        ...TEST_DOMAIN_MAP,
        domains: {
          ...TEST_DOMAIN_MAP.domains,
          [domain]: {
            provider: 'other',
            imap: { host: dovecot.host, port: dovecot.starttlsPort, secure: false },
          },
        },
      },
    },
    realEngine: {
      mail: {
        scheduleMs: 0,
        imapTimeouts: { connectionMs: 3000, greetingMs: 3000, socketMs: 10_000 },
        jobs: { leaseMs: 5000, pollMs: 50, backoffMs: 100, backoffMaxMs: 1000, maxAttempts: 5 },
        scan: { leaseMs: 5000, firstChunk: 20, chunk: 200 },
      },
      imap: { rejectUnauthorized: false },
    },
  });
}
