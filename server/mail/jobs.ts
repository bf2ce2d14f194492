/**
 * Durable actions. Every action is first recorded in mail_jobs (in the same transaction as the decision),
 * then a worker claims jobs with a lease (state 'running', lease_until), runs them, retries failures with
 * exponential backoff, and a job whose worker died is reclaimed after its lease expires. Steps are
 * checkpointed in `progress` and the moves are idempotent per UID, so a retried job never double-counts.
 */
import type { ImapFlow } from 'imapflow';
import { SPAM_CONFIDENCE_THRESHOLD } from '../../src/shared/config/constants';
import { type EngineContext, loadMailbox, type MailboxRecord, sleep } from './context';
import { resolveFolders, uidSet } from './folders';
import { closeImap, connectImap, createImapClient, must } from './imap';
import { explodePacks } from './packs';
import type { MessageRow } from './scan-types';
import { FETCH_QUERY, insertRows, messageToRow } from './scanner';
import { refreshSenders } from './senders';
import type { UnsubscribeOutcome, UnsubscribeProof, UnsubscribeResult } from './types';
import { postOneClick, sendMailtoUnsubscribe } from './unsubscribe';

export type JobKind = 'delete' | 'unsubscribe' | 'sweep';

interface JobRow {
  id: string;
  mailbox_id: string;
  kind: JobKind;
  sender: string | null;
  list_id: string | null;
  /** The job covers every List-Id mail of the sender (not only `list_id`). */
  list_scope: boolean;
  attempts: number;
  progress: Record<string, unknown> | string;
}

const MOVE_CHUNK = 500;

export async function enqueueJob(
  sql: EngineContext['sql'],
  job: {
    mailboxId: string;
    kind: JobKind;
    sender?: string | null;
    listId?: string | null;
    listScope?: boolean;
  },
): Promise<number> {
  const res = await sql.query<{ id: string }>(
    'INSERT INTO mail_jobs (mailbox_id, kind, sender, list_id, list_scope) VALUES ($1, $2, $3, $4, $5) RETURNING id::text',
    [job.mailboxId, job.kind, job.sender ?? null, job.listId ?? null, job.listScope ?? false],
  );
  return Number(res.rows[0]!.id);
}

async function claimJob(ctx: EngineContext): Promise<JobRow | null> {
  const res = await ctx.sql.query<JobRow>(
    `UPDATE mail_jobs SET state = 'running', lease_owner = $1, attempts = attempts + 1,
       lease_until = now() + ($2::int * interval '1 millisecond')
     WHERE id = (
       SELECT id FROM mail_jobs
       WHERE (state = 'queued' AND run_at <= now()) OR (state = 'running' AND lease_until < now())
       ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
     RETURNING id::text, mailbox_id, kind, sender, list_id, list_scope, attempts, progress`,
    [ctx.config.instanceId, ctx.config.jobs.leaseMs],
  );
  return res.rows[0] ?? null;
}

async function saveProgress(
  ctx: EngineContext,
  jobId: string,
  progress: Record<string, unknown>,
): Promise<void> {
  await ctx.sql.query('UPDATE mail_jobs SET progress = $2::jsonb WHERE id = $1::bigint', [
    jobId,
    JSON.stringify(progress),
  ]);
}

async function withImap<T>(
  ctx: EngineContext,
  mb: MailboxRecord,
  fn: (client: ImapFlow) => Promise<T>,
): Promise<T> {
  const client = createImapClient(mb.settings.imap, mb.email, mb.auth, ctx.config.imapTimeouts);
  ctx.clients.add(client);
  try {
    await connectImap(client);
    return await fn(client);
  } finally {
    ctx.clients.delete(client);
    await closeImap(client);
  }
}

async function moveUids(ctx: EngineContext, client: ImapFlow, uids: number[], trash: string): Promise<void> {
  const range = uidSet(uids);
  if (client.capabilities.has('MOVE')) {
    ctx.log('trash_move', { method: 'move', count: uids.length });
    must(await client.messageMove(range, trash, { uid: true }), 'MOVE');
    return;
  }
  ctx.log('trash_move', { method: 'copy-expunge', count: uids.length });
  // RFC 3501 fallback: COPY, flag \Deleted, EXPUNGE (UID EXPUNGE with UIDPLUS so others' deletions stay).
  must(await client.messageCopy(range, trash, { uid: true }), 'COPY');
  must((await client.messageDelete(range, { uid: true })) || undefined, 'STORE/EXPUNGE');
}

