import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, pollUntilDone, type TestApp } from './app-helpers';

/**
 * Issue 15 §3: a poll of an unchanged list is answered from memory (the session and the mailbox rows
 * the server read, the prepared answer); every change this process makes shows in the next poll.
 */
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t?.close();
});

type Mailbox = { email: string; isActive: boolean };
type Answer = { status: string; mailboxes: Mailbox[]; subscriptions: Array<{ email: string }> };

const list = (token: string, etag?: string) =>
  t.app.inject({
    method: 'GET',
    url: '/api/v3/subscriptions',
    headers: { 'x-access-token': token, ...(etag ? { 'if-none-match': etag } : {}) },
  });

async function doneList(token: string) {
  for (let attempt = 0; attempt < 400; attempt++) {
    const response = await list(token);
    const answer = response.json() as Answer;
    if (answer.status === 'done') return { answer, etag: String(response.headers.etag) };
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the demo scan did not finish');
}

describe('list answers kept in memory', () => {
  it('follow every change of the mailboxes, and a logout ends the session at once', async () => {
    const { token } = (await t.app.inject({ method: 'PUT', url: '/api/auth/demo', payload: {} })).json() as {
      token: string;
    };
    const first = await doneList(token);
    const [one, two, three] = first.answer.mailboxes;
    expect(three).toBeDefined();
    expect(first.answer.subscriptions.some((item) => item.email === one!.email)).toBe(true);

    // Unchanged: the same answer, and a 304 for the tag the client holds.
    const again = await list(token);
    expect(again.headers.etag).toBe(first.etag);
    expect((await list(token, first.etag)).statusCode).toBe(304);

    // Kept compressed only once its brotli bytes are ready: every client still gets the same answer.
    for (let round = 0; round < 5; round++) {
      for (const [encoding, decode] of [
        ['br', brotliDecompressSync],
        ['gzip', gunzipSync],
      ] as const) {
        const encoded = await t.app.inject({
          method: 'GET',
          url: '/api/v3/subscriptions',
          headers: { 'x-access-token': token, 'accept-encoding': encoding },
        });
        expect(encoded.headers['content-encoding']).toBe(encoding);
        expect(encoded.headers.etag).toBe(first.etag);
        expect(encoded.headers.vary).toContain('accept-encoding');
        expect(JSON.parse(decode(encoded.rawPayload).toString())).toEqual(again.json());
        const revalidated = await t.app.inject({
          method: 'GET',
          url: '/api/v3/subscriptions',
          headers: { 'x-access-token': token, 'accept-encoding': encoding, 'if-none-match': first.etag },
        });
        expect(revalidated.statusCode).toBe(304);
        expect(revalidated.rawPayload.length).toBe(0);
      }
      expect((await list(token)).json()).toEqual(again.json());
      await new Promise((resolve) => setTimeout(resolve, 50));
    }

    // A mailbox switched off: the next poll shows it (and only the active mailboxes' senders).
    const off = await t.app.inject({
      method: 'PUT',
      url: `/api/v3/accounts/${encodeURIComponent(one!.email)}/settings`,
      headers: { 'x-access-token': token },
      payload: { name: 'isActive', value: false },
    });
    expect(off.statusCode).toBe(200);
    const afterOff = await list(token, first.etag);
    expect(afterOff.statusCode).toBe(200);
    const offAnswer = afterOff.json() as Answer;
    expect(offAnswer.mailboxes.find((box) => box.email === one!.email)?.isActive).toBe(false);
    expect(offAnswer.subscriptions.some((item) => item.email === one!.email)).toBe(false);
    expect(afterOff.headers.etag).not.toBe(first.etag);

    // A mailbox removed: gone from the next poll.
    const removal = await t.app.inject({
      method: 'DELETE',
      url: `/api/v3/accounts/${encodeURIComponent(two!.email)}`,
      headers: { 'x-access-token': token },
    });
    expect(removal.statusCode).toBe(200);
    const job = (removal.json() as { token: string }).token;
    const removed = await pollUntilDone(() =>
      t.app.inject({
        method: 'GET',
        url: `/api/v3/accounts/${encodeURIComponent(two!.email)}/check`,
        headers: { 'x-access-token': token, 'x-async-token': job },
      }),
    );
    expect(removed.statusCode).toBe(200);
    const afterRemoval = (await list(token)).json() as Answer;
    expect(afterRemoval.mailboxes.map((box) => box.email)).toEqual([one!.email, three!.email]);
    expect(afterRemoval.subscriptions.some((item) => item.email === two!.email)).toBe(false);

    // Signed out: the session the server knew is refused at once.
    const out = await t.app.inject({
      method: 'POST',
      url: '/api/v3/users/logout',
      headers: { 'x-access-token': token },
      payload: {},
    });
    expect(out.statusCode).toBe(200);
    expect((await list(token)).statusCode).toBe(401);
  });
});
