import { describe, expect, it } from 'vitest';
import {
  type FetchedHeaders,
  FetchResponseReader,
  parseFetchAttributes,
  ResponseReader,
} from '../bulk-fetch';

const header1 = 'From: "Ünïcode Sender" <a@example.test>\r\nList-Id: <l.example>\r\n\r\n';
const header2 = 'From: b@example.test\r\nSubject: {5}\r\n odd ) ( "quote"\r\n\r\n';

/** A server's answer to a pipelined UID FETCH: literals announced by their byte count (UTF-8 bytes). */
function response(): Buffer {
  const h1 = Buffer.from(header1, 'utf8');
  const h2 = Buffer.from(header2, 'utf8');
  return Buffer.concat([
    Buffer.from(
      `* 1 FETCH (UID 11 FLAGS (\\Seen \\Answered) RFC822.SIZE 2500 INTERNALDATE "01-Jan-2020 00:01:00 +0000" BODY[HEADER] {${h1.length}}\r\n`,
    ),
    h1,
    Buffer.from(')\r\n* 3 EXISTS\r\n'),
    // Another server's order, MODSEQ included, the literal last but one.
    Buffer.from(`* 2 FETCH (MODSEQ (42) RFC822.SIZE 77 BODY[HEADER] {${h2.length}}\r\n`),
    h2,
    Buffer.from(' UID 12 FLAGS () INTERNALDATE " 2-Jan-2020 10:00:00 +0200")\r\n'),
    Buffer.from('* 3 FETCH (UID 13 FLAGS (\\Recent) RFC822.SIZE 0 INTERNALDATE NIL BODY[HEADER] NIL)\r\n'),
    Buffer.from('* 4 FETCH (UID 14 BODY[HEADER] "X: y\\"z\\\\" FLAGS (\\Seen) RFC822.SIZE 9)\r\n'),
    Buffer.from('TF1 OK Fetch completed (0.001 + 0.000 secs).\r\n'),
  ]);
}