interface Scope {
  sender: string;
  /** Only this List-Id's mails (older blocks). */
  listId: string | null;
  /** Every mail of the sender that carries a List-Id (whichever): receipts without one stay. */
  anyList: boolean;
}

const inScope = (row: { sender: string; list_id: string | null }, scope: Scope) =>
  row.sender === scope.sender &&
  (!scope.listId || row.list_id === scope.listId) &&
  (!scope.anyList || row.list_id !== null);

/**
 * Moves the scoped mails to Trash and marks their rows gone = `kind`. Rows are first claimed for the job
 * (job_id); a claimed UID no longer on the server was moved by an earlier interrupted attempt and is
 * counted then, so the counts stay exact across retries.
 */
async function moveScopeToTrash(
  ctx: EngineContext,
  client: ImapFlow,
  mb: MailboxRecord,
  jobId: string,
  scope: Scope,
  kind: 'deleted' | 'auto_deleted',
  searchServer: boolean,
): Promise<void> {
  const { scan, trash } = await resolveFolders(client);
  if (!trash) throw new Error('no Trash folder');
  const trashPath: string = trash;
  let touched = false;
  try {
    await moveScopeFolders();
  } finally {
    if (touched) await refreshSenders(ctx.sql, mb.id, [scope.sender]);
  }
  async function moveScopeFolders() {
    for (const folder of scan) {
      const box = await client.mailboxOpen(folder.path);
      const uidvalidity = box.uidValidity.toString();
      const live = () =>
        ctx.sql
          .query<{ uid: string }>(
            `SELECT uid::text FROM mail_messages WHERE job_id = $1::bigint AND mailbox_id = $2 AND folder_role = $3
             AND uidvalidity = $4::bigint AND gone IS NULL ORDER BY uid`,
            [jobId, mb.id, folder.role, uidvalidity],
          )
          .then((r) => r.rows.map((row) => Number(row.uid)));
      const markGone = async (list: number[], as: string) => {
        if (list.length === 0) return;
        touched = true;
        await ctx.sql.query(
          `UPDATE mail_messages SET gone = $5 WHERE mailbox_id = $1 AND folder_role = $2 AND uidvalidity = $3::bigint
           AND uid = ANY($4::bigint[]) AND gone IS NULL`,
          [mb.id, folder.role, uidvalidity, `{${list.join(',')}}`, as],
        );
      };
      // The sender's packs become rows (packs.ts) so that the claim reaches every mail the scan stored.
      await explodePacks(ctx.sql, mb.id, { role: folder.role, uidvalidity, sender: scope.sender });
      await ctx.sql.query(
        `UPDATE mail_messages SET job_id = $4::bigint
       WHERE mailbox_id = $1 AND folder_role = $2 AND uidvalidity = $3::bigint AND gone IS NULL
         AND sender = $5 AND ($6::text IS NULL OR list_id = $6::text) AND (NOT $7::boolean OR list_id IS NOT NULL)`,
        [mb.id, folder.role, uidvalidity, jobId, scope.sender, scope.listId, scope.anyList],
      );
      const claimed = await live();
      const present = new Set(
        claimed.length > 0
          ? must(await client.search({ uid: uidSet(claimed) }, { uid: true }), 'SEARCH')
          : [],
      );
      const missing = claimed.filter((u) => !present.has(u));
      if ((searchServer || missing.length > 0) && box.exists > 0) {
        // Mails not scanned yet, newer ones, and mails the server re-listed under a new UID after a crash
        // mid-MOVE are found on the server and recorded (claimed for this job) first.
        const query: Record<string, unknown> = { from: scope.sender };
        if (scope.listId) query.header = { 'list-id': scope.listId };
        else if (scope.anyList) query.header = { 'list-id': true };
        const found = must(await client.search(query, { uid: true }), 'SEARCH');
        const known = await ctx.sql.query<{ uid: string }>(
          `SELECT uid::text FROM mail_messages_all WHERE mailbox_id = $1 AND folder_role = $2 AND uidvalidity = $3::bigint
           AND uid = ANY($4::bigint[])`,
          [mb.id, folder.role, uidvalidity, `{${found.join(',')}}`],
        );
        const knownSet = new Set(known.rows.map((r) => Number(r.uid)));
        const unknown = found.filter((u) => !knownSet.has(u));
        if (unknown.length > 0) {
          const rows: MessageRow[] = [];
          for await (const msg of client.fetch(uidSet(unknown), FETCH_QUERY, { uid: true })) {
            const row = messageToRow(msg, folder.role);
            if (inScope(row, scope)) rows.push(row);
          }
          await insertRows(ctx.sql, mb.id, folder.role, uidvalidity, mb.scanNo, rows, Number(jobId));
        }
      }
      if (missing.length > 0) {
        // A claimed UID gone from the folder either reached the Trash in an interrupted attempt (counted now)
        // or was re-listed under a new UID (same Message-ID, live): then only the new row is moved and counted.
        const relisted = await ctx.sql.query<{ uid: string }>(
          `SELECT m.uid::text FROM mail_messages m
         WHERE m.mailbox_id = $1 AND m.folder_role = $2 AND m.uidvalidity = $3::bigint AND m.uid = ANY($4::bigint[])
           AND m.message_id IS NOT NULL AND EXISTS (
             SELECT 1 FROM mail_messages_all n WHERE n.mailbox_id = m.mailbox_id AND n.sender = m.sender
               AND n.folder_role = m.folder_role AND n.uidvalidity = m.uidvalidity AND n.message_id = m.message_id AND n.uid <> m.uid AND n.gone IS NULL)`,
          [mb.id, folder.role, uidvalidity, `{${missing.join(',')}}`],
        );
        const relistedSet = new Set(relisted.rows.map((r) => Number(r.uid)));
        await markGone(
          missing.filter((u) => relistedSet.has(u)),
          'relisted',
        );
        await markGone(
          missing.filter((u) => !relistedSet.has(u)),
          kind,
        );
      }
      const toMove = await live();
      if (toMove.length === 0) continue;
      const stillThere = new Set(must(await client.search({ uid: uidSet(toMove) }, { uid: true }), 'SEARCH'));
      const movable = toMove.filter((u) => stillThere.has(u));
      for (let i = 0; i < movable.length; i += MOVE_CHUNK) {
        if (ctx.stopped) throw new Error('engine stopped');
        const chunk = movable.slice(i, i + MOVE_CHUNK);
        await moveUids(ctx, client, chunk, trashPath);
        await markGone(chunk, kind);
      }
    }
  }
}

