import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildExport, createExport, findExport } from '../data/gdpr';
import {
  CO2_GRAMS_PER_DELETED_MAIL,
  ensurePartnerCode,
  feedbackGiven,
  globalStats,
  hasConsent,
  isPushRegistered,
  listPartners,
  listReferrals,
  partnerStats,
  recordActions,
  recordConsent,
  recordFeedback,
  registerPush,
  unregisterPush,
  userActionFigures,
} from '../data/records';
import {
  consumeJob,
  countMagicCodesSince,
  createJob,
  createMagicCode,
  createSession,
  findJob,
  finishJob,
  purgeExpired,
  resolveSession,
  revokeSession,
  useMagicCode,
} from '../data/sessions';
import {
  createUser,
  deleteMailbox,
  deleteUser,
  findMailbox,
  findUser,
  insertMailbox,
  listMailboxes,
  loadApiUser,
  purgeDemoUsers,
  updateMailbox,
  updateUser,
} from '../data/users';
import { migrate } from '../db/migrate';
import { openPg } from '../db/pg-client';
import type { SqlClient } from '../db/sql-client';
import { applyReferral } from '../lib/referral';
import { migratedPglite } from './db-helpers';
import { type PostgresInstance, startPostgres } from './postgres-harness';

interface Backend {
  name: string;
  open(): Promise<{ db: SqlClient; close(): Promise<void> }>;
}

let postgres: PostgresInstance | null = null;

const backends: Backend[] = [
  {
    name: 'PGlite',
    async open() {
      const handle = await migratedPglite();
      return { db: handle.client, close: handle.close };
    },
  },
  {
    name: 'PostgreSQL',
    async open() {
      postgres = await startPostgres();
      const handle = openPg(postgres.url);
      const ran = await migrate(handle.client);
      expect(ran).toContain('server/001_init.sql');
      // A second run applies nothing.
      expect(await migrate(handle.client)).toEqual([]);
      return { db: handle.client, close: handle.close };
    },
  },
];

