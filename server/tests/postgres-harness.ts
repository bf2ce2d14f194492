import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** The newest installed /usr/lib/postgresql/<n>/bin, installing Debian's `postgresql` when missing (CI runs as root). */
function postgresBinDir(): string {
  const find = () => {
    const root = '/usr/lib/postgresql';
    if (!existsSync(root)) return null;
    const versions = readdirSync(root)
      .filter((dir) => existsSync(join(root, dir, 'bin', 'initdb')))
      .sort((a, b) => Number(b) - Number(a));
    return versions[0] ? join(root, versions[0], 'bin') : null;
  };
  const found = find();
  if (found) return found;
  if (process.getuid?.() !== 0) {
    throw new Error(
      'PostgreSQL is not installed: run `apt-get install -y postgresql` (Debian package) and retry.',
    );
  }
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'postgresql'], {
    stdio: 'inherit',
    env,
  });
  const installed = find();
  if (!installed) throw new Error('apt-get install postgresql did not provide initdb');
  return installed;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface PostgresInstance {
  url: string;
  stop(): void;
}

/**
 * A throwaway PostgreSQL server: initdb in a temp dir (as user postgres when running as root: initdb
 * refuses root), pg_ctl on a free port with its socket in the temp dir, fsync off. `stop()` removes it.
 */
export async function startPostgres(): Promise<PostgresInstance> {
  const bin = postgresBinDir();
  const base = mkdtempSync(join(tmpdir(), 'tidyfox-pg-'));
  chmodSync(base, 0o755);
  const dataDir = join(base, 'data');
  const asRoot = process.getuid?.() === 0;
  const run = (command: string, args: string[]) => {
    const full = asRoot ? ['-u', 'postgres', '--', join(bin, command), ...args] : args;
    const result = spawnSync(asRoot ? 'runuser' : join(bin, command), full, { encoding: 'utf8' });
    if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
  };
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(base, uid, gid);
  }
  run('initdb', [
    '-D',
    dataDir,
    '-U',
    'postgres',
    '--auth=trust',
    '-E',
    'UTF8',
    '--locale=C.UTF-8',
    '--no-sync',
  ]);
  const port = await freePort();
  run('pg_ctl', [
    '-D',
    dataDir,
    '-w',
    '-l',
    join(base, 'server.log'),
    '-o',
    `-p ${port} -k ${base} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off`,
    'start',
  ]);
  return {
    url: `postgresql://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      try {
        run('pg_ctl', ['-D', dataDir, '-m', 'immediate', 'stop']);
      } finally {
        rmSync(base, { recursive: true, force: true });
      }
    },
  };
}