interface Target {
  list_id: string | null;
  spam: number;
  http: string | null;
  mailto: string | null;
  one_click: boolean | null;
}

/** Most List-Ids of one sender an unsubscribe sends requests for (a forge: one per project). */
const MAX_TARGETS = 20;

/**
 * What to unsubscribe from: one target per List-Id of the sender (newest first, each with its own newest
 * List-Unsubscribe), or the sender as a whole when the job is not List-Id scoped.
 */
async function unsubscribeTargets(ctx: EngineContext, mb: MailboxRecord, job: JobRow): Promise<Target[]> {
  const group = job.list_scope ? 'list_id' : 'NULL::text';
  const res = await ctx.sql.query<Target>(
    `SELECT ${group} AS list_id, COALESCE(avg(spam), 0)::float8 AS spam,
       (array_agg(unsub_http ORDER BY received_at DESC NULLS LAST) FILTER (WHERE unsub_http IS NOT NULL))[1] AS http,
       (array_agg(unsub_mailto ORDER BY received_at DESC NULLS LAST) FILTER (WHERE unsub_mailto IS NOT NULL))[1] AS mailto,
       (array_agg(one_click ORDER BY received_at DESC NULLS LAST) FILTER (WHERE unsub_http IS NOT NULL))[1] AS one_click
     FROM mail_messages_all WHERE mailbox_id = $1 AND sender = $2
       AND ($3::text IS NULL OR list_id = $3::text) AND (NOT $4::boolean OR list_id IS NOT NULL)
     GROUP BY 1 ORDER BY max(received_at) DESC NULLS LAST LIMIT ${MAX_TARGETS}`,
    [mb.id, job.sender, job.list_scope ? null : job.list_id, job.list_scope],
  );
  return res.rows;
}

