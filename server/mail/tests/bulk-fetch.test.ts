import { describe, expect, it } from 'vitest';
import { type FetchedHeaders, parseFetchAttributes, ResponseReader } from '../bulk-fetch';

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
