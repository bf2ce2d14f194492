import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UnsubscribeConfig } from '../context';
import { type DnsServer, startDnsServer } from '../testing/dns';
import { type HttpsReceiver, startHttpsReceiver } from '../testing/receivers';
import { isBlockedAddress, postOneClick } from '../unsubscribe';

let https: HttpsReceiver;
let hang: Server;
let hangPort = 0;
let dns: DnsServer;

/** Names and what the test DNS server answers for them: each hides a non-public address. */
const HOSTILE_NAMES: Array<{ name: string; addresses: string[] }> = [
  { name: 'loop.evil.test', addresses: ['127.0.0.1'] },
  { name: 'loop6.evil.test', addresses: ['::1'] },
  { name: 'mapped.evil.test', addresses: ['::ffff:127.0.0.1'] },
  { name: 'metadata.evil.test', addresses: ['169.254.169.254'] },
  { name: 'mapped-metadata.evil.test', addresses: ['::ffff:a9fe:a9fe'] },
  { name: 'nat64.evil.test', addresses: ['64:ff9b::a9fe:a9fe'] },
  { name: '6to4.evil.test', addresses: ['2002:7f00:1::1'] },
  { name: 'teredo.evil.test', addresses: ['2001:0:4136:e378:8000:63bf:80ff:fffe'] },
  { name: 'ula.evil.test', addresses: ['fd00:ec2::254'] },
  { name: 'private.evil.test', addresses: ['10.0.0.7'] },
  // One public answer does not save a name that also resolves to an internal address.
  { name: 'mixed.evil.test', addresses: ['93.184.216.34', '192.168.1.1'] },
];

beforeAll(async () => {
  [https, dns] = await Promise.all([
    startHttpsReceiver(['pin.test']),
    startDnsServer({ hosts: HOSTILE_NAMES }),
  ]);
  hang = createServer(() => undefined); // accepts, never speaks TLS
  await new Promise<void>((r) => hang.listen(0, '127.0.0.1', r));
  hangPort = (hang.address() as { port: number }).port;
});

