import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { API_PREFIX, type EndpointName, ERROR_CODES, endpoints } from '../../src/shared/api/contract';
import { createTestApp, type TestApp } from './app-helpers';

/**
 * "A client's mistake is never a 500": every route of the contract gets hostile path params, queries,
 * headers, bodies and content types, and must answer a 4xx (or 2xx) with a stable error code.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

/** A fresh discovery session per test (some calls log out or delete the mailbox). */
async function session(): Promise<string> {
  const demo = await t.app.inject({ method: 'PUT', url: '/api/auth/demo', payload: {} });
  return (demo.json() as { token: string }).token;
}

afterAll(async () => {
  await t?.close();
});

const names = Object.keys(endpoints) as EndpointName[];

const SAMPLE_PARAMS: Record<string, string> = {
  version: '1',
  email: 'someone@demo.tidyfox.test',
  code: 'CODE1234',
  device: 'web',
  kind: 'terms',
  requestId: 'req',
  partner: 'we-forest',
};

/** Raw (already URL-encoded) path segments: bad escapes, NUL, traversal, huge, quotes. */
const HOSTILE_SEGMENTS = [
  '%',
  '%E0%A4%A',
  '%00',
  'a%00b',
  '..%2F..%2Fetc',
  '%20',
  '%F0%9F%A6%8A',
  '%ED%A0%80',
  '%ED%B0%80x',
  '@',
  '%22%27%3B--',
  'x'.repeat(3000),
];

const HOSTILE_QUERIES = [
  'device=a&device=b',
  'version[]=1',
  'since=yesterday',
  'since=2026-13-45T99:99:99Z',
  'device=%',
  'device=%00',
  'device=%ED%A0%80',
  'version=%ED%B0%80',
  `appInstanceId=${'x'.repeat(500)}`,
  'key=',
  `${'x'.repeat(5000)}=1`,
];

const HOSTILE_HEADERS: Array<Record<string, string>> = [
  { 'x-access-token': 'x'.repeat(5000) },
  { 'x-access-token': '' },
  { 'x-async-token': 'x'.repeat(5000) },
  { 'x-magic-token': '' },
];

const item = { email: 'someone@demo.tidyfox.test', sender: 'news@brand.example' };
/** A valid body per endpoint: each of its strings is then given a NUL character, then lone surrogates. */
const VALID_BODIES: Partial<Record<EndpointName, Record<string, unknown>>> = {
  authLogin: {
    email: 'someone@demo.tidyfox.test',
    password: 'demo',
    code: 'demo',
    provider: 'google',
    options: { a: 'b' },
    device: 'web',
    language: 'en',
    signUpReferrer: 'r',
    signUpUtmSource: 's',
    signUpUtmCampaign: 'c',
    signUpUtmMedium: 'm',
    oAuthCode: 'o',
    oAuthCodeVerifier: 'v',
  },
  authDemo: { language: 'en' },
  authMagic: { email: 'someone@demo.tidyfox.test', language: 'en' },
  authConsent: {
    email: 'someone@demo.tidyfox.test',
    language: 'en',
    signUpReferrer: 'r',
    signUpUtmSource: 's',
    signUpUtmCampaign: 'c',
    signUpUtmMedium: 'm',
    device: 'web',
  },
  authFutureContact: { email: 'someone@demo.tidyfox.test', language: 'en', device: 'web' },
  userLogout: { appInstanceId: 'a' },
  userInformation: {
    firstname: 'Ada',
    lastname: 'Lovelace',
    birthYear: 1990,
    partnerCode: 'we-forest',
    device: 'web',
  },
  userLanguage: { language: 'en' },
  userSettingsUpdate: { name: 'notifications.push.news', value: true },
  pushRegister: {
    token: JSON.stringify({ endpoint: 'https://push.example/a', keys: { p256dh: 'k', auth: 'a' } }),
    appInstanceId: 'a',
    device: 'web',
  },
  pushUnregister: { appInstanceId: 'a' },
  feedback: { device: 'web', version: '1', mood: 'happy', tags: ['t'], message: 'm' },
  accountSettings: { name: 'inFoxPanel', value: true },
  subscriptionsDelete: { subscriptions: [item] },
  subscriptionsBlock: { subscriptions: [item] },
  subscriptionsKeep: { subscriptions: [item] },
  subscriptionsPostpone: { subscriptions: [item] },
  subscriptionsUnblock: { subscriptions: [item] },
  subscriptionsRelease: { subscriptions: [item] },
};

