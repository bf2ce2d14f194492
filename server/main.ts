import { join } from 'node:path';
import { buildApp, loggerOptions } from './app';
import { dnsMxResolver, loadDomainMap } from './auth/mx';
import { readConfig } from './config';
import { purgeExpired } from './data/sessions';
import { openDatabase } from './db/open';
import { createDemoEngine } from './engine/demo/demo-engine';
import { createMailer } from './notify/mailer';
import { createCipher, loadSecretKey } from './security/crypto';
import { loadVapidKeys } from './security/vapid';

const PURGE_INTERVAL_MS = 3_600_000;

/** `npm start`: one process serving the built web app and the API on PORT (default 8080). */
async function main() {
  const config = readConfig();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  const app = await buildApp(
    {
      config,
      db: db.client,
      // The demo provider; the real IMAP engine plugs into the same port (server/engine/README.md).
      engine: createDemoEngine(),
      cipher: createCipher(await loadSecretKey(config.secretKey, config.dataDir)),
      vapid: await loadVapidKeys(config.dataDir),
      domainMap: await loadDomainMap(config.domainMapFile),
      resolveMx: dnsMxResolver(),
      mailer: createMailer({
        smtpUrl: config.smtpUrl,
        from: config.mailFrom,
        outboxDir: join(config.dataDir, 'outbox'),
      }),
    },
    { logger: loggerOptions(config.logLevel) },
  );
  // Hourly: drop old async jobs, magic codes and revoked sessions.
  const purge = setInterval(() => {
    purgeExpired(db.client).catch((error) => app.log.error({ err: error }, 'purge failed'));
  }, PURGE_INTERVAL_MS);
  purge.unref();
  const shutdown = async () => {
    clearInterval(purge);
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  await app.listen({ port: config.port, host: config.host });
  const mail = config.smtpUrl ? 'SMTP' : `dev outbox ${join(config.dataDir, 'outbox')}`;
  console.log(
    `Tidy Fox is running at ${config.publicUrl}/ (database: ${db.kind}, mail: ${mail}, API docs: ${config.publicUrl}/api/docs)`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
