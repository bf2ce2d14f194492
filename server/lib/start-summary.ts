import { join, relative } from 'node:path';
import type { ServerConfig } from '../config';

/** A path as the person who ran `npm start` would type it (relative to where they are). */
function shown(path: string, cwd: string): string {
  const rel = relative(cwd, path);
  return rel && !rel.startsWith('..') ? rel : path;
}

/** What `npm start` prints once it listens: where the app is, its database, mail and docs. */
export function startSummary(options: {
  config: Pick<ServerConfig, 'publicUrl' | 'dataDir' | 'smtpUrl' | 'logLevel'>;
  databaseKind: 'pglite' | 'postgres';
  cwd?: string;
}): string {
  const { config, databaseKind, cwd = process.cwd() } = options;
  const database =
    databaseKind === 'pglite'
      ? `pglite (embedded, in ${shown(config.dataDir, cwd)})`
      : 'postgres (DATABASE_URL)';
  const mail = config.smtpUrl
    ? `SMTP ${new URL(config.smtpUrl).host}`
    : `dev outbox ${shown(join(config.dataDir, 'outbox'), cwd)} (sign-in links land here)`;
  return [
    `Tidy Fox is running at ${config.publicUrl}/`,
    `  database: ${database}`,
    `  mail:     ${mail}`,
    `  API docs: ${config.publicUrl}/api/docs`,
    '  try it:   "try it with a demo mailbox" on the landing, or any address @demo.tidyfox.test with the password demo',
    `  logs:     one line per request (LOG_LEVEL=${config.logLevel}; debug for details, LOG_FORMAT=json for JSON)`,
  ].join('\n');
}
