import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UnsubscribeConfig } from '../context';
import { type HttpsReceiver, startHttpsReceiver } from '../testing/receivers';
import { isBlockedAddress, postOneClick } from '../unsubscribe';

let https: HttpsReceiver;
let hang: Server;
let hangPort = 0;

beforeAll(async () => {
  https = await startHttpsReceiver();
  hang = createServer(() => undefined); // accepts, never speaks TLS
  await new Promise<void>((r) => hang.listen(0, '127.0.0.1', r));
  hangPort = (hang.address() as { port: number }).port;
});

afterAll(async () => {
  await https.close();
  hang.close();
});

const allowLocal = (): UnsubscribeConfig => ({
  allowPrivateHosts: ['localhost'],
  ca: https.cert,
  timeoutMs: 3000,
  maxRedirects: 3,
  userAgent: 'test',
});
const strict = (): UnsubscribeConfig => ({ ...allowLocal(), allowPrivateHosts: [] });
const port = () => new URL(https.origin).port;

describe('one-click unsubscribe safety', () => {
  it('refuses loopback, private, link-local, CGNAT, metadata and mapped addresses', () => {
    for (const ip of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '::1',
      '::',
      'fe80::1',
      'fd00:ec2::254',
      'fc00::1',
      '::ffff:10.0.0.1',
      '::ffff:127.0.0.1',
    ])
      expect([ip, isBlockedAddress(ip)]).toEqual([ip, true]);
    for (const ip of ['93.184.216.34', '8.8.8.8', '172.32.0.1', '2606:4700::1111', '::ffff:8.8.8.8'])
      expect([ip, isBlockedAddress(ip)]).toEqual([ip, false]);
  });

  it('posts exactly the RFC 8058 body, without cookies, to an allow-listed local receiver', async () => {
    const before = https.requests.length;
    expect(await postOneClick(`${https.origin}/ok?id=1`, allowLocal())).toEqual({ ok: true, status: 200 });
    const req = https.requests[before]!;
    expect(req).toMatchObject({ method: 'POST', path: '/ok?id=1', body: 'List-Unsubscribe=One-Click' });
    expect(req.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(req.headers.cookie).toBeUndefined();
  });

  it('refuses http, literal private IPs and names resolving to loopback unless allow-listed', async () => {
    const before = https.requests.length;
    expect(await postOneClick(`http://localhost:${port()}/x`, allowLocal())).toEqual({
      ok: false,
      error: 'https only',
    });
    expect(await postOneClick(`https://127.0.0.1:${port()}/x`, strict())).toEqual({
      ok: false,
      error: 'refused address',
    });
    expect(await postOneClick(`https://localhost:${port()}/x`, strict())).toMatchObject({
      ok: false,
      error: 'refused address for localhost',
    });
    expect(await postOneClick('https://169.254.169.254/latest/meta-data', strict())).toMatchObject({
      ok: false,
    });
    expect(await postOneClick('javascript:alert(1)', strict())).toMatchObject({
      ok: false,
      error: 'https only',
    });
    expect(https.requests.length).toBe(before);
  });

  it('follows at most 3 redirects, checks every hop, and never carries cookies along', async () => {
    https.respond('/r1', 307, { location: '/r2' });
    https.respond('/r2', 308, { location: `${https.origin}/r3` });
    https.respond('/r3', 303, { location: '/r4' });
    https.respond('/r4', 302, { location: '/r5' });
    const before = https.requests.length;
    expect(await postOneClick(`${https.origin}/r1`, allowLocal())).toEqual({
      ok: false,
      status: 302,
      error: 'too many redirects',
    });
    const hops = https.requests.slice(before);
    expect(hops.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /r1', 'POST /r2', 'POST /r3', 'GET /r4']);
    expect(hops.every((r) => r.headers.cookie === undefined)).toBe(true);

    https.respond('/to-http', 302, { location: `http://localhost:${port()}/plain` });
    expect(await postOneClick(`${https.origin}/to-http`, allowLocal())).toMatchObject({
      ok: false,
      error: 'https only',
    });
    https.respond('/to-metadata', 307, { location: 'https://169.254.169.254/latest/meta-data' });
    expect(await postOneClick(`${https.origin}/to-metadata`, allowLocal())).toMatchObject({
      ok: false,
      error: 'refused address',
    });
  });

  it('gives up after the time limit', async () => {
    const res = await postOneClick(`https://localhost:${hangPort}/slow`, { ...allowLocal(), timeoutMs: 300 });
    expect(res.ok).toBe(false);
    expect(res.error).toMatch(/timeout/);
  });

  it('reports a refusal status as a failure', async () => {
    https.respond('/gone', 410);
    expect(await postOneClick(`${https.origin}/gone`, allowLocal())).toEqual({ ok: false, status: 410 });
  });
});
