/**
 * `node --import tsx server/db/init-pglite.ts <dir>`: creates and migrates an embedded PGlite
 * database in `<dir>`, then exits. open.ts runs it in a child process for a new data directory:
 * PGlite's initdb grows the WASM memory to ~800 MB, which a process never gives back; the server then
 * opens the ready cluster with a fraction of that.
 */
import { migrate } from './migrate';
import { openPglite } from './pglite-client';

const dir = process.argv[2];
if (!dir) {
  console.error('usage: init-pglite.ts <dir>');
  process.exit(2);
}
const lite = await openPglite({ dataDir: dir });
await migrate(lite.client);
await lite.close();
