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

/**
 * An IPv4 address in any notation inet_aton accepts (what URL parsers and getaddrinfo accept too):
 * dotted quad, and the short / decimal / octal / hex forms (`127.1`, `2130706433`, `0177.0.0.1`,
 * `0x7f000001`). Returns the 4 bytes, or null when it is not an IPv4 address.
 */
export function parseIPv4(text: string): number[] | null {
  const parts = text.split('.');
  if (parts.length < 1 || parts.length > 4) return null;
  const nums: number[] = [];
  for (const part of parts) {
    let n: number;
    if (/^0x[0-9a-f]*$/i.test(part)) n = part.length === 2 ? 0 : Number.parseInt(part.slice(2), 16);
    else if (/^0[0-7]+$/.test(part)) n = Number.parseInt(part, 8);
    else if (/^(0|[1-9][0-9]*)$/.test(part)) n = Number(part);
    else return null;
    if (!Number.isSafeInteger(n)) return null;
    nums.push(n);
  }
  const last = nums.pop() ?? 0;
  if (nums.some((n) => n > 255) || last >= 256 ** (4 - nums.length)) return null;
  const bytes = [...nums];
  for (let i = 4 - nums.length - 1; i >= 0; i--) bytes.push(Math.floor(last / 256 ** i) % 256);
  return bytes;
}

/** The 16 bytes of an IPv6 address (with an optional trailing dotted IPv4), or null. */
export function parseIPv6(text: string): number[] | null {
  let v = text.toLowerCase();
  if (v.startsWith('[') && v.endsWith(']')) v = v.slice(1, -1);
  if (v.includes('%')) v = v.slice(0, v.indexOf('%')); // zone id
  if (!/^[0-9a-f:.]+$/.test(v) || !v.includes(':')) return null;
  let tail: number[] = [];
  const lastColon = v.lastIndexOf(':');
  const lastPart = v.slice(lastColon + 1);
  if (lastPart.includes('.')) {
    const four = /^\d{1,3}(\.\d{1,3}){3}$/.test(lastPart) ? lastPart.split('.').map(Number) : null;
    if (!four || four.some((n) => n > 255)) return null;
    tail = four;
    v = `${v.slice(0, lastColon + 1)}0:0`;
  }
  const halves = v.split('::');
  if (halves.length > 2) return null;
  const groups = (h: string) => (h === '' ? [] : h.split(':'));
  const head = groups(halves[0] ?? '');
  const rest = halves.length === 2 ? groups(halves[1] ?? '') : [];
  const missing = 8 - head.length - rest.length;
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const all = [...head, ...Array.from({ length: halves.length === 2 ? missing : 0 }, () => '0'), ...rest];
  const bytes: number[] = [];
  for (const g of all) {
    if (!/^[0-9a-f]{1,4}$/.test(g)) return null;
    const n = Number.parseInt(g, 16);
    bytes.push(n >> 8, n & 0xff);
  }
  if (tail.length === 4) bytes.splice(12, 4, ...tail);
  return bytes;
}

/** Non-public IPv4 ranges (IANA special-purpose registry: nothing here is a public web server). */
function ipv4Blocked([a = 0, b = 0, c = 0]: number[]): boolean {
  return (
    a === 0 || // "this network"
    a === 10 || // RFC 1918
    a === 127 || // loopback
    (a === 100 && b >= 64 && b <= 127) || // CGNAT
    (a === 169 && b === 254) || // link-local, cloud metadata
    (a === 172 && b >= 16 && b <= 31) || // RFC 1918
    (a === 192 && b === 0 && (c === 0 || c === 2)) || // IETF protocol assignments, TEST-NET-1
    (a === 192 && b === 88 && c === 99) || // 6to4 relay anycast
    (a === 192 && b === 168) || // RFC 1918
    (a === 198 && (b === 18 || b === 19)) || // benchmarking
    (a === 198 && b === 51 && c === 100) || // TEST-NET-2
    (a === 203 && b === 0 && c === 113) || // TEST-NET-3
    a >= 224 // multicast, reserved, broadcast
  );
}

