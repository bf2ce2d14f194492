/**
 * A real Dovecot IMAP server for tests (Debian `dovecot-imapd`), configured in a temp dir of its own:
 * self-signed TLS, free loopback ports, users and refusals (with a provider's exact wording) in an SQLite
 * passdb editable while it runs, Maildirs written directly by the test.
 *
 * Users live in SQLite rather than a passwd-file: Dovecot re-reads a passwd-file at most once per second,
 * so a user added within a second of another login was refused at random.
 *
 *   const dovecot = await startDovecot();
 *   dovecot.addUser('alice@example.test', 'secret');
 *   dovecot.deliver('alice@example.test', 'INBOX', rawMessage, { seen: true });
 *   ...; await dovecot.stop();
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, type Server as HttpServer } from 'node:http';
import { type AddressInfo, createServer, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureDovecotInstalled } from './install-dovecot';

export interface DovecotOptions {
  /**
   * Replaces the advertised IMAP capability list (Dovecot `imap_capability`), e.g. to hide MOVE and
   * exercise the COPY + \Deleted + EXPUNGE path.
   */
  capabilities?: string;
  /**
   * Offers AUTHENTICATE XOAUTH2 (as Microsoft and Google do), with Dovecot's oauth2 passdb checking each
   * bearer token against a local token-introspection endpoint of the harness (`addToken` / `revokeToken`).
   */
  oauth?: boolean;
}

export interface DeliverOptions {
  seen?: boolean;
  /** Extra maildir flag letters (F flagged, R answered, T deleted, D draft). */
  flags?: string;
}

export interface Dovecot {
  readonly host: string;
  /** Implicit TLS port (imaps). */
  readonly port: number;
  /** Plain port offering STARTTLS. */
  readonly starttlsPort: number;
  readonly dir: string;
  /** The master process's id while it runs (benchmarks read its and its children's CPU time). */
  readonly pid: number | undefined;
  addUser(user: string, password: string): void;
  /** Makes every login of `user` fail with exactly `reason` (any password), like a provider's refusal. */
  refuse(user: string, reason: string): void;
  /** With `oauth`: an access token valid for `user` (XOAUTH2). */
  addToken(user: string, token: string): void;
  /** With `oauth`: the token is no longer active (expired or revoked). */
  revokeToken(token: string): void;
  /** With `oauth`: how many times Dovecot asked the introspection endpoint about a token. */
  readonly introspections: number;
  /** Writes one message straight into the user's Maildir folder ('INBOX', 'Junk', 'Trash', ...). */
  deliver(user: string, folder: string, raw: string, options?: DeliverOptions): void;
  maildir(user: string, folder?: string): string;
  /** (Re)starts the server on the same ports; a no-op when it runs. */
  start(): Promise<void>;
  /** Graceful stop (SIGTERM to the process group). */
  stop(): Promise<void>;
  /** Abrupt stop (SIGKILL to the process group), as a crash or a network cut would look to clients. */
  kill(): Promise<void>;
  /** Removes the temp dir after stopping. */
  dispose(): Promise<void>;
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address();
      const port = typeof addr === 'object' && addr ? addr.port : 0;
      srv.close(() => resolve(port));
    });
  });
}

async function waitForPort(port: number, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const ok = await new Promise<boolean>((resolve) => {
      const s = new Socket();
      s.once('connect', () => {
        s.destroy();
        resolve(true);
      });
      s.once('error', () => resolve(false));
      s.connect(port, '127.0.0.1');
    });
    if (ok) return;
    await new Promise((r) => setTimeout(r, 15));
  }
  throw new Error(`dovecot did not open port ${port} within ${timeoutMs} ms`);
}

function sqlQuote(s: string): string {
  return `'${s.replaceAll("'", "''")}'`;
}

let uniqueCounter = 0;

