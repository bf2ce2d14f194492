import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { endpoints } from '../../src/shared/api/contract';
import { createTestApp, type TestApp } from './app-helpers';

/**
 * Issue 15 §3: the sender list is served compressed, with an ETag (304 while nothing changed), from an
 * answer prepared once and kept up to date — the same answer the pages always got.
 */
let t: TestApp;
let token = '';
const LIST = '/api/v3/subscriptions?device=web&version=1';

beforeAll(async () => {
  t = await createTestApp();
  token = (
    (await t.app.inject({ method: 'PUT', url: '/api/auth/demo', payload: {} })).json() as { token: string }
  ).token;
});

afterAll(async () => {
  await t?.close();
});

const list = (headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url: LIST, headers: { 'x-access-token': token, ...headers } });

type Answer = { subscriptions: Array<{ email: string; sender: string }>; status: string };

describe('the sender list on the wire', () => {
  it('answers the contract shape with a weak ETag; the prepared answer equals the built one', async () => {
    const built = await list();
    expect(built.statusCode).toBe(200);
    expect(built.headers['content-type']).toMatch(/^application\/json/);
    expect(built.headers.etag).toMatch(/^W\/".+"$/);
    expect(built.headers['cache-control']).toBe('private, no-cache');
    const answer = built.json() as Answer;
    expect(answer.status).toBe('done');
    expect(endpoints.subscriptions.response.safeParse(answer).success).toBe(true);
    expect(answer.subscriptions.length).toBeGreaterThan(400);
    const again = await list();
    expect(again.body).toBe(built.body);
    expect(again.headers.etag).toBe(built.headers.etag);
  });

  it('answers 304 without a body while nothing changed, and the new list once something did', async () => {
    const first = await list();
    const etag = first.headers.etag as string;
    const unchanged = await list({ 'if-none-match': etag });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');

    const [kept] = (first.json() as Answer).subscriptions;
    const keep = await t.app.inject({
      method: 'POST',
      url: '/api/v3/subscriptions/keep',
      headers: { 'x-access-token': token },
      payload: { subscriptions: [{ email: kept!.email, sender: kept!.sender }] },
    });
    expect(keep.json()).toEqual({ done: true, count: 1 });
    const changed = await list({ 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    // (The same sender may write to several of the visitor's mailboxes: the pair is what left the list.)
    const pairs = (changed.json() as Answer).subscriptions.map((item) => `${item.email} ${item.sender}`);
    expect(pairs).not.toContain(`${kept!.email} ${kept!.sender}`);
    expect(pairs).toHaveLength((first.json() as Answer).subscriptions.length - 1);
  });

  it('compresses with brotli or gzip as the client accepts; the bytes decode to the same answer', async () => {
    const plain = await list();
    const br = await list({ 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    const gz = await list({ 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    const none = await list({ 'accept-encoding': 'identity' });
    expect(none.headers['content-encoding']).toBeUndefined();
  });

  it('keeps other answers uncached (no ETag, no-store)', async () => {
    const user = await t.app.inject({
      method: 'GET',
      url: '/api/v3/users',
      headers: { 'x-access-token': token },
    });
    expect(user.statusCode).toBe(200);
    expect(user.headers.etag).toBeUndefined();
    expect(user.headers['cache-control']).toBe('no-store');
  });

  it("never serves one user's prepared list to another", async () => {
    const other = (
      (await t.app.inject({ method: 'PUT', url: '/api/auth/demo', payload: {} })).json() as {
        token: string;
      }
    ).token;
    const mine = await list();
    const theirs = await t.app.inject({ method: 'GET', url: LIST, headers: { 'x-access-token': other } });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.headers.etag).not.toBe(mine.headers.etag);
    const emails = new Set((theirs.json() as Answer).subscriptions.map((item) => item.email));
    const mineEmails = new Set((mine.json() as Answer).subscriptions.map((item) => item.email));
    expect([...emails].some((email) => mineEmails.has(email))).toBe(false);
  });
});
