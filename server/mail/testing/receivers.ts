/** Local peers for unsubscribe tests: an HTTPS receiver (self-signed) and an SMTP server (smtp-server). */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SMTPServer } from 'smtp-server';

export interface ReceivedRequest {
  method: string;
  path: string;
  body: string;
  headers: Record<string, string | string[] | undefined>;
}

export interface HttpsReceiver {
  /** https://localhost:<port> */
  origin: string;
  cert: string;
  requests: ReceivedRequest[];
  /** Custom answer per path (default 200). */
  respond(path: string, status: number, headers?: Record<string, string>): void;
  close(): Promise<void>;
}

/** `names`: extra DNS names the certificate is valid for (besides localhost and 127.0.0.1). */
export async function startHttpsReceiver(names: string[] = []): Promise<HttpsReceiver> {
  const dir = mkdtempSync(join(tmpdir(), 'tidyfox-https-'));
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
      `subjectAltName=${['DNS:localhost', ...names.map((n) => `DNS:${n}`), 'IP:127.0.0.1'].join(',')}`,
    ],
    { stdio: 'ignore' },
  );
  const cert = readFileSync(join(dir, 'cert.pem'), 'utf8');
  const key = readFileSync(join(dir, 'key.pem'), 'utf8');
  rmSync(dir, { recursive: true, force: true });
  const requests: ReceivedRequest[] = [];
  const answers = new Map<string, { status: number; headers: Record<string, string> }>();
  const server = createHttpsServer({ cert, key }, (req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => {
      body += c.toString();
    });
    req.on('end', () => {
      const path = req.url ?? '/';
      requests.push({ method: req.method ?? '', path, body, headers: req.headers });
      const answer = answers.get(path.split('?')[0] ?? path) ?? { status: 200, headers: {} };
      res.writeHead(answer.status, { 'set-cookie': 'tracking=1', ...answer.headers });
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    origin: `https://localhost:${port}`,
    cert,
    requests,
    respond(path, status, headers = {}) {
      answers.set(path, { status, headers });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export interface ReceivedMail {
  from: string;
  to: string[];
  user: string | undefined;
  /** SASL mechanism the client authenticated with (PLAIN, LOGIN, XOAUTH2). */
  method: string | undefined;
  raw: string;
}

export interface SmtpReceiver {
  port: number;
  mails: ReceivedMail[];
  close(): Promise<void>;
}

/**
 * A real SMTP peer, STARTTLS off: AUTH PLAIN/LOGIN accepted for `accounts` (user → password), AUTH XOAUTH2
 * for `tokens` (access token → user).
 */
export async function startSmtpReceiver(
  accounts: Record<string, string>,
  tokens: Record<string, string> = {},
): Promise<SmtpReceiver> {
  const mails: ReceivedMail[] = [];
  const methods = new Map<string, string>();
  const server = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authMethods: ['PLAIN', 'LOGIN', 'XOAUTH2'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, session, callback) {
      const ok =
        auth.method === 'XOAUTH2'
          ? Boolean(auth.username && auth.accessToken && tokens[auth.accessToken] === auth.username)
          : Boolean(auth.username && accounts[auth.username] === auth.password);
      if (!ok) {
        callback(new Error('Invalid username or password'));
        return;
      }
      methods.set(session.id, auth.method);
      callback(null, { user: auth.username });
    },
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (c: Buffer) => {
        raw += c.toString();
      });
      stream.on('end', () => {
        mails.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          user: typeof session.user === 'string' ? session.user : undefined,
          method: methods.get(session.id),
          raw,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { port, mails, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
