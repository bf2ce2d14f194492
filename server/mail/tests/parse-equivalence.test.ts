/**
 * The scan's per-mail path (HeaderFields read in place, classification by field id, the Date fast path,
 * the hex of the Message-ID hash, the incremental chunk builder) against a frozen copy of the round-five
 * code (tests/reference): the same rows, packs and senders' delta for the labelled corpus, the benchmark's
 * mails and hostile header blocks (folding, encoded words, NUL, surrogates, CRLF / LF / CR, duplicates,
 * huge and missing fields).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { benchMessage } from '../bench/corpus';
import { parseFetchAttributes, ResponseReader } from '../bulk-fetch';
import { ChunkBuilder } from '../chunk';
import { classifyMessage, DETECTION_TABLE, FETCH_HEADER_FIELDS } from '../detection';
import { HeaderFields, parseHeaderBlock, parseMailDate } from '../headers';
import { hashMessageId } from '../packs';
import type { FetchedMessage } from '../scan-types';
import { addToChunk, chunkOfRows, messageToRow } from '../scanner';
import { classifyMessage as classifyV5 } from './reference/detection';
import { hashMessageId as hashV5 } from './reference/packs';
import {
  chunkOfRows as chunkOfRowsV5,
  headerFields as headerFieldsV5,
  messageToRow as messageToRowV5,
} from './reference/scanner';

const CORPUS = join(dirname(fileURLToPath(import.meta.url)), 'corpus');
const corpus = readdirSync(CORPUS)
  .filter((f) => f.endsWith('.eml'))
  .sort()
  .map((file) => ({ file, raw: readFileSync(join(CORPUS, file)) }));

/** The header block of a raw mail (up to and with its blank line; the whole text when there is none). */
function headerBlock(raw: Buffer): Buffer {
  for (const sep of ['\r\n\r\n', '\n\n']) {
    const at = raw.indexOf(sep);
    if (at >= 0) return raw.subarray(0, at + sep.length);
  }
  return raw;
}