afterAll(async () => {
  await dns?.stop();
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
  /** Every non-public address, in every notation a URL or a resolver may carry it. */
  const BLOCKED = [
    // IPv4: loopback, RFC 1918, link-local / metadata, CGNAT, this-network, multicast, broadcast, test nets.
    '127.0.0.1',
    '127.255.255.254',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '100.127.255.255',
    '0.0.0.0',
    '0.1.2.3',
    '224.0.0.1',
    '239.255.255.250',
    '255.255.255.255',
    '198.18.0.1',
    '192.0.0.8',
    '192.0.2.1',
    '198.51.100.7',
    '203.0.113.9',
    '192.88.99.1',
    // IPv4 short / decimal / octal / hex forms (inet_aton).
    '127.1',
    '2130706433',
    '0x7f000001',
    '017700000001',
    '0177.0.0.1',
    '0x7f.0.0.1',
    '0x7f.1',
    '10.1',
    '3232235777',
    '0xa9fea9fe',
    '0251.0376.0251.0376',
    // IPv6 own ranges.
    '::1',
    '::',
    'fe80::1',
    'fd00:ec2::254',
    'fc00::1',
    'fec0::1',
    'ff02::1',
    '2001:db8::1',
    '100::1',
    '2001:10::1',
    '2001:2::1',
    '3fff::1',
    // IPv4-mapped, in dotted and in hex form (what the URL parser writes).
    '::ffff:10.0.0.1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::ffff:a9fe:a9fe',
    '::FFFF:C0A8:0101',
    '0:0:0:0:0:ffff:127.0.0.1',
    '[::ffff:127.0.0.1]',
    // IPv4-compatible (deprecated) and IPv4-translated.
    '::127.0.0.1',
    '::7f00:1',
    '::a9fe:a9fe',
    '::ffff:0:127.0.0.1',
    '::ffff:0:a9fe:a9fe',
    // NAT64 with a private inside, and local-use NAT64.
    '64:ff9b::127.0.0.1',
    '64:ff9b::a9fe:a9fe',
    '64:ff9b::a00:1',
    '64:ff9b:1::a00:1',
    // 6to4 with a private inside.
    '2002:7f00:1::',
    '2002:a9fe:a9fe::1',
    '2002:c0a8:101::1',
    '2002:a00:1:1::1',
    // Teredo: private client (stored inverted) or private server.
    '2001:0:4136:e378:8000:63bf:80ff:fffe',
    '2001:0:a00:1::1',
    '2001:0:4136:e378:8000:63bf:5601:56ab',
    // Not an address at all.
    'localhost',
    'not-an-ip',
    '',
  ];
  const PUBLIC = [
    '93.184.216.34',
    '8.8.8.8',
    '172.32.0.1',
    '100.128.0.1',
    '1.1.1.1',
    '2606:4700::1111',
    '2a00:1450:4007:80f::200e',
    '::ffff:8.8.8.8',
    '::ffff:808:808',
    '64:ff9b::808:808',
    '2002:808:808::1',
    '2001:0:4136:e378:8000:63bf:f7f7:f7f7',
    '134744072',
  ];

  it('classifies every notation of every non-public address as blocked, public ones not', () => {
    const wrong = [
      ...BLOCKED.filter((ip) => !isBlockedAddress(ip)).map((ip) => `passed: ${ip}`),
      ...PUBLIC.filter((ip) => isBlockedAddress(ip)).map((ip) => `blocked: ${ip}`),
    ];
    expect(wrong).toEqual([]);
  });

  it('never sends a request to an internal address written in any URL notation', async () => {
    const literals = [
      '127.0.0.1',
      '2130706433',
      '0x7f000001',
      '017700000001',
      '0177.0.0.1',
      '0x7f.1',
      '127.1',
      '[::ffff:127.0.0.1]',
      '[::ffff:7f00:1]',
      '[0:0:0:0:0:ffff:7f00:1]',
      '[::127.0.0.1]',
      '[::ffff:0:127.0.0.1]',
      '[64:ff9b::127.0.0.1]',
      '[2002:7f00:1::1]',
      '[2001:0:4136:e378:8000:63bf:80ff:fffe]',
      '[::1]',
      '169.254.169.254',
      '[::ffff:a9fe:a9fe]',
      '[64:ff9b::a9fe:a9fe]',
      '0xa9fea9fe',
      '[fd00:ec2::254]',
      '10.0.0.1',
      '[::ffff:c0a8:101]',
    ];
    const before = https.requests.length;
    // Even with localhost allow-listed (as the tests' engines have it), a literal is judged by its address.
    const config = { ...allowLocal(), resolve: dns.lookup };
    for (const host of literals) {
      const res = await postOneClick(`https://${host}:${port()}/x`, config);
      expect([host, res]).toMatchObject([host, { ok: false, error: 'refused address', refused: true }]);
    }
    for (const { name } of HOSTILE_NAMES) {
      const res = await postOneClick(`https://${name}:${port()}/x`, config);
      expect([name, res]).toMatchObject([
        name,
        { ok: false, error: `refused address for ${name}`, refused: true },
      ]);
    }
    expect(https.requests.length).toBe(before);
  });

  it('connects to the address it checked: one resolution per hop, the socket never resolves again', async () => {
    const calls: string[] = [];
    let answer = '127.0.0.1';
    const resolve = async (host: string) => {
      calls.push(host);
      return [{ address: answer, family: 4 }];
    };
    // pin.test exists only in this resolver: a second lookup by the socket would fail (ENOTFOUND).
    const before = https.requests.length;
    const ok = await postOneClick(`https://pin.test:${port()}/pinned`, {
      ...allowLocal(),
      allowPrivateHosts: ['pin.test'],
      resolve,
    });
    expect(ok).toEqual({ ok: true, status: 200, host: 'pin.test' });
    expect(calls).toEqual(['pin.test']);
    expect(https.requests.slice(before).map((r) => r.path)).toEqual(['/pinned']);
    // Rebinding: the check sees a public address, a later answer would be loopback. The request goes to
    // the checked (public, unreachable here) address and never reaches the local listener.
    answer = '93.184.216.34';
    calls.length = 0;
    const rebinding = async (host: string) => {
      calls.push(host);
      const first = calls.length === 1;
      return [{ address: first ? answer : '127.0.0.1', family: 4 }];
    };
    const res = await postOneClick(`https://pin.test:${port()}/rebound`, {
      ...strict(),
      timeoutMs: 400,
      resolve: rebinding,
    });
    expect(res.ok).toBe(false);
    expect(calls).toEqual(['pin.test']);
    expect(https.requests.some((r) => r.path === '/rebound')).toBe(false);
  });

  it('posts exactly the RFC 8058 body, without cookies, to an allow-listed local receiver', async () => {
    const before = https.requests.length;
    expect(await postOneClick(`${https.origin}/ok?id=1`, allowLocal())).toEqual({
      ok: true,
      status: 200,
      host: 'localhost',
    });
    const req = https.requests[before]!;
    expect(req).toMatchObject({ method: 'POST', path: '/ok?id=1', body: 'List-Unsubscribe=One-Click' });
    expect(req.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(req.headers.cookie).toBeUndefined();
  });

  it('refuses http, literal private IPs and names resolving to loopback unless allow-listed', async () => {
    const before = https.requests.length;
    expect(await postOneClick(`http://localhost:${port()}/x`, allowLocal())).toMatchObject({
      ok: false,
      error: 'https only',
    });
    expect(await postOneClick(`https://127.0.0.1:${port()}/x`, strict())).toMatchObject({
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
      host: 'localhost',
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
    expect(await postOneClick(`${https.origin}/gone`, allowLocal())).toEqual({
      ok: false,
      status: 410,
      host: 'localhost',
    });
  });
});
