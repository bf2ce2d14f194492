import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SqlClient } from '../../db/sql-client';
import { BODY_TAIL_BYTES, findBodyUnsubscribeLink } from '../body-link';
import { classifyMessage, FETCH_HEADER_FIELDS } from '../detection';
import { createMailEngine, type MailEngine } from '../engine';
import { parseAddress, parseHeaderBlock } from '../headers';
import { type Dovecot, startDovecot } from '../testing/dovecot';
import { createTestDb, dovecotConfig } from '../testing/fixtures';

const CORPUS = join(dirname(fileURLToPath(import.meta.url)), 'corpus');
type Label = 'newsletter' | 'spam' | 'transactional' | 'personal';
const labels = JSON.parse(readFileSync(join(CORPUS, 'labels.json'), 'utf8')) as Record<
  string,
  { label: Label; folder: 'inbox' | 'junk' }
>;

interface Sample {
  file: string;
  label: Label;
  folder: 'inbox' | 'junk';
  raw: string;
  sender: string;
}

const samples: Sample[] = readdirSync(CORPUS)
  .filter((f) => f.endsWith('.eml'))
  .sort()
  .map((file) => {
    const meta = labels[file];
    if (!meta) throw new Error(`${file} has no label in labels.json`);
    const raw = readFileSync(join(CORPUS, file), 'utf8');
    const sender = parseAddress(parseHeaderBlock(raw).get('from')?.[0])?.address ?? '';
    return { file, ...meta, raw, sender };
  });

const shouldList = (s: Sample) => s.label === 'newsletter' || s.label === 'spam';

/** What the scan reads of a body: its last BODY_TAIL_BYTES bytes. */
const tailOf = (raw: string) => {
  const bytes = Buffer.from(raw, 'utf8');
  return bytes.subarray(Math.max(0, bytes.length - BODY_TAIL_BYTES)).toString('utf8');
};

/**
 * What the detector decides from exactly the header fields the scan fetches, and for a sender without any
 * header evidence, from the bounded tail of its body.
 */
function detectorLists(s: Sample): boolean {
  const all = parseHeaderBlock(s.raw);
  const fetched = new Map([...all].filter(([name]) => FETCH_HEADER_FIELDS.includes(name)));
  const c = classifyMessage(fetched, { inJunk: s.folder === 'junk' });
  if (c.bulk || c.spam > 0.5) return true;
  return findBodyUnsubscribeLink(tailOf(s.raw)) !== null;
}

function score(predict: (s: Sample) => boolean) {
  let tp = 0;
  let fp = 0;
  let fn = 0;
  const wrong: string[] = [];
  for (const s of samples) {
    const p = predict(s);
    const truth = shouldList(s);
    if (p && truth) tp += 1;
    if (p && !truth) {
      fp += 1;
      wrong.push(`FP ${s.file} (${s.label})`);
    }
    if (!p && truth) {
      fn += 1;
      wrong.push(`FN ${s.file} (${s.label})`);
    }
  }
  return { precision: tp / (tp + fp), recall: tp / (tp + fn), tp, fp, fn, wrong };
}

describe('newsletter and spam detection on the labelled corpus', () => {
  it('covers many sending platforms and every class', () => {
    const counts = samples.reduce<Record<string, number>>((acc, s) => {
      acc[s.label] = (acc[s.label] ?? 0) + 1;
      return acc;
    }, {});
    expect(counts.newsletter).toBeGreaterThanOrEqual(20);
    expect(counts.transactional).toBeGreaterThanOrEqual(8);
    expect(counts.personal).toBeGreaterThanOrEqual(8);
    expect(counts.spam).toBeGreaterThanOrEqual(5);
  });

  it('reaches the precision / recall floors and never lists a person', () => {
    const result = score(detectorLists);
    console.log(
      `[corpus] ${samples.length} messages: precision ${result.precision.toFixed(3)}, recall ${result.recall.toFixed(3)} ` +
        `(tp ${result.tp}, fp ${result.fp}, fn ${result.fn})${result.wrong.length ? `; ${result.wrong.join('; ')}` : ''}`,
    );
    expect(result.precision).toBeGreaterThanOrEqual(0.9);
    expect(result.recall).toBeGreaterThanOrEqual(0.9);
    expect(samples.filter((s) => s.label === 'personal' && detectorLists(s)).map((s) => s.file)).toEqual([]);
  });

  it('scores spam confidence above 0.5 only for spam', () => {
    for (const s of samples) {
      const c = classifyMessage(parseHeaderBlock(s.raw), { inJunk: s.folder === 'junk' });
      expect([s.file, c.spam > 0.5]).toEqual([s.file, s.label === 'spam']);
      expect(c.spam).toBeGreaterThanOrEqual(0);
      expect(c.spam).toBeLessThanOrEqual(1);
    }
  });
});

describe('classes of real mail that used to be misjudged', () => {
  const byPrefix = (prefix: string) => samples.filter((s) => s.file.startsWith(prefix));
  const classify = (s: Sample) => classifyMessage(parseHeaderBlock(s.raw), { inJunk: s.folder === 'junk' });

  it('an auto-reply never makes its sender bulk (Precedence: bulk, empty Return-Path and all)', () => {
    const replies = byPrefix('autoreply-');
    expect(replies.length).toBeGreaterThanOrEqual(3);
    for (const s of replies)
      expect([s.file, classify(s).bulk, detectorLists(s)]).toEqual([s.file, false, false]);
  });

  it('a list post whose author signature the list broke is a list, not spam', () => {
    const posts = byPrefix('list-');
    expect(posts.length).toBeGreaterThanOrEqual(3);
    for (const s of posts) {
      const c = classify(s);
      expect([s.file, c.bulk, c.spam <= 0.5]).toEqual([s.file, true, true]);
    }
  });

  it('a newsletter misfiled in Junk with signed one-click headers is not spam; a forged one still is', () => {
    const misfiled = byPrefix('junk-misfiled-');
    expect(misfiled.length).toBeGreaterThanOrEqual(2);
    for (const s of misfiled) expect([s.file, classify(s).spam <= 0.5]).toEqual([s.file, true]);
    const forged = samples.find((s) => s.file === 'spam-forged-one-click-junk.eml')!;
    expect(classify(forged).spam).toBeGreaterThan(0.5);
  });
});