const targetKey = (t: Target) =>
  t.http && t.one_click ? `post ${t.http}` : t.mailto ? `mail ${t.mailto}` : `none ${t.list_id ?? ''}`;

interface Attempt {
  legacy: UnsubscribeResult;
  proof: UnsubscribeProof;
  /** A failure a retry may fix. */
  transient: boolean;
}

async function unsubscribeTarget(
  ctx: EngineContext,
  mb: MailboxRecord,
  target: Target,
  spam: boolean,
): Promise<Attempt> {
  const at = new Date(ctx.now()).toISOString();
  const base = { at, listId: target.list_id };
  if (spam) {
    return {
      legacy: { method: 'none', ok: false, reason: 'spam' },
      proof: { ...base, method: 'none', host: null, outcome: 'spam' },
      transient: false,
    };
  }
  // RFC 8058: a POST only when the sender offers one-click. A plain link is never fetched (link checkers
  // and prefetching GETs unsubscribe people by accident): it is offered to the user instead.
  if (target.http && target.one_click) {
    const res = await postOneClick(target.http, ctx.config.unsubscribe);
    const outcome: UnsubscribeOutcome = res.ok
      ? 'sent'
      : res.refused
        ? 'refused_address'
        : res.status
          ? 'rejected'
          : 'failed';
    return {
      legacy: {
        method: 'one-click',
        ok: res.ok,
        ...(res.status ? { status: res.status } : {}),
        ...(res.error ? { error: res.error } : {}),
        ...(res.refused ? { refused: true } : {}),
        ...(res.permanent ? { permanent: true } : {}),
      },
      proof: {
        ...base,
        method: 'one-click',
        host: res.host ?? hostOf(target.http),
        outcome,
        ...(res.status ? { status: res.status } : {}),
        ...(res.error ? { error: res.error } : {}),
      },
      // A refused address or an unsafe URL is final: retrying cannot make it safe.
      transient: !res.ok && !res.permanent,
    };
  }
  if (target.mailto && mb.settings.smtp) {
    const res = await sendMailtoUnsubscribe(
      target.mailto,
      mb.email,
      mb.settings.smtp,
      mb.auth,
      ctx.config.unsubscribe.timeoutMs,
    );
    return {
      legacy: { method: 'mailto', ok: res.ok, ...(res.error ? { error: res.error } : {}) },
      proof: {
        ...base,
        method: 'mailto',
        host: res.host ?? null,
        outcome: res.ok ? 'sent' : res.permanent ? 'rejected' : 'failed',
        ...(res.reply ? { smtpReply: res.reply } : {}),
        ...(res.error && !res.ok ? { error: res.error } : {}),
      },
      transient: !res.ok && !res.permanent,
    };
  }
  return {
    legacy: {
      method: 'none',
      ok: false,
      reason: 'no_automatic_method',
      ...(target.http ? { manualUrl: target.http } : {}),
    },
    proof: {
      ...base,
      method: 'none',
      host: target.http ? hostOf(target.http) : null,
      outcome: 'no_automatic_method',
      ...(target.http ? { manualUrl: target.http } : {}),
    },
    transient: false,
  };
}

function hostOf(url: string): string | null {
  try {
    return new URL(url).hostname.replace(/^\[|\]$/g, '');
  } catch {
    return null;
  }
}

const UNSUBSCRIBE_TRIES = 3;

/**
 * Sends the unsubscribe requests of a job (one per List-Id target), keeping each target's final attempt
 * in the job's progress: a retry (transient failures, at most UNSUBSCRIBE_TRIES) resends only the targets
 * that have no final answer yet. Records the proof on the decision.
 */
