import { brotliDecompressSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { type ActionItem, endpoints } from '../../src/shared/api/contract';
import type { AppContext } from '../context';
import { recordActions } from '../data/records';
import {
  listMailboxes,
  type MailboxFigures,
  type MailboxRow,
  mailboxesChanged,
  mailboxesMark,
  toApiMailbox,
  updateMailboxFigures,
} from '../data/users';
import { isDemoAddress } from '../engine/demo/generator';
import type { ActionOutcome, EngineOwner, SenderAction, SenderRollback } from '../engine/port';
import { acceptedEncoding, etagOf, SizedLru, Slots, sendCompressedAnswer } from '../lib/answers';
import { badRequest } from '../lib/errors';
import { ownerFromRows, ownerOf } from '../lib/owner';
import { defineRoute } from '../lib/route';

const ACTION_ROUTES = {
  subscriptionsDelete: 'delete',
  subscriptionsBlock: 'block',
  subscriptionsKeep: 'keep',
  subscriptionsPostpone: 'postpone',
} as const satisfies Record<string, SenderAction>;

const ROLLBACK_ROUTES = {
  subscriptionsUnblock: 'unblock',
  subscriptionsRelease: 'release',
} as const satisfies Record<string, SenderRollback>;

const LIST_ROUTES = {
  subscriptionsBlocked: 'blocked',
  subscriptionsKept: 'kept',
  subscriptionsPostponed: 'postponed',
} as const;

/** Lower-cases addresses and drops duplicates (lists are de-duplicated by sender plus mailbox). */
const normalise = (items: ActionItem[]) => {
  const seen = new Map<string, ActionItem>();
  for (const item of items) {
    const ref = { email: item.email.toLowerCase(), sender: item.sender.toLowerCase() };
    seen.set(`${ref.email} ${ref.sender}`, ref);
  }
  return [...seen.values()];
};

const toRecords = (outcomes: ActionOutcome[]) =>
  outcomes
    .filter((outcome) => outcome.found)
    .map((outcome) => ({
      mailboxEmail: outcome.email,
      sender: outcome.sender,
      mails: outcome.mailsRemoved,
      sizeKo: outcome.sizeKo,
    }));

/** What of the mailbox rows shows in the list answer (secrets left out). */
const rowsFingerprint = (rows: MailboxRow[]) =>
  JSON.stringify(rows.map(({ password_enc: _p, oauth_refresh_enc: _o, ...visible }) => visible));

/** List answers built at the same time (the rest wait their turn). */
const BUILDS_AT_ONCE = 2;

/** A list answer prepared once and served while nothing it depends on changed. */
interface PreparedList {
  bytes: number;
  /** The engine's fingerprint and the visible mailbox rows it was built from. */
  version: string;
  engineVersion: string;
  /** The active mailboxes' addresses (what the engine's fingerprint needs). */
  addresses: EngineOwner;
  /** mailboxesMark() of the user when its rows were last read, and when (ms). */
  rowsMark: number;
  rowsReadAt: number;
  etag: string;
  /** The answer: serialized until its brotli bytes are ready, then only those (about a tenth). */
  json: string | null;
  br: Buffer | null;
}

export function registerSubscriptionRoutes(app: FastifyInstance, ctx: AppContext): void {
  // Per user: the last finished list, serialized. Pollers of an unchanged list get it as it is (no
  // rebuild, no serialization; with their ETag a 304), bounded to 128 MB over all users.
  const prepared = new SizedLru<PreparedList>(128 * 1024 * 1024);
  const builds = new Slots(BUILDS_AT_ONCE);
  const serve = (request: FastifyRequest, reply: FastifyReply, hit: PreparedList) => {
    if (hit.br && acceptedEncoding(request) === 'br') {
      return sendCompressedAnswer(request, reply, { etag: hit.etag, encoding: 'br', data: hit.br }) as never;
    }
    reply.header('etag', hit.etag).type('application/json; charset=utf-8');
    // A client without brotli (rare): the text again from the kept bytes (the encoding hook gzips it).
    return (hit.json ?? brotliDecompressSync(hit.br!).toString()) as never;
  };
  /** Keeps only the compressed bytes of a prepared answer once they are ready. */
  const compactLater = (userId: string, entry: PreparedList) => {
    if (!entry.json || entry.json.length < 1024) return;
    app
      .compressAnswer('br', entry.etag, entry.json)
      .then((br) => {
        if (prepared.get(userId) !== entry) return;
        entry.br = br;
        entry.json = null;
        entry.bytes = br.length + 1024;
        prepared.set(userId, entry);
      })
      .catch(() => undefined);
  };

  defineRoute(app, ctx, 'subscriptions', async ({ query, userId, request, reply }) => {
    // A poll of an unchanged list: no database read while this process changed none of the user's
    // mailbox rows (and read them less than STATE_CACHE_SECONDS ago), only the engine's fingerprint.
    const known = query.since ? undefined : prepared.get(userId);
    if (
      known &&
      known.rowsMark === mailboxesMark(userId) &&
      Date.now() - known.rowsReadAt < ctx.config.stateCacheMs &&
      (await ctx.engine.version?.(known.addresses)) === known.engineVersion
    ) {
      return serve(request, reply, known);
    }
    const rowsMark = mailboxesMark(userId);
    const rowsReadAt = Date.now();
    const rows = await listMailboxes(ctx.db, userId);
    // The fingerprint needs the addresses only: credentials are decrypted when the list is built.
    const addresses: EngineOwner = {
      userId,
      mailboxes: rows
        .filter((row) => row.is_active)
        .map((row) => ({ email: row.email, provider: row.provider, imap: null })),
    };
    const engineVersion = query.since ? null : ((await ctx.engine.version?.(addresses)) ?? null);
    if (engineVersion) {
      const hit = prepared.get(userId);
      if (hit && hit.version === `${engineVersion}#${rowsFingerprint(rows)}`) {
        hit.rowsMark = rowsMark;
        hit.rowsReadAt = rowsReadAt;
        return serve(request, reply, hit);
      }
    }
    // A crowd of first polls (every user's list to build) queues here instead of holding every build's
    // memory at once; one that waited may find its list prepared meanwhile.
    const release = await builds.take();
    try {
      if (engineVersion) {
        const hit = prepared.get(userId);
        if (hit && hit.version === `${engineVersion}#${rowsFingerprint(rows)}`)
          return serve(request, reply, hit);
      }
      const owner = ownerFromRows(ctx, userId, rows);
      const snapshot = await ctx.engine.getSubscriptions(
        owner,
        query.since ? new Date(query.since) : undefined,
      );
      const refused = new Set(snapshot.refusedMailboxes ?? []);
      // The figures the rows keep (written in one statement; the answer shows the new values).
      const figures = new Map<string, MailboxFigures>();
      const change = (row: MailboxRow) => {
        const entry = figures.get(row.email) ?? { email: row.email };
        figures.set(row.email, entry);
        return entry;
      };
      for (const row of rows) {
        if (refused.has(row.email) && !row.invalid_grant) {
          // The next sign-in with this address answers reconnected-invalid-grant and clears the flag.
          change(row).invalid_grant = true;
          row.invalid_grant = true;
        }
        const toSort = snapshot.mailsToSortByMailbox[row.email];
        if (toSort !== undefined && toSort !== row.mails_to_sort) {
          change(row).mails_to_sort = toSort;
          row.mails_to_sort = toSort;
        }
      }
      if (snapshot.status === 'done') {
        const found = new Map<string, number>();
        for (const item of snapshot.subscriptions) found.set(item.email, (found.get(item.email) ?? 0) + 1);
        for (const row of rows) {
          const count = found.get(row.email) ?? 0;
          if (row.is_active && count > row.newsletters_found) {
            change(row).newsletters_found = count;
            row.newsletters_found = count;
          }
        }
      }
      await updateMailboxFigures(ctx.db, [...figures.values()]);
      const answer = {
        subscriptions: snapshot.subscriptions,
        incrementalSubscriptions: snapshot.incrementalSubscriptions,
        extras: {
          serverTime: new Date().toISOString(),
          progress: snapshot.progress,
          scannedMails: snapshot.scannedMails,
          totalMails: snapshot.totalMails,
          spams: snapshot.subscriptions.filter((item) => item.type === 'spams').length,
          later: snapshot.subscriptions.filter((item) => item.type === 'later').length,
        },
        mailboxes: rows.map((row) => toApiMailbox(row, rows)),
        status: snapshot.status,
        retry: snapshot.retry,
      };
      // Kept only when nothing moved while it was built (the same version before and after).
      const settled =
        engineVersion && snapshot.status === 'done' ? await ctx.engine.version?.(addresses) : null;
      if (!settled || settled !== engineVersion) return answer;
      // Serialized as the contract's serializer would (validated), once for every poll until a change.
      const json = JSON.stringify(endpoints.subscriptions.response.parse(answer));
      const entry: PreparedList = {
        bytes: json.length * 2,
        version: `${settled}#${rowsFingerprint(rows)}`,
        engineVersion: settled,
        addresses,
        rowsMark,
        rowsReadAt,
        etag: etagOf(json),
        json,
        br: null,
      };
      prepared.set(userId, entry);
      compactLater(userId, entry);
      return serve(request, reply, entry);
    } finally {
      release();
    }
  });

  for (const [name, action] of Object.entries(ACTION_ROUTES) as Array<
    [keyof typeof ACTION_ROUTES, SenderAction]
  >) {
    defineRoute(app, ctx, name, async ({ body, userId }) => {
      const { owner } = await ownerOf(ctx, userId);
      const outcomes = await ctx.engine.applyAction(owner, action, normalise(body.subscriptions));
      const records = toRecords(outcomes);
      await recordActions(ctx.db, userId, action, records);
      return { done: true as const, count: records.length };
    });
  }

  for (const [name, rollback] of Object.entries(ROLLBACK_ROUTES) as Array<
    [keyof typeof ROLLBACK_ROUTES, SenderRollback]
  >) {
    defineRoute(app, ctx, name, async ({ body, userId }) => {
      const { owner } = await ownerOf(ctx, userId);
      const outcomes = await ctx.engine.rollback(owner, rollback, normalise(body.subscriptions));
      const records = toRecords(outcomes);
      await recordActions(ctx.db, userId, rollback, records);
      return { done: true as const, count: records.length };
    });
  }

  for (const [name, list] of Object.entries(LIST_ROUTES) as Array<
    [keyof typeof LIST_ROUTES, 'blocked' | 'kept' | 'postponed']
  >) {
    defineRoute(app, ctx, name, async ({ userId }) => {
      const { owner } = await ownerOf(ctx, userId);
      return { subscriptions: await ctx.engine.listDecisions(owner, list) };
    });
  }

  defineRoute(app, ctx, 'demoReset', async ({ userId }) => {
    const rows = await listMailboxes(ctx.db, userId);
    const user = await ctx.db.query<{ demo: boolean }>('SELECT demo FROM users WHERE id = $1', [userId]);
    if (!user.rows[0]?.demo && !rows.every((row) => isDemoAddress(row.email)))
      throw badRequest('invalid_request', { reason: 'not a demo user' });
    for (const row of rows) await ctx.engine.forgetMailbox(userId, row.email);
    await ctx.db.query('DELETE FROM actions WHERE user_id = $1', [userId]);
    await ctx.db.query('UPDATE mailboxes SET mails_to_sort = 0, newsletters_found = 0 WHERE user_id = $1', [
      userId,
    ]);
    mailboxesChanged(userId);
    return { done: true as const };
  });
}