describe('newsletters with only a link in their body', () => {
  it("finds the unsubscribe link in the bounded tail (quoted-printable, base64, plain text), not in a person's links", () => {
    const link = (file: string) => findBodyUnsubscribeLink(tailOf(samples.find((s) => s.file === file)!.raw));
    expect(link('body-only-html-qp.eml')).toBe('https://boutique-lumiere.example/prefs/unsub?u=123&l=fr');
    expect(link('body-only-base64-large.eml')).toBe('https://news.riverpress.example/u/9f8e7d?list=weekly');
    expect(link('body-only-plain.eml')).toBe('https://chessclub.example/members/unsubscribe?id=77');
    expect(link('personal-shared-link.eml')).toBeNull();
    // The large one's link lies beyond the first BODY_TAIL_BYTES: only a tail read finds it.
    const large = samples.find((s) => s.file === 'body-only-base64-large.eml')!.raw;
    expect(Buffer.byteLength(large)).toBeGreaterThan(2 * BODY_TAIL_BYTES);
    expect(findBodyUnsubscribeLink(large.slice(0, BODY_TAIL_BYTES))).toBeNull();
  });
});

describe('the same corpus through a real scan', () => {
  let dovecot: Dovecot;
  let db: { sql: SqlClient; close: () => Promise<void> };
  let engine: MailEngine;
  const bodyChecks: Array<{ fetched: number; found: number; maxBytes: number }> = [];
  beforeAll(async () => {
    [dovecot, db] = await Promise.all([startDovecot(), createTestDb()]);
    engine = await createMailEngine({
      sql: db.sql,
      config: dovecotConfig(dovecot, 'corpus.test', {
        log: (event, data) => {
          if (event === 'body_check') bodyChecks.push(data as (typeof bodyChecks)[number]);
        },
      }),
    });
  });
  afterAll(async () => {
    await engine?.stop();
    await Promise.all([db?.close(), dovecot?.dispose()]);
  });

  it('lists exactly the senders the detector picks, spam typed as spams', async () => {
    const user = 'ivy@corpus.test';
    dovecot.addUser(user, 'pw');
    for (const s of samples) dovecot.deliver(user, s.folder === 'junk' ? 'Junk' : 'INBOX', s.raw);
    await engine.upsertMailbox({ id: 'mb-ivy', email: user, auth: { password: 'pw' } });
    expect(await engine.scanNow('mb-ivy')).toBe('done');
    const res = await engine.getSubscriptions(['mb-ivy']);
    const listed = res.subscriptions.map((s) => s.sender).sort();
    expect(listed).toEqual([...new Set(samples.filter(detectorLists).map((s) => s.sender))].sort());
    const spams = res.subscriptions
      .filter((s) => s.type === 'spams')
      .map((s) => s.sender)
      .sort();
    expect(spams).toEqual(
      samples
        .filter((s) => s.label === 'spam')
        .map((s) => s.sender)
        .sort(),
    );
    const mc = res.subscriptions.find((s) => s.sender === 'hello@weeklyroast.example')!;
    expect(mc).toMatchObject({ name: 'The Weekly Roast', listId: '8a2f0e1mc.list-id.mcsv.net' });
    expect(mc.unsubscribe.oneClick).toBe(true);
    expect(mc.unsubscribe.mailto).toMatch(/^mailto:unsubscribe-mc/);
    // Body-only newsletters: listed with their link (web-link: offered to the user, never fetched).
    const river = res.subscriptions.find((s) => s.sender === 'weekly@riverpress.example')!;
    expect(river.unsubscribe).toEqual({ http: 'https://news.riverpress.example/u/9f8e7d?list=weekly' });
    // One bounded read per sender without header evidence, and none on the next scan.
    const checks = bodyChecks.splice(0);
    const senders = new Set(samples.map((s) => s.sender));
    expect(checks).toHaveLength(1);
    expect(checks[0]!.maxBytes).toBe(BODY_TAIL_BYTES);
    expect(checks[0]!.fetched).toBeLessThan(senders.size);
    expect(checks[0]!.found).toBe(3);
    expect(await engine.scanNow('mb-ivy')).toBe('done');
    expect(bodyChecks).toEqual([]);
  });
});

describe('sender display names', () => {
  it('turns control characters into spaces (a NUL made the database refuse the whole scan) and keeps the rest as text', () => {
    const encoded = `=?UTF-8?B?${Buffer.from('Bell\u0007Esc\u001b[31mRed\u0000Nul\tTab', 'utf8').toString('base64')}?=`;
    expect(parseAddress(`${encoded} <control@hostile.example>`)).toEqual({
      name: 'Bell Esc [31mRed Nul Tab',
      address: 'control@hostile.example',
    });
    expect(parseAddress('"<img src=x>" <markup@hostile.example>')?.name).toBe('<img src=x>');
    expect(parseAddress('"Invoice \u202Egnp.exe\u2066x\u2069" <rlo@hostile.example>')?.name).toBe(
      'Invoice gnp.exex',
    );
    expect(parseAddress('news@a.example (\u0000)')).toEqual({ name: null, address: 'news@a.example' });
  });
});
