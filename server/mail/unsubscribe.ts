/**
 * Sending an unsubscribe. The List-Unsubscribe URL comes from an untrusted sender, so the one-click POST:
 * https only; every hop's host resolved and refused when any address is loopback / private / link-local /
 * CGNAT / multicast / metadata (unless the host is explicitly allow-listed in config, for tests); the socket
 * connects to the checked address only (custom lookup, no re-resolution); no cookies sent or kept; at most
 * `maxRedirects` redirects; one overall deadline.
 */
import { lookup as dnsLookup } from 'node:dns';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import nodemailer from 'nodemailer';
import type { UnsubscribeConfig } from './context';
import type { MailboxAuth, ServerEndpoint } from './types';

function ipv4Blocked(ip: string): boolean {
  const p = ip.split('.').map(Number);
  const [a = 0, b = 0] = p;
  return (
    a === 0 ||
    a === 10 ||
    a === 127 ||
    (a === 100 && b >= 64 && b <= 127) ||
    (a === 169 && b === 254) ||
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 192 && b === 0 && p[2] === 0) ||
    (a === 198 && (b === 18 || b === 19)) ||
    a >= 224
  );
}

/** True when the address must never be contacted by the unsubscribe request. */
export function isBlockedAddress(ip: string): boolean {
  const family = isIP(ip);
  if (family === 4) return ipv4Blocked(ip);
  if (family !== 6) return true;
  const v = ip.toLowerCase();
  const mapped = v.match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/);
  if (mapped) return ipv4Blocked(mapped[1]!);
  if (v === '::' || v === '::1') return true;
  const head = Number.parseInt(v.split(':')[0] || '0', 16);
  if ((head & 0xfe00) === 0xfc00) return true; // fc00::/7 unique local (incl. fd00:ec2::254 metadata)
  if ((head & 0xffc0) === 0xfe80) return true; // fe80::/10 link-local
  if ((head & 0xff00) === 0xff00) return true; // multicast
  if (v.startsWith('64:ff9b:') || v.startsWith('2001:db8:')) return true;
  return false;
}

export class UnsafeUrlError extends Error {}

function guardedLookup(allowPrivate: boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses) => {
      if (err) return callback(err, '', 4);
      const list = Array.isArray(addresses) ? addresses : [];
      if (list.length === 0) return callback(new UnsafeUrlError(`no address for ${hostname}`), '', 4);
      if (!allowPrivate && list.some((a) => isBlockedAddress(a.address))) {
        return callback(new UnsafeUrlError(`refused address for ${hostname}`), '', 4);
      }
      if ((options as { all?: boolean }).all)
        return (callback as (e: null, a: typeof list) => void)(null, list);
      const firstAddr = list[0]!;
      return callback(null, firstAddr.address, firstAddr.family);
    });
  };
}

export interface OneClickResult {
  ok: boolean;
  status?: number;
  error?: string;
}

function checkUrl(raw: string, config: UnsubscribeConfig): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UnsafeUrlError('invalid url');
  }
  if (url.protocol !== 'https:') throw new UnsafeUrlError('https only');
  if (url.username || url.password) throw new UnsafeUrlError('credentials in url');
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const allowed = config.allowPrivateHosts.includes(host.toLowerCase());
  if (isIP(host) && isBlockedAddress(host) && !allowed) throw new UnsafeUrlError('refused address');
  return url;
}

/** RFC 8058 one-click POST ("List-Unsubscribe=One-Click"), with the safety rules above. */
export async function postOneClick(rawUrl: string, config: UnsubscribeConfig): Promise<OneClickResult> {
  const deadline = Date.now() + config.timeoutMs;
  let url: URL;
  try {
    url = checkUrl(rawUrl, config);
  } catch (err) {
    return { ok: false, error: (err as Error).message };
  }
  let method: 'POST' | 'GET' = 'POST';
  for (let hop = 0; hop <= config.maxRedirects; hop++) {
    const remaining = deadline - Date.now();
    if (remaining <= 0) return { ok: false, error: 'timeout' };
    const host = url.hostname.replace(/^\[|\]$/g, '');
    const allowPrivate = config.allowPrivateHosts.includes(host.toLowerCase());
    const body = method === 'POST' ? 'List-Unsubscribe=One-Click' : undefined;
    let res: { status: number; location?: string };
    try {
      res = await new Promise((resolve, reject) => {
        const req = httpsRequest(
          url,
          {
            method,
            lookup: guardedLookup(allowPrivate),
            agent: false,
            ca: config.ca,
            timeout: remaining,
            headers: {
              'user-agent': config.userAgent,
              accept: '*/*',
              ...(body
                ? {
                    'content-type': 'application/x-www-form-urlencoded',
                    'content-length': Buffer.byteLength(body),
                  }
                : {}),
            },
          },
          (response) => {
            response.resume(); // body ignored; cookies (Set-Cookie) never stored or sent
            response.on('end', () =>
              resolve({ status: response.statusCode ?? 0, location: response.headers.location }),
            );
            response.on('error', reject);
          },
        );
        const timer = setTimeout(() => req.destroy(new Error('timeout')), remaining);
        req.on('close', () => clearTimeout(timer));
        req.on('timeout', () => req.destroy(new Error('timeout')));
        req.on('error', reject);
        req.end(body);
      });
    } catch (err) {
      return { ok: false, error: (err as Error).message };
    }
    if (res.status >= 300 && res.status < 400 && res.location) {
      if (hop === config.maxRedirects) return { ok: false, status: res.status, error: 'too many redirects' };
      try {
        url = checkUrl(new URL(res.location, url).toString(), config);
      } catch (err) {
        return { ok: false, status: res.status, error: (err as Error).message };
      }
      if (res.status !== 307 && res.status !== 308) method = 'GET';
      continue;
    }
    return { ok: res.status >= 200 && res.status < 300, status: res.status };
  }
  return { ok: false, error: 'too many redirects' };
}

/** Sends the RFC 2369 mailto unsubscribe through the user's own SMTP server and credentials. */
export async function sendMailtoUnsubscribe(
  mailto: string,
  from: string,
  smtp: ServerEndpoint,
  auth: MailboxAuth,
  timeoutMs: number,
): Promise<{ ok: boolean; error?: string }> {
  const url = new URL(mailto);
  const to = decodeURIComponent(url.pathname);
  if (!/^[^@\s]+@[^@\s]+$/.test(to)) return { ok: false, error: 'invalid mailto address' };
  const subject = url.searchParams.get('subject') ?? 'unsubscribe';
  const text = url.searchParams.get('body') ?? 'unsubscribe';
  const user = auth.user ?? from;
  const transport = nodemailer.createTransport({
    host: smtp.host,
    port: smtp.port,
    secure: smtp.secure,
    requireTLS: !smtp.secure && smtp.rejectUnauthorized !== false,
    tls: { rejectUnauthorized: smtp.rejectUnauthorized ?? true },
    auth:
      'accessToken' in auth
        ? { type: 'OAuth2', user, accessToken: auth.accessToken }
        : { user, pass: auth.password },
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  try {
    await transport.sendMail({ from, to, subject, text });
    return { ok: true };
  } catch (err) {
    return { ok: false, error: (err as Error).message };
  } finally {
    transport.close();
  }
}
