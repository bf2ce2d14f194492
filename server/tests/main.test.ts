import { type ChildProcess, spawn } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, SERVER_BUNDLE_DIR } from '../build';

/**
 * The server as `npm start` runs it (after the web build): bundled by server/build.ts and started with
 * plain `node dist-server/main.mjs`, on a free port.
 */
const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

let child: ChildProcess;
let base = '';
let dataDir = '';
let output = '';

beforeAll(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'tidyfox-main-'));
  const web = join(dataDir, 'web');
  mkdirSync(web);
  writeFileSync(join(web, 'index.html'), '<!doctype html><title>Tidy Fox app</title>');
  // Left world-readable by an older start.
  writeFileSync(join(dataDir, 'older.json'), '{}', { mode: 0o644 });
  const port = await freePort();
  base = `http://127.0.0.1:${port}`;
  await buildServer();
  child = spawn(process.execPath, [join(SERVER_BUNDLE_DIR, 'main.mjs')], {
    cwd: join(import.meta.dirname, '../..'),
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      WEB_DIR: web,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const deadline = Date.now() + 150_000;
  while (!output.includes('Tidy Fox is running at')) {
    if (child.exitCode !== null) throw new Error(`server exited: ${output}`);
    if (Date.now() > deadline) throw new Error(`server did not start: ${output}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
});

afterAll(async () => {
  if (child && child.exitCode === null) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
});

describe('server/main.ts (bundled as npm start runs it)', () => {
  it('serves the app and the API with the embedded database and generated keys', async () => {
    expect(output).toContain('database: pglite');
    const health = await fetch(`${base}/api/health/device/web/version/1`);
    expect(await health.json()).toEqual({ status: 'ok' });
    const page = await fetch(`${base}/en-gb/`);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(await page.text()).toContain('Tidy Fox app');
    const demo = await fetch(`${base}/api/auth/demo`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    expect(demo.status).toBe(200);
    expect(existsSync(join(dataDir, 'pglite', 'PG_VERSION'))).toBe(true);
    expect(statSync(join(dataDir, 'secret.key')).mode & 0o777).toBe(0o600);
    const vapid = JSON.parse(readFileSync(join(dataDir, 'vapid.json'), 'utf8')) as { publicKey: string };
    expect(vapid.publicKey.length).toBeGreaterThan(40);
  });

  it('finds the files its sources read beside them (partner logos, locales, API docs)', async () => {
    const logo = await fetch(`${base}/partners/green-campus.svg`);
    expect(logo.status).toBe(200);
    expect(await logo.text()).toContain('<svg');
    const data = await fetch(`${base}/structureddata/landing_fr-fr.json`);
    expect(data.status).toBe(200);
    expect(JSON.stringify(await data.json())).toContain('Tidy Fox');
    const docs = await fetch(`${base}/api/docs/openapi.json`);
    expect(((await docs.json()) as { openapi: string }).openapi).toMatch(/^3\./);
  });

  it('keeps the data directory to its user: directories 0700, files 0600 (database, keys, dev outbox)', async () => {
    const demo = (await (
      await fetch(`${base}/api/auth/demo`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      })
    ).json()) as { user: { accounts: Array<{ email: string }> } };
    // A magic link to a known mailbox lands in the dev outbox.
    const magic = await fetch(`${base}/api/auth/magic`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: demo.user.accounts[0]!.email }),
    });
    expect(magic.status).toBe(200);
    const outbox = join(dataDir, 'outbox');
    for (let attempt = 0; attempt < 100 && !existsSync(outbox); attempt++)
      await new Promise((resolve) => setTimeout(resolve, 100));
    expect(existsSync(outbox)).toBe(true);
    const modes: Array<[string, number]> = [];
    const walk = (dir: string) => {
      modes.push([dir, statSync(dir).mode & 0o777]);
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) walk(path);
        else if (entry.isFile()) modes.push([path, statSync(path).mode & 0o777]);
      }
    };
    walk(dataDir);
    expect(modes.some(([path]) => path.includes(join('pglite', 'base')))).toBe(true);
    expect(modes.some(([path]) => path.endsWith('.eml'))).toBe(true);
    const loose = modes.filter(([path, mode]) =>
      statSync(path).isDirectory() ? mode !== 0o700 : mode !== 0o600,
    );
    expect(loose.map(([path, mode]) => `${path} ${mode.toString(8)}`)).toEqual([]);
  });
});