/** A deterministic pseudo-random generator (tests must not depend on the run). */
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const hostile: Array<[string, Buffer]> = [
  ['empty', Buffer.alloc(0)],
  ['no blank line, no final line feed', Buffer.from('From: a@b.test\r\nList-Id: <x.y>')],
  ['final CR only', Buffer.from('From: a@b.test\r\nList-Id: <x.y>\r')],
  [
    'bare LF',
    Buffer.from(
      'From: "A" <a@b.test>\nList-Unsubscribe: <https://u.test/x>\nList-Unsubscribe-Post: List-Unsubscribe=One-Click\n\nbody: no\n',
    ),
  ],
  ['bare CR inside lines', Buffer.from('From: a@b.test\rX: y\r\nPrecedence: bu\rlk\r\n\r\n')],
  [
    'folded values, tabs and blank continuation',
    Buffer.from(
      'From:\r\n  "Folded\r\n\t Name" <f@b.test>\r\nList-Unsubscribe: <https://u.test/1>,\r\n  \r\n\t<mailto:u@b.test>\r\nDKIM-Signature: v=1; d=b.test;\r\n\th=from:list-unsubscribe:\r\n  list-unsubscribe-post; b=abc\r\nAuthentication-Results: mx; dkim=pass\r\n\r\n',
    ),
  ],
  [
    'garbage lines between a field and its folded line',
    Buffer.from(
      'List-Id: first\r\nno colon here\r\n continued\r\n: starts with a colon\r\n\tmore\r\nFrom: a@b.test\r\n\r\n',
    ),
  ],
  ['folded line first', Buffer.from(' leading fold\r\nFrom: a@b.test\r\n\r\n')],
  [
    'names: case, spaces before the colon, prefixes, colon in value',
    Buffer.from(
      'FROM  : a@b.test\r\nlist-ID:<l.test>\r\nX-Campaign-Id: 7\r\nX-Campaignx: 1\r\nList-Unsubscribe-Postx: y\r\nList-Unsubscribe\t: <https://u.test/a:b>\r\nX\rCampaign: 1\r\nX-Mailer: Mailchimp Mailer: 3\r\n\r\n',
    ),
  ],
  [
    'duplicates',
    Buffer.from(
      'From: first@b.test\r\nFrom: second@b.test\r\nAuthentication-Results: a; dkim=pass\r\nAuthentication-Results: b; dmarc=fail\r\nARC-Seal: i=1\r\nARC-Authentication-Results: i=1; dkim=fail\r\nARC-Authentication-Results: i=2; dkim=pass\r\nList-Id:\r\nList-Id: <second.test>\r\nX-Spam-Score: \r\nX-Spam-Score: 7.5\r\n\r\n',
    ),
  ],
  [
    'encoded words and raw UTF-8',
    Buffer.from(
      'From: =?UTF-8?B?w4lsw6lvbm9yZQ==?= =?iso-8859-1?Q?_M=FCller?= <E@B.test>\r\nList-Id: "Ünïcode list" <ü.test>\r\nSender: owner-list@lists.test\r\nX-Mailer: =?utf-8?q?Mailchimp?=\r\nList-Unsubscribe: <https://ü.test/u>\r\n\r\n',
      'utf8',
    ),
  ],
  [
    'NUL, control characters, DEL, C1 and NBSP',
    Buffer.concat([
      Buffer.from(
        'From: "Bad\u0000Name\u0007\u007f" <x@b.test>\r\nList-Id: <l\u0000.test>\r\nMessage-ID: <a\u0000b@c>\r\n',
        'latin1',
      ),
      Buffer.from([
        0x58, 0x2d, 0x4d, 0x61, 0x69, 0x6c, 0x65, 0x72, 0x3a, 0x20, 0x85, 0xa0, 0x41, 0xa0, 0x0d, 0x0a,
      ]),
      Buffer.from('Precedence: \u00a0bulk\u00a0\r\n', 'latin1'),
      Buffer.from('Subject: \u00e2\u0080\u0080\r\n\r\n', 'latin1'),
    ]),
  ],
  [
    'lone surrogates and invalid UTF-8',
    Buffer.concat([
      Buffer.from('From: "', 'latin1'),
      Buffer.from([0xed, 0xa0, 0x80, 0xc3, 0x28, 0xf0, 0x9f, 0x98]),
      Buffer.from('" <s@b.test>\r\nX-Newsletter: ', 'latin1'),
      // U+3000 ideographic space: white space only once decoded (the field must not count).
      Buffer.from([0xe3, 0x80, 0x80]),
      Buffer.from('\r\nX-Csa-Complaints: ', 'latin1'),
      Buffer.from([0xc2, 0xa0]),
      Buffer.from('\r\nList-Id: <\u202egnp.exe>\r\n\r\n', 'utf8'),
    ]),
  ],
  [
    'huge header',
    Buffer.from(
      `From: "${'N'.repeat(5000)}" <${'a'.repeat(400)}@b.test>\r\nDKIM-Signature: ${'h=from:to; '.repeat(4000)}\r\nList-Id: <${'l'.repeat(3000)}.test>\r\nMessage-ID: <${'m'.repeat(2000)}@b>\r\n${'X-Other: y\r\n'.repeat(3000)}List-Unsubscribe: <https://u.test/${'p'.repeat(9000)}>\r\n\r\n`,
    ),
  ],
  ['missing everything but a date', Buffer.from('Date: Tue, 31 Feb 2021 25:00:00 +0000\r\n\r\n')],
  [
    'auto-reply with bulk precedence',
    Buffer.from(
      'From: me@b.test\r\nAuto-Submitted: auto-replied\r\nPrecedence: bulk\r\nList-Unsubscribe: <mailto:u@b.test>\r\n\r\n',
    ),
  ],
  [
    'spam headers',
    Buffer.from(
      'From: s@b.test\r\nX-Spam-Flag: YES\r\nX-Spam-Status: Yes, score=12.3\r\nAuthentication-Results: mx; spf=softfail dkim=fail dmarc=fail\r\n\r\n',
    ),
  ],
];

