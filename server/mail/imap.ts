/** imapflow connection helper and the mapping of servers' login refusals to our error codes. */
import { isIP } from 'node:net';
import { ImapFlow } from 'imapflow';
import type { LoginErrorCode, MailboxAuth, Provider, ServerEndpoint } from './types';

export interface ImapTimeouts {
  connectionMs: number;
  greetingMs: number;
  socketMs: number;
}

export const DEFAULT_IMAP_TIMEOUTS: ImapTimeouts = {
  connectionMs: 15_000,
  greetingMs: 15_000,
  socketMs: 120_000,
};

export function createImapClient(
  endpoint: ServerEndpoint,
  email: string,
  auth: MailboxAuth,
  timeouts: ImapTimeouts = DEFAULT_IMAP_TIMEOUTS,
): ImapFlow {
  const user = auth.user ?? email;
  return new ImapFlow({
    host: endpoint.host,
    port: endpoint.port,
    secure: endpoint.secure,
    doSTARTTLS: endpoint.secure ? undefined : true,
    tls: {
      rejectUnauthorized: endpoint.rejectUnauthorized ?? true,
      ...(isIP(endpoint.host) ? {} : { servername: endpoint.host }),
    },
    auth: 'accessToken' in auth ? { user, accessToken: auth.accessToken } : { user, pass: auth.password },
    logger: false,
    disableAutoIdle: true,
    connectionTimeout: timeouts.connectionMs,
    greetingTimeout: timeouts.greetingMs,
    socketTimeout: timeouts.socketMs,
    clientInfo: { name: 'Tidy Fox' },
  });
}

/** Opens a connection; on failure the socket is closed before the error is rethrown. */
export async function connectImap(client: ImapFlow): Promise<ImapFlow> {
  client.on('error', () => undefined);
  try {
    await client.connect();
    return client;
  } catch (err) {
    try {
      client.close();
    } catch {
      /* already closed */
    }
    throw err;
  }
}

export async function closeImap(client: ImapFlow | null | undefined): Promise<void> {
  if (!client) return;
  try {
    if (client.usable) await Promise.race([client.logout(), new Promise((r) => setTimeout(r, 1000))]);
  } catch {
    /* ignore */
  }
  try {
    client.close();
  } catch {
    /* ignore */
  }
}

interface ErrorLike {
  message?: string;
  code?: string;
  responseText?: string;
  serverResponseCode?: string;
  authenticationFailed?: boolean;
  response?: string;
}

/**
 * Providers' wordings → our codes. Order matters. What each provider's server answers (from public client
 * logs and bug reports; the tests reproduce each one with Dovecot):
 * - Gmail: "[ALERT] Application-specific password required: https://support.google.com/accounts/answer/185833
 *   (Failure)" (2-Step Verification on, account password given), "[ALERT] Please log in via your web browser:
 *   https://support.google.com/mail/accounts/answer/78754 (Failure)" (sign-in blocked until an app password is
 *   used), "[WEBALERT https://accounts.google.com/…] Web login required.", "[ALERT] Your account is not enabled
 *   for IMAP use. Please visit your Gmail settings page and enable your account for IMAP access. (Failure)",
 *   "[AUTHENTICATIONFAILED] Invalid credentials (Failure)".
 * - Yahoo / AOL (one platform): "[AUTHENTICATIONFAILED] LOGIN Invalid credentials" or "… AUTHENTICATE Invalid
 *   credentials" — also what an account password (instead of the required app password) gets.
 * - iCloud: "[AUTHENTICATIONFAILED] Authentication failed" — IMAP takes app-specific passwords only.
 * - Microsoft: "LOGIN failed." / "AUTHENTICATE failed." (refused password or token); "BAD User is authenticated
 *   but not connected." after an accepted XOAUTH2 token when the mailbox has no IMAP access (imapflow turns it
 *   into an authentication failure carrying that text).
 * - GMX / web.de (United Internet): "authentication failed", also when POP3/IMAP is switched off in the
 *   account (the reason comes only by e-mail) — the client shows its "password or IMAP off" message for them.
 * - Orange, Naver, Kakao / Daum: no wording of their own was found; a refused login is a refused login.
 */
const APP_PASSWORD = [
  /application-specific password/i,
  /app(lication)?[- ]password/i,
  /log ?in via your web browser/i,
  /web login required/i,
  /\bWEBALERT\b/,
  /basic authentication is disabled/i,
];
const IMAP_DISABLED = [
  /not enabled for IMAP/i,
  /IMAP (access )?(is )?(disabled|not enabled|not allowed|deactivated)/i,
  /(POP3?\s*\/\s*)?IMAP.{0,40}(deaktiviert|nicht aktiviert|désactivé|non activé)/i,
  /enable IMAP/i,
];
/** Microsoft: the token (or password) was accepted but the mailbox may not be used over IMAP. */
const MICROSOFT_NO_IMAP = /User is authenticated but not connected/i;
const INVALID = [
  /AUTHENTICATIONFAILED/i,
  /invalid credentials/i,
  /LOGIN failed/i,
  /AUTHENTICATE failed/i,
  /authentication failed/i,
  /incorrect (user ?name|password)/i,
];

export function classifyLoginError(err: unknown, provider: Provider): LoginErrorCode {
  const e = (err ?? {}) as ErrorLike;
  const code = e.code ?? '';
  if (/TIMEOUT|ETIMEDOUT/i.test(code) || /timed? ?out/i.test(e.message ?? '')) return 'timeout';
  const text = [e.responseText, e.serverResponseCode, e.response, e.message].filter(Boolean).join(' ');
  if (APP_PASSWORD.some((re) => re.test(text))) return 'application_password';
  if (IMAP_DISABLED.some((re) => re.test(text))) return 'imap_disabled';
  if (provider === 'microsoft' && MICROSOFT_NO_IMAP.test(text)) return 'imap_disabled';
  if (e.authenticationFailed || INVALID.some((re) => re.test(text))) {
    // iCloud accepts only app-specific passwords over IMAP: a refused login means one is needed.
    return provider === 'icloud' ? 'application_password' : 'invalid_credentials';
  }
  return 'unknown_error';
}

/**
 * True for errors a retry may fix. Only a refused login is final: any other failure (connection drop,
 * timeout, server restarting, an unexpected response) is retried with backoff, a bounded number of times.
 */
export function isTransientImapError(err: unknown): boolean {
  const e = (err ?? {}) as ErrorLike;
  if (!e.authenticationFailed) return true;
  // "NO [UNAVAILABLE] Temporary authentication failure": the server's auth backend is not ready (a
  // restart, an outage). The credentials may be fine: try again instead of reporting a refused login.
  const text = `${e.responseText ?? ''} ${e.response ?? ''} ${e.message ?? ''}`;
  return (
    e.serverResponseCode === 'UNAVAILABLE' || /\[UNAVAILABLE\]|temporary authentication failure/i.test(text)
  );
}

/**
 * imapflow answers `false` (instead of throwing) when a SEARCH / MOVE / COPY / STORE fails, e.g. when the
 * connection drops mid-command. Treating that as "no result" would lose or miscount mails: make it throw.
 */
export function must<T>(value: T | false | undefined, what: string): T {
  if (value === false || value === undefined) {
    throw Object.assign(new Error(`${what} failed (connection lost?)`), { code: 'ECONNRESET' });
  }
  return value;
}