export async function startDovecot(options: DovecotOptions = {}): Promise<Dovecot> {
  ensureDovecotInstalled();
  const dir = mkdtempSync(join(tmpdir(), 'tidyfox-dovecot-'));
  const run = join(dir, 'run');
  const mailRoot = join(dir, 'mail');
  mkdirSync(mailRoot, { recursive: true });
  chmodSync(dir, 0o755);
  chmodSync(mailRoot, 0o777);
  const accountsDb = join(dir, 'accounts.sqlite');
  execFileSync('sqlite3', [
    accountsDb,
    'CREATE TABLE refusals (user TEXT PRIMARY KEY, reason TEXT NOT NULL); CREATE TABLE users (user TEXT PRIMARY KEY, password TEXT NOT NULL);',
  ]);
  chmodSync(accountsDb, 0o666);
  const sqlConf = (query: string) =>
    ['driver = sqlite', `connect = ${accountsDb}`, `password_query = ${query}`, ''].join('\n');
  writeFileSync(
    join(dir, 'refusals.conf.ext'),
    sqlConf(
      "SELECT NULL AS password, 'Y' AS nopassword, 'Y' AS nologin, reason FROM refusals WHERE user = '%u'",
    ),
  );
  writeFileSync(
    join(dir, 'users.conf.ext'),
    sqlConf("SELECT user, '{PLAIN}' || password AS password FROM users WHERE user = '%u'"),
  );
  const sqlite = (statement: string) => execFileSync('sqlite3', [accountsDb, statement]);
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '2',
      '-keyout',
      join(dir, 'key.pem'),
      '-out',
      join(dir, 'cert.pem'),
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=DNS:localhost,IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  const port = await freePort();
  const starttlsPort = await freePort();
  // Token introspection (RFC 7662 shape) for Dovecot's oauth2 passdb: POST token=<bearer> → JSON.
  const tokens = new Map<string, { user: string; active: boolean }>();
  let introspections = 0;
  let introspection: HttpServer | null = null;
  if (options.oauth) {
    const srv = createHttpServer((req, res) => {
      let body = '';
      req.on('data', (c: Buffer) => {
        body += c.toString();
      });
      req.on('end', () => {
        introspections += 1;
        const token = new URLSearchParams(body).get('token') ?? '';
        const known = tokens.get(token);
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(
          JSON.stringify(known?.active ? { active: 'true', username: known.user } : { active: 'false' }),
        );
      });
    });
    await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
    introspection = srv;
    writeFileSync(
      join(dir, 'oauth2.conf.ext'),
      [
        'introspection_mode = post',
        `introspection_url = http://127.0.0.1:${(srv.address() as AddressInfo).port}/introspect`,
        'force_introspection = yes',
        'username_attribute = username',
        'active_attribute = active',
        'active_value = true',
        '',
      ].join('\n'),
    );
  }
  const conf = join(dir, 'dovecot.conf');
  writeFileSync(
    conf,
    `
base_dir = ${run}/base
state_dir = ${run}/state
protocols = imap
listen = 127.0.0.1
ssl = yes
ssl_cert = <${dir}/cert.pem
ssl_key = <${dir}/key.pem
disable_plaintext_auth = no
auth_mechanisms = plain login${options.oauth ? ' xoauth2' : ''}
auth_failure_delay = 0
log_path = ${dir}/dovecot.log
${
  options.oauth
    ? `passdb {
  driver = oauth2
  mechanisms = xoauth2
  args = ${dir}/oauth2.conf.ext
}
`
    : ''
}passdb {
  driver = sql
  args = ${dir}/refusals.conf.ext
}
passdb {
  driver = sql
  args = ${dir}/users.conf.ext
}
userdb {
  driver = static
  args = uid=nobody gid=nogroup home=${mailRoot}/%u
}
mail_location = maildir:~/Maildir
namespace inbox {
  inbox = yes
  separator = /
  mailbox Drafts {
    special_use = \\Drafts
    auto = subscribe
  }
  mailbox Sent {
    special_use = \\Sent
    auto = subscribe
  }
  mailbox Junk {
    special_use = \\Junk
    auto = subscribe
  }
  mailbox Trash {
    special_use = \\Trash
    auto = subscribe
  }
  mailbox Archive {
    special_use = \\Archive
    auto = subscribe
  }
}
service imap-login {
  inet_listener imap {
    address = 127.0.0.1
    port = ${starttlsPort}
  }
  inet_listener imaps {
    address = 127.0.0.1
    port = ${port}
    ssl = yes
  }
}
service anvil {
  unix_listener anvil-auth-penalty {
    mode = 0
  }
}
protocol imap {
  mail_max_userip_connections = 50
${options.capabilities ? `  imap_capability = ${options.capabilities}\n` : ''}}
`,
  );

  let child: ChildProcess | null = null;

  const maildir = (user: string, folder = 'INBOX'): string => {
    const base = join(mailRoot, user, 'Maildir');
    return folder.toUpperCase() === 'INBOX' ? base : join(base, `.${folder.replaceAll('/', '.')}`);
  };
  const madeDirs = new Set<string>();
  const ensureMaildir = (path: string): void => {
    if (madeDirs.has(path)) return;
    for (const sub of ['', 'cur', 'new', 'tmp']) {
      const p = join(path, sub);
      mkdirSync(p, { recursive: true });
      chmodSync(p, 0o777);
    }
    // Parent dirs (user home, Maildir root) must be writable by the server's user too.
    let parent = path;
    while (parent.startsWith(mailRoot) && parent !== mailRoot) {
      chmodSync(parent, 0o777);
      parent = join(parent, '..');
    }
    madeDirs.add(path);
  };

  const stopWith = async (signal: NodeJS.Signals): Promise<void> => {
    const c = child;
    if (!c || c.exitCode !== null || c.pid === undefined) {
      child = null;
      return;
    }
    const exited = new Promise<void>((resolve) => c.once('exit', () => resolve()));
    try {
      process.kill(-c.pid, signal);
    } catch {
      /* already gone */
    }
    await exited;
    child = null;
  };

  const server: Dovecot = {
    host: '127.0.0.1',
    port,
    starttlsPort,
    dir,
    get pid() {
      return child && child.exitCode === null ? child.pid : undefined;
    },
    addUser(user, password) {
      sqlite(
        `INSERT OR REPLACE INTO users (user, password) VALUES (${sqlQuote(user)}, ${sqlQuote(password)});`,
      );
    },
    refuse(user, reason) {
      sqlite(
        `INSERT OR REPLACE INTO refusals (user, reason) VALUES (${sqlQuote(user)}, ${sqlQuote(reason)});`,
      );
    },
    addToken(user, token) {
      tokens.set(token, { user, active: true });
    },
    revokeToken(token) {
      const known = tokens.get(token);
      if (known) known.active = false;
    },
    get introspections() {
      return introspections;
    },
    deliver(user, folder, raw, opts = {}) {
      const path = maildir(user, folder);
      ensureMaildir(path);
      const body = raw.replace(/\r?\n/g, '\n');
      const size = Buffer.byteLength(body);
      const vsize = size + (body.match(/\n/g)?.length ?? 0);
      uniqueCounter += 1;
      const flags = `${opts.flags ?? ''}${opts.seen ? 'S' : ''}`.split('').sort().join('');
      const name = `${Date.now()}.M${uniqueCounter}P${process.pid}.tidyfox,S=${size},W=${vsize}:2,${flags}`;
      writeFileSync(join(path, 'cur', name), body);
    },
    maildir,
    async start() {
      if (child && child.exitCode === null) return;
      rmSync(run, { recursive: true, force: true });
      mkdirSync(run, { recursive: true });
      const c = spawn('/usr/sbin/dovecot', ['-F', '-c', conf], { detached: true, stdio: 'ignore' });
      child = c;
      const failed = new Promise<never>((_, reject) =>
        c.once('exit', (code) => reject(new Error(`dovecot exited with ${code}; see ${dir}/dovecot.log`))),
      );
      failed.catch(() => undefined);
      await Promise.race([waitForPort(port, 10_000), failed]);
      await Promise.race([waitForPort(starttlsPort, 10_000), failed]);
    },
    stop: () => stopWith('SIGTERM'),
    kill: () => stopWith('SIGKILL'),
    async dispose() {
      await stopWith('SIGKILL');
      const srv = introspection;
      if (srv) await new Promise<void>((resolve) => srv.close(() => resolve()));
      rmSync(dir, { recursive: true, force: true });
    },
  };
  await server.start();
  return server;
}