async function unsubscribeAll(
  ctx: EngineContext,
  mb: MailboxRecord,
  job: JobRow,
  progress: Record<string, unknown>,
): Promise<void> {
  const targets = await unsubscribeTargets(ctx, mb, job);
  const spam =
    targets.length === 0 ||
    targets.reduce((n, t) => n + Number(t.spam), 0) / targets.length > SPAM_CONFIDENCE_THRESHOLD;
  const done = { ...((progress.attempts as Record<string, Attempt> | undefined) ?? {}) };
  const tries = Number(progress.unsubscribeTries ?? 0) + 1;
  const list =
    targets.length > 0
      ? targets
      : [{ list_id: job.list_id, spam: 1, http: null, mailto: null, one_click: null }];
  let retry = false;
  const seen = new Set<string>();
  const attempts: Attempt[] = [];
  for (const target of list) {
    const key = targetKey(target);
    if (seen.has(key)) continue; // several List-Ids sharing one unsubscribe address: one request
    seen.add(key);
    const previous = done[key];
    if (previous && !previous.transient) {
      attempts.push(previous);
      continue;
    }
    const attempt = await unsubscribeTarget(ctx, mb, target, spam);
    done[key] = attempt;
    attempts.push(attempt);
    if (attempt.transient) retry = true;
  }
  if (retry && tries < UNSUBSCRIBE_TRIES) {
    await saveProgress(ctx, job.id, { ...progress, unsubscribeTries: tries, attempts: done });
    throw new Error('unsubscribe failed, will retry');
  }
  const legacy = attempts[0]!.legacy;
  const proof = attempts.map((a) => a.proof);
  const accepted =
    proof
      .filter((p) => p.outcome === 'sent')
      .map((p) => p.at)
      .sort()[0] ?? null;
  progress.unsubscribe = legacy;
  progress.proof = proof;
  await saveProgress(ctx, job.id, progress);
  await ctx.sql.query(
    `UPDATE mail_decisions SET unsubscribe = $3::jsonb, proof = $4::jsonb, unsubscribed_at = $5::timestamptz
     WHERE mailbox_id = $1 AND sender = $2 AND kind = 'blocked'`,
    [mb.id, job.sender, JSON.stringify(legacy), JSON.stringify(proof), accepted],
  );
}

async function runJob(ctx: EngineContext, job: JobRow): Promise<Record<string, unknown>> {
  const progress: Record<string, unknown> =
    typeof job.progress === 'string'
      ? (JSON.parse(job.progress) as Record<string, unknown>)
      : { ...job.progress };
  const mb = await loadMailbox(ctx, job.mailbox_id);
  if (!mb) return { skipped: 'mailbox removed' };
  if (job.kind === 'unsubscribe' && !progress.unsubscribe) await unsubscribeAll(ctx, mb, job, progress);
  if (job.kind === 'delete' || job.kind === 'unsubscribe') {
    const scope: Scope = {
      sender: job.sender ?? '',
      listId: job.kind === 'unsubscribe' && !job.list_scope ? job.list_id : null,
      anyList: job.kind === 'unsubscribe' && job.list_scope,
    };
    await withImap(ctx, mb, (client) => moveScopeToTrash(ctx, client, mb, job.id, scope, 'deleted', true));
  } else if (job.kind === 'sweep') {
    const blocked = await ctx.sql.query<{ sender: string; list_id: string | null; list_scope: boolean }>(
      `SELECT d.sender, d.list_id, d.list_scope FROM mail_decisions d WHERE d.mailbox_id = $1 AND d.kind = 'blocked'
         AND EXISTS (SELECT 1 FROM mail_messages_all m WHERE m.mailbox_id = d.mailbox_id AND m.sender = d.sender
           AND m.gone IS NULL AND (CASE WHEN d.list_scope THEN m.list_id IS NOT NULL
                                        ELSE d.list_id IS NULL OR m.list_id = d.list_id END))
         AND NOT EXISTS (SELECT 1 FROM mail_jobs j WHERE j.mailbox_id = d.mailbox_id AND j.sender = d.sender
           AND j.kind = 'unsubscribe' AND j.state IN ('queued', 'running'))`,
      [mb.id],
    );
    if (blocked.rows.length > 0) {
      await withImap(ctx, mb, async (client) => {
        for (const b of blocked.rows) {
          await moveScopeToTrash(
            ctx,
            client,
            mb,
            job.id,
            { sender: b.sender, listId: b.list_scope ? null : b.list_id, anyList: b.list_scope },
            'auto_deleted',
            false,
          );
        }
      });
    }
  }
  const counts = await ctx.sql.query<{ n: string; bytes: string }>(
    "SELECT count(*)::text AS n, COALESCE(sum(size), 0)::text AS bytes FROM mail_messages WHERE job_id = $1::bigint AND gone IN ('deleted', 'auto_deleted')",
    [job.id],
  );
  return { ...progress, moved: Number(counts.rows[0]?.n ?? 0), bytes: Number(counts.rows[0]?.bytes ?? 0) };
}