function ipv6Blocked(x: number[]): boolean {
  const word = (i: number) => ((x[2 * i] ?? 0) << 8) | (x[2 * i + 1] ?? 0);
  const zeros = (from: number, to: number) => x.slice(from, to).every((b) => b === 0);
  const v4At = (i: number) => x.slice(i, i + 4);
  if (zeros(0, 10)) {
    // ::/128, ::1, IPv4-compatible ::a.b.c.d (deprecated, never a web server), IPv4-mapped ::ffff:a.b.c.d.
    if (word(5) === 0xffff) return ipv4Blocked(v4At(12));
    if (word(5) === 0) return true;
  }
  if (zeros(0, 8) && word(4) === 0xffff && word(5) === 0) return ipv4Blocked(v4At(12)); // ::ffff:0:a.b.c.d
  const w0 = word(0);
  const w1 = word(1);
  if (w0 === 0x64 && w1 === 0xff9b) {
    if (zeros(4, 12)) return ipv4Blocked(v4At(12)); // NAT64 64:ff9b::/96: the IPv4 inside decides
    return true; // 64:ff9b:1::/48 local-use NAT64
  }
  if (w0 === 0x2002) return ipv4Blocked(v4At(2)); // 6to4: the IPv4 of the site
  if (w0 === 0x2001 && w1 === 0) {
    // Teredo: server IPv4 at bytes 4-7, client IPv4 (inverted) at bytes 12-15.
    const client = v4At(12).map((b) => b ^ 0xff);
    return ipv4Blocked(v4At(4)) || ipv4Blocked(client);
  }
  if (w0 === 0x2001 && w1 === 0xdb8) return true; // documentation
  if (w0 === 0x2001 && (w1 & 0xfff0) === 0x10) return true; // ORCHID
  if (w0 === 0x2001 && w1 === 2 && word(2) === 0) return true; // benchmarking
  if (w0 === 0x3fff && (w1 & 0xf000) === 0) return true; // 3fff::/20 documentation
  if (w0 === 0x100 && zeros(2, 8)) return true; // discard-only 100::/64
  if ((w0 & 0xfe00) === 0xfc00) return true; // fc00::/7 unique local (incl. fd00:ec2::254 metadata)
  if ((w0 & 0xffc0) === 0xfe80) return true; // fe80::/10 link-local
  if ((w0 & 0xffc0) === 0xfec0) return true; // fec0::/10 site-local (deprecated)
  if ((w0 & 0xff00) === 0xff00) return true; // multicast
  return false;
}

/**
 * True when the address must never be contacted by the unsubscribe request: every non-public IPv4 range,
 * in every notation (dotted, short, decimal, octal, hex), and every IPv6 form that carries one
 * (IPv4-mapped, -compatible, -translated, NAT64, 6to4, Teredo), plus IPv6's own non-public ranges.
 * Anything that is not an address at all is refused too.
 */
export function isBlockedAddress(ip: string): boolean {
  const v6 = parseIPv6(ip);
  if (v6) return ipv6Blocked(v6);
  const v4 = parseIPv4(ip);
  if (v4) return ipv4Blocked(v4);
  return true;
}

/** True when a URL host is an address literal rather than a name (any notation). */
function isAddressLiteral(host: string): boolean {
  return parseIPv6(host) !== null || parseIPv4(host) !== null || isIP(host) !== 0;
}

export class UnsafeUrlError extends Error {
  /** True when the refusal is about the target's address (a non-public one). */
  constructor(
    message: string,
    readonly refusedAddress = false,
  ) {
    super(message);
  }
}

export type ResolveHost = (host: string) => Promise<Array<{ address: string; family: number }>>;

const systemResolve: ResolveHost = (host) =>
  new Promise((resolve, reject) => {
    dnsLookup(host, { all: true, verbatim: true }, (err, list) => (err ? reject(err) : resolve(list)));
  });

interface Pinned {
  address: string;
  family: number;
}

/**
 * Resolves the URL's host ONCE and checks every answer; the connection then goes to the returned address
 * only (no second resolution a rebinding DNS server could answer differently).
 */
async function pinAddress(url: URL, config: UnsubscribeConfig): Promise<Pinned> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const allowed = config.allowPrivateHosts.includes(host.toLowerCase());
  if (isAddressLiteral(host)) {
    if (isBlockedAddress(host) && !allowed) throw new UnsafeUrlError('refused address', true);
    const family = isIP(host);
    if (family === 0) throw new UnsafeUrlError('refused address', true);
    return { address: host, family };
  }
  let list: Pinned[];
  try {
    list = await (config.resolve ?? systemResolve)(host);
  } catch (err) {
    throw new Error(`no address for ${host} (${(err as NodeJS.ErrnoException).code ?? 'lookup failed'})`);
  }
  if (list.length === 0) throw new Error(`no address for ${host}`);
  if (!allowed && list.some((a) => isBlockedAddress(a.address)))
    throw new UnsafeUrlError(`refused address for ${host}`, true);
  return list[0]!;
}

