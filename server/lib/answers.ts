import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_PREFIX } from '../../src/shared/api/contract';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

/** Answers below this size are sent as they are. */
const COMPRESS_MIN_BYTES = 1024;

/** A weak ETag of a serialized answer. */
export const etagOf = (json: string) => `W/"${createHash('sha1').update(json).digest('base64url')}"`;

/**
 * A small LRU of strings/buffers bounded by total size: compressed answers per ETag, prepared answers
 * per user. Memory stays bounded however many users poll.
 */
export class SizedLru<V extends { bytes: number }> {
  private readonly entries = new Map<string, V>();
  private total = 0;
  constructor(private readonly maxBytes: number) {}
  get(key: string): V | undefined {
    const value = this.entries.get(key);
    if (value) {
      this.entries.delete(key);
      this.entries.set(key, value);
    }
    return value;
  }
  set(key: string, value: V): void {
    this.delete(key);
    if (value.bytes > this.maxBytes) return;
    this.entries.set(key, value);
    this.total += value.bytes;
    while (this.total > this.maxBytes) {
      const oldest = this.entries.keys().next().value as string;
      this.delete(oldest);
    }
  }
  delete(key: string): void {
    const value = this.entries.get(key);
    if (!value) return;
    this.entries.delete(key);
    this.total -= value.bytes;
  }
}

export type Encoding = 'br' | 'gzip';

/** The best encoding the client accepts (q=0 refuses one). */
function negotiate(header: string | undefined): Encoding | null {
  if (!header) return null;
  const accepted = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name!.trim(), q ? Number(q.slice(2)) : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}

/** A counting semaphore: `take()` resolves with the release of one of `size` slots. */
export class Slots {
  private used = 0;
  private readonly queue: Array<() => void> = [];
  constructor(private readonly size: number) {}
  async take(): Promise<() => void> {
    if (this.used >= this.size) {
      await new Promise<void>((resolve) => this.queue.push(resolve));
      // Work that arrived meanwhile (requests answered from memory) goes first.
      await new Promise<void>((resolve) => setImmediate(resolve));
    } else this.used++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const next = this.queue.shift();
      if (next) next();
      else this.used--;
    };
  }
}

/**
 * One compression at a time (off the event loop): a crowd of first answers to compress queues here
 * instead of filling the thread pool, each encoder with its memory (the process's resident size kept
 * what they took), and taking the second core from the event loop.
 */
const compressions = new Slots(1);

const compress = async (encoding: Encoding, payload: string): Promise<Buffer> => {
  const release = await compressions.take();
  try {
    if (encoding === 'gzip') return await gzipAsync(payload, { level: 6 });
    const size = Buffer.byteLength(payload);
    return await brotliAsync(payload, {
      params: {
        // Quality 4 up to 512 KB (a 285 KB list in 1.4 ms and 19 KB; quality 5: 3.9 ms and 15 KB), so that
        // a crowd of first answers compresses about as fast as it is built; 5 above (a 1.1 MB list: 60 KB
        // instead of 80 KB on every full answer, and such lists are few).
        [constants.BROTLI_PARAM_QUALITY]: size > 512 * 1024 ? 5 : 4,
        [constants.BROTLI_PARAM_SIZE_HINT]: size,
        // A window no larger than the answer (at most the default 4 MB): less memory per encoder.
        [constants.BROTLI_PARAM_LGWIN]: Math.min(22, Math.max(16, Math.ceil(Math.log2(size + 1)))),
      },
    });
  } finally {
    release();
  }
};

const addVary = (reply: FastifyReply, field: string) => {
  const current = String(reply.getHeader('vary') ?? '');
  const fields = current ? current.split(/\s*,\s*/) : [];
  if (!fields.some((f) => f.toLowerCase() === field)) fields.push(field);
  reply.header('vary', fields.join(', '));
};

/**
 * API answers on the wire:
 * - GET answers of `etagRoutes` carry a weak ETag (`private, no-cache`: the browser keeps the answer
 *   and revalidates it); `If-None-Match` with the same tag is a `304` without body;
 * - JSON answers of 1 KB or more are compressed (brotli or gzip, as the client accepts), off the
 *   event loop, and the compressed bytes are kept per ETag so that a repeated answer is compressed once.
 * Transparent to the browser's fetch (it revalidates and decompresses by itself).
 */
export function registerAnswerEncoding(app: FastifyInstance, etagRoutes: Set<string>): void {
  const compressed = new SizedLru<{ bytes: number; data: Buffer }>(64 * 1024 * 1024);
  const compressing = new Map<string, Promise<Buffer>>();
  /** The compressed bytes of the answer tagged `etag`: compressed once however many ask at once. */
  const compressedAnswer = async (encoding: Encoding, etag: string, payload: string): Promise<Buffer> => {
    const key = `${encoding} ${etag}`;
    const ready = compressed.get(key)?.data;
    if (ready) return ready;
    let pending = compressing.get(key);
    if (!pending) {
      pending = compress(encoding, payload);
      compressing.set(key, pending);
      pending
        .then((bytes) => compressed.set(key, { bytes: bytes.length, data: bytes }))
        .catch(() => undefined)
        .finally(() => compressing.delete(key));
    }
    return pending;
  };
  app.decorate('compressAnswer', compressedAnswer);
  app.addHook('onSend', async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (!request.url.startsWith(`${API_PREFIX}/`) || typeof payload !== 'string') return payload;
    if (reply.statusCode !== 200) return payload;
    let etag: string | undefined;
    if (request.method === 'GET' && etagRoutes.has(request.routeOptions.url ?? '')) {
      etag = (reply.getHeader('etag') as string | undefined) ?? etagOf(payload);
      reply.header('etag', etag);
      reply.header('cache-control', 'private, no-cache');
      addVary(reply, 'x-access-token');
      const match = request.headers['if-none-match'];
      if (match?.split(/\s*,\s*/).includes(etag)) {
        reply.code(304);
        reply.removeHeader('content-type');
        return '';
      }
    }
    if (payload.length < COMPRESS_MIN_BYTES) return payload;
    addVary(reply, 'accept-encoding');
    const encoding = negotiate(request.headers['accept-encoding']);
    if (!encoding) return payload;
    const data = etag ? await compressedAnswer(encoding, etag, payload) : await compress(encoding, payload);
    reply.header('content-encoding', encoding);
    reply.removeHeader('content-length');
    return data;
  });
}

/** The encoding the client of `request` accepts best (brotli, else gzip), or null. */
export const acceptedEncoding = (request: FastifyRequest): Encoding | null =>
  negotiate(request.headers['accept-encoding']);

/**
 * Sends an answer of an ETag route kept only compressed (bytes in `encoding`, which the client
 * accepts): the same headers, and the same `304` for a matching If-None-Match, as the onSend hook of
 * registerAnswerEncoding gives an answer it compresses itself.
 */
export function sendCompressedAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: { etag: string; encoding: Encoding; data: Buffer },
): Buffer | '' {
  reply.header('etag', answer.etag);
  reply.header('cache-control', 'private, no-cache');
  addVary(reply, 'x-access-token');
  if (request.headers['if-none-match']?.split(/\s*,\s*/).includes(answer.etag)) {
    reply.code(304);
    return '';
  }
  addVary(reply, 'accept-encoding');
  reply.header('content-encoding', answer.encoding).type('application/json; charset=utf-8');
  return answer.data;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The compressed bytes of an answer served with this ETag, compressed once (registerAnswerEncoding). */
    compressAnswer(encoding: Encoding, etag: string, payload: string): Promise<Buffer>;
  }
}