/** Random header blocks made of the detection fields' names (any case), noise, folds and odd bytes. */
function randomBlocks(count: number): Buffer[] {
  const next = rng(1234);
  const pick = <T>(a: T[]): T => a[Math.floor(next() * a.length)]!;
  const names = [...FETCH_HEADER_FIELDS, 'subject', 'received', 'x-other', 'list', 'from-x', ''];
  const pieces = [
    'a@b.test',
    '"N" <n@b.test>',
    '<https://u.test/x>',
    '<mailto:m@b.test>',
    'List-Unsubscribe=One-Click',
    'bulk',
    'auto-replied',
    'mx; dkim=pass spf=fail dmarc=fail',
    'v=1; h=from:list-unsubscribe:list-unsubscribe-post; b=x',
    'yes',
    'score=6.1',
    '=?utf-8?b?w6k=?=',
    'Wed, 01 Jan 2020 00:01:00 +0000',
    'Thu, 9 Feb 2023 23:59:59 -0130',
    ' ',
    '',
    'Mailchimp',
    'owner-x@lists.test',
  ];
  const odd = [0x00, 0x09, 0x0b, 0x0c, 0x0d, 0x7f, 0x80, 0x85, 0xa0, 0xc3, 0xa9, 0xe2, 0x80, 0xae, 0xff];
  const out: Buffer[] = [];
  for (let i = 0; i < count; i++) {
    const parts: Buffer[] = [];
    const lines = Math.floor(next() * 12);
    for (let l = 0; l < lines; l++) {
      const r = next();
      let name = pick(names);
      name = next() < 0.5 ? name.toUpperCase() : name;
      let line =
        r < 0.1
          ? ` ${pick(pieces)}`
          : r < 0.15
            ? pick(pieces)
            : `${name}${next() < 0.1 ? ' \t' : ''}:${next() < 0.8 ? ' ' : ''}${pick(pieces)}`;
      if (next() < 0.1) line += ` ${pick(pieces)}`;
      const bytes = [...Buffer.from(line, 'latin1')];
      if (next() < 0.2) bytes.splice(Math.floor(next() * (bytes.length + 1)), 0, pick(odd));
      parts.push(Buffer.from(bytes), Buffer.from(next() < 0.8 ? '\r\n' : next() < 0.5 ? '\n' : '\r'));
    }
    if (next() < 0.8) parts.push(Buffer.from('\r\n'));
    out.push(Buffer.concat(parts));
  }
  return out;
}

const blocks: Array<[string, Buffer]> = [
  ...corpus.map(({ file, raw }) => [file, headerBlock(raw)] as [string, Buffer]),
  ...hostile,
  ...randomBlocks(3000).map((b, i) => [`random ${i}`, b] as [string, Buffer]),
];

describe('HeaderFields (the scan reads header fields in place)', () => {
  it('gives the values of the former parse (latin1 block, non-ASCII values decoded as UTF-8)', () => {
    const fields = new HeaderFields(DETECTION_TABLE);
    for (const [name, block] of blocks) {
      const v5 = headerFieldsV5(block);
      fields.read(block);
      FETCH_HEADER_FIELDS.forEach((field, id) => {
        const values = v5.get(field);
        expect([name, field, fields.first(id)]).toEqual([name, field, values?.[0]]);
        expect([name, field, fields.all(id, '|')]).toEqual([name, field, values ? values.join('|') : '']);
      });
    }
  });

  it('matches parseHeaderBlock on text blocks (folded lines, duplicates, CRLF and LF)', () => {
    const fields = new HeaderFields(DETECTION_TABLE);
    for (const [name, block] of blocks) {
      if (block.some((b) => b >= 0x80)) continue;
      const map = parseHeaderBlock(block.toString('latin1'), new Set(FETCH_HEADER_FIELDS));
      fields.read(block);
      for (const [field, values] of map)
        expect([name, field, fields.all(FETCH_HEADER_FIELDS.indexOf(field), '\n')]).toEqual([
          name,
          field,
          values.join('\n'),
        ]);
    }
  });
});