describe.each(backends)('data layer on $name', (backend) => {
  let db: SqlClient;
  let close: () => Promise<void>;

  beforeAll(async () => {
    ({ db, close } = await backend.open());
  });
  afterAll(async () => {
    await close?.();
    if (backend.name === 'PostgreSQL') postgres?.stop();
  });

  it('creates users with mailboxes, enforces one owner per mailbox and cascades deletes', async () => {
    const user = await createUser(db, { language: 'fr', device: 'web' });
    await insertMailbox(db, {
      userId: user.id,
      email: 'Ada@Example.TEST',
      provider: 'google',
      passwordEnc: 'v1.x.y.z',
    });
    await insertMailbox(db, { userId: user.id, email: 'ada.work@example.test', provider: 'microsoft' });
    const boxes = await listMailboxes(db, user.id);
    expect(boxes.map((box) => [box.email, box.position])).toEqual([
      ['ada@example.test', 0],
      ['ada.work@example.test', 1],
    ]);
    const other = await createUser(db, {});
    await expect(
      insertMailbox(db, { userId: other.id, email: 'ada@example.test', provider: 'google' }),
    ).rejects.toThrow();

    await updateMailbox(db, 'ada@example.test', { is_active: false, mails_to_sort: 12 });
    const api = await loadApiUser(db, user.id);
    expect(api?.accounts[0]).toMatchObject({
      email: 'ada@example.test',
      isActive: false,
      count: 12,
      canBeDisabled: true,
    });
    expect(api?.accounts[1]).toMatchObject({ isActive: true, canBeDisabled: false });
    expect(api?.anonymous).toBe(true);

    await updateUser(db, user.id, { firstname: 'Ada', birth_year: 1990 });
    expect((await loadApiUser(db, user.id))?.anonymous).toBe(false);

    await deleteMailbox(db, 'ada.work@example.test');
    expect(await listMailboxes(db, user.id)).toHaveLength(1);
    await deleteUser(db, user.id);
    expect(await findMailbox(db, 'ada@example.test')).toBeNull();
  });

  it('stores session tokens hashed and revokes them', async () => {
    const user = await createUser(db, {});
    const token = await createSession(db, user.id);
    const stored = await db.query<{ token_hash: string }>(
      'SELECT token_hash FROM sessions WHERE user_id = $1',
      [user.id],
    );
    expect(stored.rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored.rows[0]?.token_hash).not.toContain(token);
    expect(await resolveSession(db, token)).toBe(user.id);
    await revokeSession(db, token);
    expect(await resolveSession(db, token)).toBeNull();
  });

  it('runs async jobs to a single hand-out', async () => {
    const token = await createJob(db, { kind: 'login', subject: 'x@example.test' });
    expect((await findJob(db, token))?.state).toBe('pending');
    await finishJob(db, token, { resultEnc: 'sealed' });
    expect((await findJob(db, token))?.result_enc).toBe('sealed');
    expect(await consumeJob(db, token)).toBe(true);
    expect(await consumeJob(db, token)).toBe(false);
    const failed = await createJob(db, { kind: 'login' });
    await finishJob(db, failed, { errorCode: 'invalid_credentials', errorData: { reason: 'x' } });
    expect(await findJob(db, failed)).toMatchObject({
      state: 'error',
      error_code: 'invalid_credentials',
      error_data: { reason: 'x' },
    });
  });

  it('purges old jobs, expired codes, revoked sessions and old exports only', async () => {
    const user = await createUser(db, {});
    const live = await createSession(db, user.id);
    const revoked = await createSession(db, user.id);
    await revokeSession(db, revoked);
    const job = await createJob(db, { kind: 'login' });
    await createMagicCode(db, { userId: user.id, email: 'p@example.test', ttlMs: -1000 });
    const fresh = await createExport(db, user.id, (key) => key);
    const old = await createExport(db, user.id, (key) => key);
    expect(await purgeExpired(db, 60_000)).toBe(0);
    await db.query("UPDATE sessions SET revoked_at = now() - interval '2 days' WHERE revoked_at IS NOT NULL");
    await db.query("UPDATE async_jobs SET created_at = now() - interval '2 days'");
    await db.query("UPDATE magic_codes SET expires_at = now() - interval '2 days'");
    await db.query("UPDATE gdpr_exports SET created_at = now() - interval '25 hours' WHERE id = $1", [
      old.id,
    ]);
    expect(await purgeExpired(db)).toBeGreaterThanOrEqual(4);
    expect(await findJob(db, job)).toBeNull();
    expect(await resolveSession(db, live)).toBe(user.id);
    expect(await findExport(db, old.id)).toBeNull();
    expect((await findExport(db, fresh.id))?.id).toBe(fresh.id);
  });

  it('purges week-old discovery users with generated mailboxes only', async () => {
    const visitor = await createUser(db, { demo: true });
    await insertMailbox(db, { userId: visitor.id, email: 'v1@demo.tidyfox.test', provider: 'google' });
    const mixed = await createUser(db, { demo: true });
    await insertMailbox(db, { userId: mixed.id, email: 'v2@demo.tidyfox.test', provider: 'google' });
    await insertMailbox(db, { userId: mixed.id, email: 'real@example.test', provider: 'gmx' });
    const lookalike = await createUser(db, { demo: true });
    await insertMailbox(db, { userId: lookalike.id, email: 'v3@demoxtidyfox.test', provider: 'google' });
    const fresh = await createUser(db, { demo: true });
    const real = await createUser(db, {});
    await db.query("UPDATE users SET created_at = now() - interval '8 days' WHERE id <> $1", [fresh.id]);
    const week = 7 * 24 * 3_600_000;
    expect(await purgeDemoUsers(db, 'demo.tidyfox.test', week)).toBeGreaterThanOrEqual(1);
    expect(await findUser(db, visitor.id)).toBeNull();
    expect(await findMailbox(db, 'v1@demo.tidyfox.test')).toBeNull();
    for (const kept of [mixed, lookalike, fresh, real])
      expect((await findUser(db, kept.id))?.id).toBe(kept.id);
  });

  it('uses magic codes once and refuses expired ones', async () => {
    const user = await createUser(db, {});
    const code = await createMagicCode(db, { userId: user.id, email: 'm@example.test', ttlMs: 60_000 });
    expect(await useMagicCode(db, code)).toEqual({ ok: true, userId: user.id });
    expect(await useMagicCode(db, code)).toEqual({ ok: false, reason: 'used' });
    const hourAgo = new Date(Date.now() - 3_600_000);
    expect(await countMagicCodesSince(db, 'M@example.test', hourAgo)).toBe(1);
    expect(await countMagicCodesSince(db, 'other@example.test', hourAgo)).toBe(0);
    expect(await countMagicCodesSince(db, 'm@example.test', new Date(Date.now() + 60_000))).toBe(0);
    const expired = await createMagicCode(db, { userId: user.id, email: 'm@example.test', ttlMs: -1000 });
    expect(await useMagicCode(db, expired)).toEqual({ ok: false, reason: 'expired' });
    expect(await useMagicCode(db, 'nope')).toEqual({ ok: false, reason: 'invalid' });
  });

  it('computes user, global and partner statistics from recorded actions', async () => {
    const before = await globalStats(db);
    const weForestBefore = await partnerStats(db, 'we-forest');
    const user = await createUser(db, {});
    await updateUser(db, user.id, { referred_by_partner: 'we-forest', referred_at: new Date() });
    await insertMailbox(db, { userId: user.id, email: 'stats@example.test', provider: 'other' });
    await recordActions(db, user.id, 'delete', [
      { mailboxEmail: 'stats@example.test', sender: 'a@news.example', mails: 10, sizeKo: 100.5 },
      { mailboxEmail: 'stats@example.test', sender: 'b@news.example', mails: 5, sizeKo: 50 },
    ]);
    await recordActions(db, user.id, 'keep', [
      { mailboxEmail: 'stats@example.test', sender: 'c@news.example', mails: 0, sizeKo: 0 },
    ]);
    await recordActions(db, user.id, 'block', [
      { mailboxEmail: 'stats@example.test', sender: 'a@news.example', mails: 0, sizeKo: 0 },
    ]);
    expect(await userActionFigures(db, user.id)).toEqual({
      deletedMails: 15,
      storageSavedInKo: 150.5,
      treatedNewsletters: 3,
    });
    const after = await globalStats(db);
    expect(after.deletedMails - before.deletedMails).toBe(15);
    const weForest = await partnerStats(db, 'we-forest');
    expect(weForest.referees - weForestBefore.referees).toBe(1);
    expect(weForest.deleted - weForestBefore.deleted).toBe(15);
    expect(weForest.co2).toBe(weForest.deleted * CO2_GRAMS_PER_DELETED_MAIL);
    expect(weForest.sqm).toBeGreaterThan(weForestBefore.sqm);
    const all = await partnerStats(db, null);
    expect(all.referees).toBeGreaterThanOrEqual(weForest.referees);
  });

  it('seeds partners, generates unique referral codes and refuses double referrals', async () => {
    const partners = await listPartners(db);
    expect(partners.map((p) => p.code)).toContain('we-forest');
    const referrer = await createUser(db, {});
    await updateUser(db, referrer.id, { firstname: 'Grace' });
    const code = await ensurePartnerCode(db, referrer.id);
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    expect(await ensurePartnerCode(db, referrer.id)).toBe(code);
    const referee = await createUser(db, {});
    await updateUser(db, referee.id, { firstname: 'Linus' });
    expect(await applyReferral(db, referee.id, 'NOPE1234')).toBe('unknown_code');
    expect(await applyReferral(db, referrer.id, code)).toBe('unknown_code');
    expect(await applyReferral(db, referee.id, code.toLowerCase())).toBe('ok');
    expect(await applyReferral(db, referee.id, 'we-forest')).toBe('already_referred');
    const referrals = await listReferrals(db, referrer.id);
    expect(referrals).toHaveLength(1);
    expect(referrals[0]?.name).toBe('Linus');
  });

  it('records consents, feedback and push registrations', async () => {
    await recordConsent(db, {
      email: 'Consent@Example.test',
      kind: 'terms',
      language: 'en',
      signUp: { utmSource: 'x' },
    });
    expect(await hasConsent(db, 'consent@example.test')).toBe(true);
    const user = await createUser(db, {});
    expect(await feedbackGiven(db, user.id, 'web', '1.0')).toBe(false);
    await recordFeedback(db, user.id, {
      device: 'web',
      version: '1.0',
      mood: 'happy',
      tags: ['speed'],
      message: 'Nice',
    });
    expect(await feedbackGiven(db, user.id, 'web', '1.0')).toBe(true);
    expect(await feedbackGiven(db, user.id, 'web', '2.0')).toBe(false);
    await registerPush(db, user.id, {
      appInstanceId: 'i1',
      subscription: '{"endpoint":"https://push.example/1"}',
    });
    await registerPush(db, user.id, {
      appInstanceId: 'i1',
      subscription: '{"endpoint":"https://push.example/2"}',
    });
    expect(await isPushRegistered(db, user.id, 'i1')).toBe(true);
    await unregisterPush(db, user.id, 'i1');
    expect(await isPushRegistered(db, user.id, 'i1')).toBe(false);
  });

  it('builds a GDPR export with the personal records and no secrets', async () => {
    const user = await createUser(db, { language: 'de', signUp: { utmSource: 'press', utmMedium: '' } });
    await updateUser(db, user.id, { firstname: 'Hedy' });
    await insertMailbox(db, {
      userId: user.id,
      email: 'hedy@example.test',
      provider: 'gmx',
      passwordEnc: 'v1.secret',
    });
    await recordActions(db, user.id, 'delete', [
      { mailboxEmail: 'hedy@example.test', sender: 'promo@shop.example', mails: 3, sizeKo: 9 },
    ]);
    const { id, key } = await createExport(db, user.id, (value) => `sealed:${value}`);
    expect((await findExport(db, id))?.state).toBe('pending');
    await buildExport(db, id);
    const row = await findExport(db, id);
    expect(row?.state).toBe('ready');
    expect(row?.key_enc).toBe(`sealed:${key}`);
    expect(row?.content).toContain('First name: Hedy');
    expect(row?.content).toContain('hedy@example.test');
    expect(row?.content).toContain('promo@shop.example');
    expect(row?.content).toContain('Sign-up source: {"utmSource":"press"}');
    expect(row?.content).not.toContain('v1.secret');
    expect(row?.content).toContain('== Statistics ==');
    expect(row?.content).toContain('Deleted mails: 3');
    expect(row?.content).toContain('Storage saved (KB): 9');
    expect(row?.content).toContain('Decisions "delete": 1 senders, 3 mails');
    expect(row?.content).toMatch(/^Format: plain text/m);
  });
});
