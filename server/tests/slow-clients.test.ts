import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './app-helpers';

/**
 * Issue 15 §4: slow clients are cut off (headers, whole request, idle keep-alive, idle socket) while
 * other clients are served. Short timeouts here; every wait is bounded.
 */
let t: TestApp;
let port = 0;
const HEALTH = '/api/health/device/web/version/1?device=web&version=1';

beforeAll(async () => {
  t = await createTestApp({
    env: {
      HEADERS_TIMEOUT_MS: '600',
      REQUEST_TIMEOUT_MS: '1200',
      KEEP_ALIVE_TIMEOUT_MS: '500',
      CONNECTION_TIMEOUT_MS: '3000',
    },
  });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as { port: number }).port;
});

afterAll(async () => {
  await t?.close();
});

/** Opens a socket; `closed` resolves with what the server sent once it closes the connection. */
function open(): Promise<{ socket: Socket; closed: Promise<string> }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1');
    let received = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      received += chunk;
    });
    const closed = new Promise<string>((done) => socket.on('close', () => done(received)));
    socket.once('error', () => undefined);
    socket.once('connect', () => resolve({ socket, closed }));
    socket.once('error', reject);
  });
}

/** Resolves with the value, or with 'still open' after `ms` (the bound of every wait). */
const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([promise, new Promise<'still open'>((done) => setTimeout(() => done('still open'), ms))]);

/** Writes one chunk every `everyMs` until the socket closes. */
function dribble(socket: Socket, chunks: () => string, everyMs: number): () => void {
  const timer = setInterval(() => {
    if (!socket.destroyed) socket.write(chunks());
  }, everyMs);
  return () => clearInterval(timer);
}

describe('slow clients', () => {
  it('cuts off a client that sends its headers a byte at a time (slowloris) while others are served', async () => {
    const slow = await Promise.all(Array.from({ length: 20 }, () => open()));
    const stops = slow.map(({ socket }) => {
      socket.write(`GET ${HEALTH} HTTP/1.1\r\nHost: localhost\r\nX-Slow: `);
      return dribble(socket, () => 'a', 100);
    });
    // Served meanwhile.
    const served = await fetch(`http://127.0.0.1:${port}${HEALTH}`);
    expect(served.status).toBe(200);
    const outcomes = await Promise.all(slow.map(({ closed }) => within(closed, 8000)));
    for (const stop of stops) stop();
    for (const outcome of outcomes) {
      expect(outcome).not.toBe('still open');
      expect(outcome).toMatch(/^HTTP\/1\.1 408/);
    }
  });

  it('cuts off a client that sends its body a byte at a time', async () => {
    const { socket, closed } = await open();
    socket.write(
      'PUT /api/auth/consent HTTP/1.1\r\nHost: localhost\r\ncontent-type: application/json\r\ncontent-length: 1000\r\n\r\n{',
    );
    const stop = dribble(socket, () => ' ', 100);
    const outcome = await within(closed, 8000);
    stop();
    expect(outcome).not.toBe('still open');
    expect(outcome).toMatch(/^HTTP\/1\.1 408/);
  });

  it('closes an idle keep-alive connection after a request, and a connection that never sends', async () => {
    const idle = await open();
    idle.socket.write(`GET ${HEALTH} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    const silent = await open();
    const [afterRequest, neverSent] = await Promise.all([
      within(idle.closed, 8000),
      within(silent.closed, 8000),
    ]);
    expect(afterRequest).toMatch(/^HTTP\/1\.1 200/);
    expect(neverSent).not.toBe('still open');
  });
});