describe('classification by field id', () => {
  it('classifies every block as the former classifier did, signals included', () => {
    for (const [name, block] of blocks)
      for (const inJunk of [false, true]) {
        const map = parseHeaderBlock(block.toString('utf8'));
        expect([name, inJunk, classifyMessage(map, { inJunk })]).toEqual([
          name,
          inJunk,
          classifyV5(map, { inJunk }),
        ]);
      }
  });
});

describe('parseMailDate', () => {
  it('equals Date.parse on the usual form, its edges and odd forms', () => {
    const next = rng(99);
    const days = ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun', 'Xyz', 'mon'];
    const months = [
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
      'jan',
      'Foo',
    ];
    const two = (n: number) => String(n).padStart(2, '0');
    const texts = [
      'Wed, 01 Jan 2020 00:01:00 +0000',
      'Wed, 31 Feb 2020 00:01:00 +0000',
      'Wed, 32 Jan 2020 00:01:00 +0000',
      'Wed, 00 Jan 2020 00:01:00 +0000',
      'Wed, 01 Jan 0020 00:01:00 +0000',
      'Wed, 01 Jan 0999 00:01:00 +0000',
      'Wed, 01 Jan 2020 24:00:00 +0000',
      'Wed, 01 Jan 2020 23:59:60 +0000',
      'Wed, 01 Jan 2020 00:01:00 +2400',
      'Wed, 01 Jan 2020 00:01:00 +0099',
      'Wed, 01 Jan 2020 00:01:00 -0000',
      'Wed,  1 Jan 2020 00:01:00 +0000',
      'Wed, 1 Jan 2020 00:01:00 +0000',
      'Wed, 01 Jan 2020 00:01:00 GMT',
      'Wed, 01 Jan 2020 00:01:00 +0000 (UTC)',
      '01 Jan 2020 00:01:00 +0000',
      'Wed, 01 Jan 2020 0:01:00 +0000',
      'Wed, 01 Jan 2020 00:01:00 *0000',
      'Wed, 0x Jan 2020 00:01:00 +0000',
      'garbage',
      '',
    ];
    for (let i = 0; i < 20_000; i++)
      texts.push(
        `${days[Math.floor(next() * days.length)]}, ${next() < 0.5 ? two(Math.floor(next() * 33)) : Math.floor(next() * 33)} ${months[Math.floor(next() * months.length)]} ${String(Math.floor(next() * 10_000)).padStart(4, '0')} ${two(Math.floor(next() * 26))}:${two(Math.floor(next() * 62))}:${two(Math.floor(next() * 62))} ${next() < 0.5 ? '+' : '-'}${two(Math.floor(next() * 26))}${two(Math.floor(next() * 100))}`,
      );
    for (const t of texts) expect([t, parseMailDate(t)]).toEqual([t, Date.parse(t)]);
  });
});

describe('Message-ID hash', () => {
  it('is the former hash', () => {
    const next = rng(7);
    for (let i = 0; i < 5000; i++) {
      const id = String.fromCharCode(
        ...Array.from({ length: Math.floor(next() * 60) }, () => Math.floor(next() * 0x3000)),
      );
      expect(hashMessageId(id)).toBe(hashV5(id));
    }
    expect(hashMessageId(null)).toBeNull();
  });
});

