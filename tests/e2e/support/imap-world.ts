import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Dovecot, startDovecot } from '../../../server/mail/testing/dovecot';

/**
 * A real Dovecot and a server instance of the test's own (as `npm start` runs it: built app, its own
 * DATA_DIR), pointed at that Dovecot by a domain map of its own (DOMAIN_MAP_FILE): no mock.
 */
export interface ImapWorld {
  dovecot: Dovecot;
  server: ChildProcess;
  base: string;
  dir: string;
}

const ROOT = join(import.meta.dirname, '..', '..', '..');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Synchronous last resort: the server's and Dovecot's process groups (Dovecot runs detached). */
function killLeftovers(server: ChildProcess, dovecot: Dovecot) {
  const groups = [server.exitCode === null ? server.pid : undefined];
  try {
    groups.push(Number(readFileSync(join(dovecot.dir, 'run', 'base', 'master.pid'), 'utf8').trim()));
  } catch {
    // Dovecot already stopped
  }
  for (const pid of groups) {
    if (!pid) continue;
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
}

/**
 * Starts Dovecot, then the server with the repository's domain map plus `domain` → that Dovecot
 * (provider `other`, STARTTLS) and the `extra` entries (e.g. a provider being shut down).
 */
export async function startImapWorld(
  domain: string,
  extra: { domains?: Record<string, unknown>; shutdown?: string[] } = {},
): Promise<ImapWorld> {
  const dovecot = await startDovecot();
  const dir = mkdtempSync(join(tmpdir(), 'tidyfox-e2e-imap-'));
  const map = JSON.parse(readFileSync(join(ROOT, 'server/config/domains.json'), 'utf8')) as {
    domains: Record<string, unknown>;
    shutdown?: string[];
  };
  map.domains[domain] = {
    provider: 'other',
    imap: { host: dovecot.host, port: dovecot.starttlsPort, secure: false },
  };
  Object.assign(map.domains, extra.domains ?? {});
  if (extra.shutdown) map.shutdown = extra.shutdown;
  writeFileSync(join(dir, 'domains.json'), JSON.stringify(map));
  const port = await freePort();
  // The bundled server, as `npm start` runs it (Playwright's web server command bundles it first).
  const server = spawn(process.execPath, [join(ROOT, 'dist-server', 'main.mjs')], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(dir, 'data'),
      DOMAIN_MAP_FILE: join(dir, 'domains.json'),
      // Dovecot's self-signed certificate (STARTTLS) is trusted by this server only.
      NODE_EXTRA_CA_CERTS: join(dovecot.dir, 'cert.pem'),
      LOG_LEVEL: 'warn',
    },
  });
  let errors = '';
  server.stderr?.on('data', (chunk: Buffer) => {
    errors += chunk.toString();
    if (process.env.E2E_DEBUG) process.stderr.write(chunk);
  });
  process.once('exit', () => killLeftovers(server, dovecot));
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 150_000;
  for (;;) {
    try {
      const response = await fetch(`${base}/api/health/device/web/version/e2e?device=web&version=e2e`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (server.exitCode !== null || Date.now() > deadline) throw new Error(`server did not start: ${errors}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return { dovecot, server, base, dir };
}

export async function stopImapWorld(world: ImapWorld | undefined) {
  if (!world) return;
  if (world.server.pid && world.server.exitCode === null) {
    const exited = new Promise((resolve) => world.server.once('exit', resolve));
    process.kill(-world.server.pid, 'SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5000))]);
  }
  await world.dovecot.dispose();
  rmSync(world.dir, { recursive: true, force: true });
}
