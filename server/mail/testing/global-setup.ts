/**
 * Vitest global setup: builds one migrated PGlite data dir per run (fresh PGlite init costs seconds,
 * far more on a loaded machine) that every test file clones in a fraction of that time.
 */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { SqlClient } from '../../db/sql-client';
import { migrateMailEngine } from '../migrate';
import { ensureDovecotInstalled } from './install-dovecot';

export default async function setup(): Promise<void> {
  ensureDovecotInstalled();
  const lite = new PGlite();
  await lite.waitReady;
  await migrateMailEngine(lite as unknown as SqlClient);
  const dump = await lite.dumpDataDir('none');
  const path = join(tmpdir(), `tidyfox-mail-pglite-${process.pid}.tar`);
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  await lite.close();
  process.env.TIDYFOX_MAIL_PGLITE_SNAPSHOT = path;
}