/** A fetched mail with the given header block. */
function fetched(uid: number, block: Buffer, i: number): FetchedMessage {
  const flags = new Set<string>();
  if (i % 3 === 0) flags.add('\\Seen');
  if (i % 7 === 0) flags.add('\\Answered');
  return {
    uid,
    flags,
    size: 100 + (i % 13),
    internalDate: i % 2 ? '01-Jan-2020 00:01:00 +0000' : null,
    headers: block,
  };
}

describe('messageToRow and chunks', () => {
  it('turns every block into the former row, in INBOX and in Junk', () => {
    blocks.forEach(([name, block], i) => {
      for (const role of ['inbox', 'junk'] as const)
        expect([name, role, messageToRow(fetched(i + 1, block, i), role)]).toEqual([
          name,
          role,
          messageToRowV5(fetched(i + 1, block, i), role),
        ]);
    });
  });

  it('builds the former packs and senders delta (the corpus, hostile blocks and the benchmark mails)', async () => {
    const bench = Array.from({ length: 2000 }, (_, i) => {
      const raw = Buffer.from(benchMessage(i).raw, 'utf8');
      return headerBlock(raw);
    });
    const all = [...blocks.map(([, b]) => b), ...bench];
    const rows = all.map((b, i) =>
      messageToRow(fetched(all.length - i, b, i), i % 5 === 0 ? 'junk' : 'inbox'),
    );
    const v5 = chunkOfRowsV5(rows, 3);
    const now = chunkOfRows(rows, 3);
    expect({ count: now.count, lo: now.lo, hi: now.hi, packs: now.packs, delta: now.delta }).toEqual(v5);
    // The rows given back (a chunk some of whose mails a job stored already) are the ones added, in order.
    expect(await now.rows()).toEqual(rows);
    expect(rows.some((r) => r.sender === '') && rows.some((r) => r.received_ms === null)).toBe(true);
    const empty = chunkOfRows([], 1);
    expect({
      count: empty.count,
      lo: empty.lo,
      hi: empty.hi,
      packs: empty.packs,
      delta: empty.delta,
    }).toEqual(chunkOfRowsV5([], 1));
  });

  it('builds the same chunk straight from the fetched mails (the path of the scan, no rows)', () => {
    const all = blocks.map(([, b]) => b);
    for (const role of ['inbox', 'junk'] as const) {
      const builder = new ChunkBuilder(7);
      all.forEach((b, i) => {
        addToChunk(builder, fetched(all.length - i, b, i), role);
      });
      const now = builder.finish(5);
      const v5 = chunkOfRowsV5(
        all.map((b, i) => messageToRowV5(fetched(all.length - i, b, i), role)),
        5,
      );
      expect({ count: now.count, lo: now.lo, hi: now.hi, packs: now.packs, delta: now.delta }).toEqual(v5);
    }
  });

  it('reads the benchmark stream as the former reader + parser did', () => {
    const parts: Buffer[] = [];
    for (let i = 0; i < 500; i++) {
      const { raw, seen } = benchMessage(i);
      const header = headerBlock(Buffer.from(raw, 'utf8'));
      parts.push(
        Buffer.from(
          `* ${i + 1} FETCH (UID ${i + 1} FLAGS (${seen ? '\\Seen' : ''}) RFC822.SIZE ${raw.length} INTERNALDATE "01-Jan-2020 00:01:00 +0000" BODY[HEADER] {${header.length}}\r\n`,
        ),
        header,
        Buffer.from(')\r\n'),
      );
    }
    const stream = Buffer.concat(parts);
    const rows: unknown[] = [];
    const rowsV5: unknown[] = [];
    const reader = new ResponseReader((text, literals) => {
      const msg = parseFetchAttributes(text, text.indexOf('(') + 1, literals);
      rows.push(messageToRow(msg, 'inbox'));
      rowsV5.push(messageToRowV5(msg, 'inbox'));
    }, false);
    for (let p = 0; p < stream.length; p += 1000) reader.push(stream.subarray(p, p + 1000));
    expect(rows.length).toBe(500);
    expect(rows).toEqual(rowsV5);
  });
});