function pinnedLookup(pinned: Pinned): LookupFunction {
  return (_hostname, options, callback) => {
    if ((options as { all?: boolean }).all)
      return (callback as (e: null, a: Pinned[]) => void)(null, [pinned]);
    return callback(null, pinned.address, pinned.family);
  };
}

export interface OneClickResult {
  ok: boolean;
  status?: number;
  error?: string;
  /** The target (or a redirect's target) is a non-public address: permanent, never retried. */
  refused?: boolean;
  /** Permanent refusal before any request (unsafe URL): never retried. */
  permanent?: boolean;
  /** Host of the last request made (or refused). */
  host?: string;
}

function checkUrl(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new UnsafeUrlError('invalid url');
  }
  if (url.protocol !== 'https:') throw new UnsafeUrlError('https only');
  if (url.username || url.password) throw new UnsafeUrlError('credentials in url');
  return url;
}

const refusal = (err: unknown, host: string | undefined, status?: number): OneClickResult => {
  const e = err as Error;
  const unsafe = e instanceof UnsafeUrlError;
  return {
    ok: false,
    ...(status ? { status } : {}),
    error: e.message,
    ...(unsafe ? { permanent: true } : {}),
    ...(unsafe && e.refusedAddress ? { refused: true } : {}),
    ...(host ? { host } : {}),
  };
};

/** RFC 8058 one-click POST ("List-Unsubscribe=One-Click"), with the safety rules above. */
export async function postOneClick(rawUrl: string, config: UnsubscribeConfig): Promise<OneClickResult> {
  const deadline = Date.now() + config.timeoutMs;
  let url: URL;
  try {
    url = checkUrl(rawUrl);
  } catch (err) {
    return refusal(err, undefined);
  }
  let method: 'POST' | 'GET' = 'POST';
  let lastStatus: number | undefined;
  for (let hop = 0; hop <= config.maxRedirects; hop++) {
    const remaining = deadline - Date.now();
    const host = url.hostname.replace(/^\[|\]$/g, '');
    if (remaining <= 0) return { ok: false, error: 'timeout', host };
    let pinned: Pinned;
    try {
      pinned = await pinAddress(url, config);
    } catch (err) {
      return refusal(err, host, lastStatus);
    }
    const body = method === 'POST' ? 'List-Unsubscribe=One-Click' : undefined;
    let res: { status: number; location?: string };
    try {
      res = await new Promise((resolve, reject) => {
        const req = httpsRequest(
          url,
          {
            method,
            lookup: pinnedLookup(pinned),
            servername: isIP(host) ? undefined : host,
            agent: false,
            ca: config.ca,
            timeout: Math.max(1, deadline - Date.now()),
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
        const timer = setTimeout(() => req.destroy(new Error('timeout')), Math.max(1, deadline - Date.now()));
        req.on('close', () => clearTimeout(timer));
        req.on('timeout', () => req.destroy(new Error('timeout')));
        req.on('error', reject);
        req.end(body);
      });
    } catch (err) {
      return { ok: false, error: (err as Error).message, host };
    }
    lastStatus = res.status;
    if (res.status >= 300 && res.status < 400 && res.location) {
      if (hop === config.maxRedirects)
        return { ok: false, status: res.status, error: 'too many redirects', host };
      try {
        url = checkUrl(new URL(res.location, url).toString());
      } catch (err) {
        return refusal(err, host, res.status);
      }
      if (res.status !== 307 && res.status !== 308) method = 'GET';
      continue;
    }
    return { ok: res.status >= 200 && res.status < 300, status: res.status, host };
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
): Promise<{ ok: boolean; error?: string; reply?: string; permanent?: boolean; host?: string }> {
  let url: URL;
  let to: string;
  try {
    url = new URL(mailto);
    to = decodeURIComponent(url.pathname);
  } catch {
    return { ok: false, error: 'invalid mailto address', permanent: true };
  }
  if (!/^[^@\s]+@[^@\s]+$/.test(to)) return { ok: false, error: 'invalid mailto address', permanent: true };
  const host = to.split('@')[1]!.toLowerCase();
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
    const info = (await transport.sendMail({ from, to, subject, text })) as { response?: string };
    return { ok: true, host, ...(info.response ? { reply: info.response.slice(0, 300) } : {}) };
  } catch (err) {
    const e = err as Error & { response?: string; responseCode?: number };
    return {
      ok: false,
      host,
      error: e.message,
      ...(e.response ? { reply: e.response.slice(0, 300) } : {}),
      // 5xx: the server refused this message for good; anything else may pass on a retry.
      ...(e.responseCode && e.responseCode >= 500 ? { permanent: true } : {}),
    };
  } finally {
    transport.close();
  }
}