/** Text no database column can hold: NUL, and lone UTF-16 surrogates (high alone, low alone, reversed). */
const BAD_TEXT = [
  (text: string) => `${text}\u0000`,
  (text: string) => `\u0000${text}`,
  (text: string) => `${text}\ud800`,
  (text: string) => `\udc00${text}`,
  (text: string) => `${text}\ud83dx`,
  (text: string) => `\udca6\ud83d${text}`,
];

/** Copies of `value`, each with one of its strings made into text that cannot be stored. */
function withBadText(value: unknown): unknown[] {
  if (typeof value === 'string') return BAD_TEXT.map((spoil) => spoil(value));
  if (Array.isArray(value))
    return value.flatMap((entry, index) =>
      withBadText(entry).map((changed) => value.map((other, i) => (i === index ? changed : other))),
    );
  if (value && typeof value === 'object')
    return Object.entries(value).flatMap(([key, entry]) =>
      withBadText(entry).map((changed) => ({ ...value, [key]: changed })),
    );
  return [];
}

/** Paths of every string field of a zod schema (array items as index 0, record values as `*`). */
function stringFields(schema: z.ZodType, path: string[] = []): string[][] {
  const def = (schema as unknown as { def: Record<string, unknown> & { type: string } }).def;
  switch (def.type) {
    case 'optional':
    case 'nullable':
    case 'default':
    case 'readonly':
    case 'catch':
      return stringFields(def.innerType as z.ZodType, path);
    case 'pipe':
      return stringFields(def.in as z.ZodType, path);
    case 'string':
    case 'enum':
      return [path];
    case 'record':
      return stringFields(def.valueType as z.ZodType, [...path, '*']);
    case 'object':
      return Object.entries(def.shape as Record<string, z.ZodType>).flatMap(([key, child]) =>
        stringFields(child, [...path, key]),
      );
    case 'array':
      return stringFields(def.element as z.ZodType, [...path, '0']);
    default:
      return [];
  }
}

const HOSTILE_BODIES: Array<[contentType: string, payload: string]> = [
  ['application/json', 'null'],
  ['application/json', '[]'],
  ['application/json', '"text"'],
  ['application/json', '42'],
  ['application/json', '{}'],
  ['application/json', ''],
  ['application/json', '{"email":'],
  ['application/json', '{"__proto__":{"polluted":1}}'],
  ['application/json', '{"constructor":{"prototype":{"polluted":1}}}'],
  ['application/json', '{"email":{"$ne":1},"password":[1],"subscriptions":"x","name":1,"value":"yes"}'],
  ['application/json', JSON.stringify({ subscriptions: Array.from({ length: 1001 }, () => item) })],
  ['application/json', '{"firstname":"Ada","birthYear":1e300}'],
  ['application/json', '{"firstname":"Ada","birthYear":"1990x"}'],
  ['text/plain', 'hello'],
  ['application/x-www-form-urlencoded', 'email=a%40b.test'],
  ['multipart/form-data; boundary=x', '--x\r\n\r\n--x--'],
];

function urlOf(name: EndpointName, segment?: string): string {
  return (
    API_PREFIX +
    endpoints[name].path.replace(
      /:([A-Za-z]+)/g,
      (_match, key: string) => segment ?? encodeURIComponent(SAMPLE_PARAMS[key]!),
    )
  );
}

async function expectClientError(request: {
  method: 'GET' | 'PUT' | 'POST' | 'DELETE';
  url: string;
  headers: Record<string, string>;
  payload?: string;
}) {
  const response = await t.app.inject(request);
  const where = `${request.method} ${request.url.slice(0, 100)} ${request.payload?.slice(0, 100) ?? ''}`;
  expect(response.statusCode, `${where} -> ${response.body.slice(0, 200)}`).toBeLessThan(500);
  if (response.statusCode >= 400) {
    const message = (response.json() as { message?: string }).message;
    expect(ERROR_CODES as readonly string[], `${where} -> ${message}`).toContain(message);
  }
}