function readAll(chunks: Buffer[]): { messages: FetchedHeaders[]; others: string[] } {
  const messages: FetchedHeaders[] = [];
  const others: string[] = [];
  const reader = new ResponseReader((text, literals) => {
    const m = /^\* \d+ FETCH \(/.exec(text);
    if (m) messages.push(parseFetchAttributes(text, m[0].length, literals));
    else others.push(text);
  });
  for (const c of chunks) reader.push(c);
  return { messages, others };
}

function check({ messages, others }: { messages: FetchedHeaders[]; others: string[] }) {
  expect(others).toEqual(['* 3 EXISTS', 'TF1 OK Fetch completed (0.001 + 0.000 secs).']);
  expect(messages.map((m) => m.uid)).toEqual([11, 12, 13, 14]);
  const [a, b, c, d] = messages as [FetchedHeaders, FetchedHeaders, FetchedHeaders, FetchedHeaders];
  expect([...a.flags]).toEqual(['\\Seen', '\\Answered']);
  expect(a.size).toBe(2500);
  expect(a.internalDate).toBe('01-Jan-2020 00:01:00 +0000');
  expect(a.headers?.toString('utf8')).toBe(header1);
  expect(b.flags.size).toBe(0);
  expect(b.size).toBe(77);
  expect(b.internalDate).toBe(' 2-Jan-2020 10:00:00 +0200');
  expect(b.headers?.toString('utf8')).toBe(header2);
  expect(c.headers).toBeNull();
  expect(c.internalDate).toBeNull();
  expect([...c.flags]).toEqual(['\\Recent']);
  expect(d.headers?.toString('latin1')).toBe('X: y"z\\');
  expect(d.size).toBe(9);
}

describe('bulk FETCH response reader', () => {
  it('parses a whole response in one chunk', () => {
    check(readAll([response()]));
  });

  it('parses the same bytes split at every possible place, and byte by byte', () => {
    const all = response();
    for (let cut = 1; cut < all.length; cut++) {
      check(readAll([all.subarray(0, cut), all.subarray(cut)]));
    }
    check(readAll([...all].map((b) => Buffer.from([b]))));
  });

  it('copies literals out of the socket chunk they came in', () => {
    const all = response();
    const { messages } = readAll([all]);
    all.fill(0x41);
    expect(messages[0]?.headers?.toString('utf8')).toBe(header1);
  });
});

/** What the session's reader hands over, copied out of the call (the object is reused). */
function readSession(chunks: Buffer[]): { messages: FetchedHeaders[]; others: string[] } {
  const messages: FetchedHeaders[] = [];
  const others: string[] = [];
  const reader = new FetchResponseReader(
    (m) =>
      messages.push({
        uid: m.uid,
        flags: new Set(m.flags),
        size: m.size,
        internalDate: m.internalDate,
        headers: m.headers ? Buffer.from(m.headers) : null,
      }),
    (text) => others.push(text),
  );
  for (const c of chunks) reader.push(c);
  return { messages, others };
}

/** Responses of the usual shape and of every other shape the general parser reads. */
function mixedResponses(): Buffer {
  const parts: Buffer[] = [];
  for (let i = 1; i <= 60; i++) {
    const header = Buffer.from(`From: s${i}@example.test\r\nSubject: ${'é'.repeat(i)} {3}\r\n\r\n`, 'utf8');
    const flags = ['', '\\Seen', '\\Seen \\Answered', '$Label \\Flagged', '\\Recent  \\Draft'][i % 5];
    const variant = i % 10;
    const head =
      variant === 1
        ? `* ${i} FETCH (UID ${i} MODSEQ (${i * 7}) FLAGS (${flags}) RFC822.SIZE ${i * 11} INTERNALDATE NIL BODY[HEADER] {${header.length}}\r\n`
        : variant === 2
          ? `* ${i} FETCH (UID ${i} FLAGS (${flags}) INTERNALDATE "0${i % 9}-Jan-2020 \\"x\\" +0000" BODY[HEADER] {${header.length}}\r\n`
          : variant === 3
            ? `* ${i} FETCH (X-GM-LABELS (a b) UID ${i} BODY[HEADER] {${header.length}+}\r\n`
            : variant === 4
              ? `* ${i} fetch (uid ${i} flags (${flags}) rfc822.size ${i} body[header] {${header.length}}\r\n`
              : `* ${i} FETCH (UID ${i} FLAGS (${flags}) RFC822.SIZE ${i * 13} INTERNALDATE "0${i % 9}-Jan-2020 00:01:00 +0000" BODY[HEADER] {${header.length}}\r\n`;
    parts.push(Buffer.from(head, 'latin1'), header);
    parts.push(Buffer.from(variant === 5 ? ` UID ${i + 1000})\r\n` : ')\r\n', 'latin1'));
    if (i % 13 === 0) parts.push(Buffer.from(`* ${i} EXISTS\r\n`));
  }
  parts.push(Buffer.from('* 61 FETCH (UID 61 FLAGS (\\Seen) BODY[HEADER] NIL)\r\nTF1 OK done\r\n'));
  return Buffer.concat(parts);
}

describe('the bulk session reader (usual FETCH responses read in place)', () => {
  it('hands over what the general reader and parseFetchAttributes read, however the bytes are cut', () => {
    for (const all of [response(), mixedResponses()]) {
      const expected = readAll([all]);
      const whole = readSession([all]);
      expect(whole).toEqual(expected);
      for (const size of [1, 2, 3, 7, 64, 100, 1000])
        for (let offset = 0; offset < Math.min(size, 13); offset++) {
          const chunks: Buffer[] = [all.subarray(0, offset)];
          for (let p = offset; p < all.length; p += size) chunks.push(all.subarray(p, p + size));
          expect(readSession(chunks)).toEqual(expected);
        }
    }
  });

  it('cuts of the first example at every place', () => {
    const all = response();
    const expected = readAll([all]);
    for (let cut = 1; cut < all.length; cut++)
      expect(readSession([all.subarray(0, cut), all.subarray(cut)])).toEqual(expected);
  });
});
