import { join } from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { buildApp, loggerOptions } from './app';
import { refreshMicrosoftToken } from './auth/microsoft';
import { dnsMxResolver, loadDomainMap } from './auth/mx';
import { readConfig } from './config';
import { purgeExpired } from './data/sessions';
import { purgeDemoUsers } from './data/users';
import { openDatabase } from './db/open';
import { createDemoEngine } from './engine/demo/demo-engine';
import { DEMO_DOMAIN } from './engine/demo/generator';
import { createEngines } from './engine/imap/create';
import { compactLogStream } from './lib/log-format';
import { startSummary } from './lib/start-summary';
import { createMailer } from './notify/mailer';
import { createCipher, loadSecretKey } from './security/crypto';
import { secureDataDir } from './security/data-dir';
import { loadVapidKeys } from './security/vapid';

const PURGE_INTERVAL_MS = 3_600_000;
/** Discovery users (generated mailboxes only) are deleted a week after they were created. */
const DEMO_USER_LIFETIME_MS = 7 * 24 * 3_600_000;

/** The mail engine's structured events (never credentials) on stderr: failures, and all at debug. */
function mailEngineLogger(level: string) {
  const all = level === 'debug' || level === 'trace';
  const failures = all || level === 'info' || level === 'warn';
  return (event: string, data?: Record<string, unknown>) => {
    if (all || (failures && /_(failed|crashed)$/.test(event)))
      console.error(JSON.stringify({ mailEngine: event, ...data }));
  };
}

/** `npm start`: one process serving the built web app and the API on PORT (default 8080). */
async function main() {
  const config = readConfig();
  // The embedded database is WebAssembly: its baseline code only (no optimizing tier-up) keeps ~70 MB
  // of compiled code out of the idle process; its small queries (sessions, lists) cost the same CPU.
  // PGLITE_WASM_TIER_UP=1 keeps V8's default (heavy scans on big mailboxes ~30% faster).
  if (!config.databaseUrl && process.env.PGLITE_WASM_TIER_UP !== '1') setFlagsFromString('--liftoff-only');
  // Files the server creates (database, keys, dev outbox) are readable by its user only.
  process.umask(0o077);
  await secureDataDir(config.dataDir);
  const db = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    pgliteConfig: config.pgliteConfig,
    initInChild: true,
  });
  // PGlite unpacks its initial cluster with modes of its own: tighten once it is there.
  await secureDataDir(config.dataDir);
  const cipher = createCipher(await loadSecretKey(config.secretKey, config.dataDir));
  // Demo addresses go to the demo provider, every other mailbox to the real IMAP engine.
  const { engine, mail: mailEngine } = await createEngines({
    sql: db.client,
    cipher,
    demo: createDemoEngine({ sql: db.client }),
    mail: { log: mailEngineLogger(config.logLevel) },
    imap: {
      refreshAccessToken: async (refreshToken) =>
        (await refreshMicrosoftToken(config.microsoft, refreshToken)).accessToken,
    },
  });
  const app = await buildApp(
    {
      config,
      db: db.client,
      engine,
      cipher,
      vapid: await loadVapidKeys(config.dataDir),
      domainMap: await loadDomainMap(config.domainMapFile),
      resolveMx: dnsMxResolver(),
      mailer: createMailer({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        outboxDir: join(config.dataDir, 'outbox'),
      }),
    },
    {
      logger: loggerOptions(
        config.logLevel,
        process.env.LOG_FORMAT === 'json' ? undefined : compactLogStream(process.stdout),
      ),
      // One line per request; fastify's full request logs at debug.
      requestLog: config.logLevel === 'debug' || config.logLevel === 'trace' ? 'full' : 'compact',
    },
  );
  // Hourly: drop old async jobs, magic codes, revoked sessions, exports, and week-old discovery users.
  const purge = setInterval(() => {
    Promise.all([
      purgeExpired(db.client, undefined, config.sessionIdleMs),
      purgeDemoUsers(db.client, DEMO_DOMAIN, DEMO_USER_LIFETIME_MS),
    ]).catch((error) => app.log.error({ err: error }, 'purge failed'));
  }, PURGE_INTERVAL_MS);
  purge.unref();
  const shutdown = async () => {
    clearInterval(purge);
    await app.close();
    await mailEngine.stop();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  await app.listen({ port: config.port, host: config.host });
  console.log(startSummary({ config, databaseKind: db.kind }));
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