describe('a client mistake is never a 500', () => {
  it.each(names)('%s', async (name) => {
    const { method, path } = endpoints[name];
    const token = await session();
    const headers = { 'x-access-token': token, 'x-async-token': 'garbage', 'x-magic-token': 'garbage' };
    if (path.includes(':')) {
      for (const segment of HOSTILE_SEGMENTS)
        await expectClientError({ method, url: urlOf(name, segment), headers });
    }
    for (const query of HOSTILE_QUERIES)
      await expectClientError({ method, url: `${urlOf(name)}?${query}`, headers });
    for (const bad of HOSTILE_HEADERS)
      await expectClientError({ method, url: urlOf(name), headers: { ...headers, ...bad } });
    if (method === 'GET') return;
    const json = { ...headers, 'content-type': 'application/json' };
    for (const payload of withBadText(VALID_BODIES[name] ?? {}))
      await expectClientError({ method, url: urlOf(name), headers: json, payload: JSON.stringify(payload) });
    for (const [contentType, payload] of HOSTILE_BODIES)
      await expectClientError({
        method,
        url: urlOf(name),
        headers: { ...headers, 'content-type': contentType },
        payload,
      });
  });

  it('the hostile bodies cover every string field of every body of the contract', () => {
    for (const name of names) {
      const definition = endpoints[name] as { body?: z.ZodType };
      if (!definition.body) continue;
      for (const path of stringFields(definition.body)) {
        const value = path.reduce<unknown>((at, key) => {
          const object = at as Record<string, unknown> | undefined;
          return key === '*' ? Object.values(object ?? {})[0] : object?.[key];
        }, VALID_BODIES[name]);
        expect(typeof value, `${name}: body.${path.join('.')}`).toBe('string');
      }
    }
  });

  it.each([
    [
      'PUT',
      '/api/auth/consent',
      { email: 'a@demo.tidyfox.test', signUpReferrer: '\ud800' },
      'signUpReferrer',
    ],
    [
      'PUT',
      '/api/auth/consent',
      { email: 'a@demo.tidyfox.test', signUpUtmSource: 'x\udc00' },
      'signUpUtmSource',
    ],
    [
      'PUT',
      '/api/auth',
      { email: 'a@demo.tidyfox.test', password: 'demo', signUpReferrer: '\ud800' },
      'signUpReferrer',
    ],
  ] as const)(
    '%s %s with a lone surrogate is a 400 naming the field',
    async (method, url, payload, field) => {
      const response = await t.app.inject({
        method,
        url,
        headers: { 'content-type': 'application/json' },
        // JSON.stringify escapes lone surrogates (\ud800): exactly what a hostile client sends.
        payload: JSON.stringify(payload),
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({
        message: 'invalid_request',
        data: { issues: [{ path: ['body', field], message: 'lone UTF-16 surrogates are not allowed' }] },
      });
    },
  );

  it('keeps well-formed astral text (a surrogate pair) as it is', async () => {
    const token = await session();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v3/users/feedbacks',
      headers: { 'x-access-token': token },
      payload: { device: 'web', version: '1', mood: 'ok', tags: ['🦊'], message: 'tidy 🦊 fox' },
    });
    expect(response.statusCode).toBe(200);
    const { rows } = await t.deps.db.query<{ message: string }>(
      'SELECT message FROM feedbacks ORDER BY id DESC LIMIT 1',
    );
    expect(rows[0]?.message).toBe('tidy 🦊 fox');
  });

  it('names the field that holds a NUL character', async () => {
    const token = await session();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v3/users/feedbacks',
      headers: { 'x-access-token': token },
      payload: { device: 'web', version: '1', mood: 'ok', tags: ['a', 'b\u0000'], message: '' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      message: 'invalid_request',
      data: { issues: [{ path: ['body', 'tags', 1], message: 'NUL characters are not allowed' }] },
    });
  });
});