export interface Worker {
  /** Resolves when the loop has ended. */
  done: Promise<void>;
  wake(): void;
  /** Resolves when no job is ready to run (tests). */
  idle(): Promise<void>;
}

export function startWorker(ctx: EngineContext): Worker {
  let wakeUp: (() => void) | null = null;
  const idleWaiters: Array<() => void> = [];
  const loop = async () => {
    while (!ctx.stopped) {
      let job: JobRow | null = null;
      try {
        job = await claimJob(ctx);
      } catch (err) {
        ctx.log('job_claim_failed', { error: (err as Error).message });
      }
      if (!job) {
        for (const w of idleWaiters.splice(0)) w();
        await new Promise<void>((resolve) => {
          wakeUp = resolve;
          setTimeout(resolve, ctx.config.jobs.pollMs);
        });
        wakeUp = null;
        continue;
      }
      const current = job;
      const renew = setInterval(
        () => {
          ctx.sql
            .query(
              `UPDATE mail_jobs SET lease_until = now() + ($3::int * interval '1 millisecond')
             WHERE id = $1::bigint AND lease_owner = $2 AND state = 'running'`,
              [current.id, ctx.config.instanceId, ctx.config.jobs.leaseMs],
            )
            .catch(() => undefined);
        },
        Math.max(50, Math.floor(ctx.config.jobs.leaseMs / 3)),
      );
      try {
        const result = await runJob(ctx, job);
        if (ctx.stopped) break;
        await ctx.sql.query(
          `UPDATE mail_jobs SET state = 'done', result = $2::jsonb, finished_at = now(), lease_owner = NULL, lease_until = NULL
           WHERE id = $1::bigint AND lease_owner = $3`,
          [job.id, JSON.stringify(result), ctx.config.instanceId],
        );
      } catch (err) {
        if (ctx.stopped) break; // abandoned: the lease expires and another engine finishes the job
        const { maxAttempts, backoffMs, backoffMaxMs } = ctx.config.jobs;
        const failed = job.attempts >= maxAttempts;
        const delay = Math.min(backoffMaxMs, backoffMs * 2 ** (job.attempts - 1));
        ctx.log('job_failed', {
          id: job.id,
          kind: job.kind,
          attempt: job.attempts,
          final: failed,
          error: (err as Error).message,
        });
        await ctx.sql
          .query(
            `UPDATE mail_jobs SET state = $2, last_error = $3, lease_owner = NULL, lease_until = NULL,
               run_at = now() + ($4::int * interval '1 millisecond'), finished_at = CASE WHEN $2 = 'failed' THEN now() END
             WHERE id = $1::bigint`,
            [job.id, failed ? 'failed' : 'queued', (err as Error).message, delay],
          )
          .catch(() => undefined);
      } finally {
        clearInterval(renew);
      }
    }
    for (const w of idleWaiters.splice(0)) w();
  };
  const done = loop();
  return {
    done,
    wake: () => wakeUp?.(),
    idle: () =>
      new Promise<void>((resolve) => {
        idleWaiters.push(resolve);
        wakeUp?.();
      }),
  };
}

export { sleep };
