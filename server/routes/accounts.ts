import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '../../src/shared/api/contract';
import { GDPR_POLL_DEFAULT_WAIT_MS } from '../../src/shared/config/constants';
import type { AppContext } from '../context';
import { buildExport, createExport, findExport, isExportExpired, markExportDownloaded } from '../data/gdpr';
import { consumeJob, createJob, findJob, finishJob, forgetCachedSessions } from '../data/sessions';
import {
  deleteMailbox,
  deleteUser,
  listMailboxes,
  loadApiUser,
  mailboxesChanged,
  updateMailbox,
} from '../data/users';
import { ApiHttpError, badRequest, notFound } from '../lib/errors';
import { defineRoute } from '../lib/route';

/** Poll hint of a mailbox removal still running (ms). */
export const ACCOUNT_DELETE_RETRY_MS = 500;
/** Delay before an export is built (it runs in the background). */
export const GDPR_BUILD_DELAY_MS = 300;

const accountNotFound = () => new ApiHttpError(404, 'account_not_found');

export function registerAccountRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, 'accountSettings', async ({ params, body, userId }) => {
    const rows = await listMailboxes(ctx.db, userId);
    const email = params.email.toLowerCase();
    const target = rows.find((row) => row.email === email);
    if (!target) throw accountNotFound();
    if (body.name === 'isActive') {
      const othersActive = rows.some((row) => row.email !== email && row.is_active);
      if (!body.value && !othersActive) throw badRequest('minimum_active_account');
      await updateMailbox(ctx.db, email, { is_active: body.value });
    } else {
      await updateMailbox(ctx.db, email, { in_fox_panel: body.value });
    }
    return { user: (await loadApiUser(ctx.db, userId))! };
  });

  defineRoute(app, ctx, 'accountDelete', async ({ params, userId }) => {
    const email = params.email.toLowerCase();
    const rows = await listMailboxes(ctx.db, userId);
    if (!rows.some((row) => row.email === email)) throw accountNotFound();
    const token = await createJob(ctx.db, { kind: 'account-delete', userId, subject: email });
    ctx.tasks.run(async () => {
      try {
        await ctx.engine.forgetMailbox(userId, email);
        const userLeft = await ctx.db.transaction(async (tx) => {
          await deleteMailbox(tx, email);
          const remaining = await listMailboxes(tx, userId);
          if (remaining.length === 0) {
            await deleteUser(tx, userId);
            return false;
          }
          // At least one mailbox stays active.
          if (!remaining.some((row) => row.is_active))
            await updateMailbox(tx, remaining[0]!.email, { is_active: true });
          return true;
        });
        // Committed: readers that took the rows (or the session) in between read them again.
        mailboxesChanged(userId);
        if (!userLeft) forgetCachedSessions({ userId });
        const user = userLeft ? await loadApiUser(ctx.db, userId) : null;
        await finishJob(ctx.db, token, { resultEnc: ctx.cipher.encrypt(JSON.stringify({ user })) });
      } catch (error) {
        await finishJob(ctx.db, token, { errorCode: 'unknown_error' });
        throw error;
      }
    });
    return { token };
  });

  defineRoute(app, ctx, 'accountDeleteCheck', async ({ params, headers }) => {
    const token = headers['x-async-token'];
    const job = await findJob(ctx.db, token);
    if (job?.kind !== 'account-delete' || job.subject !== params.email.toLowerCase()) {
      throw badRequest('async_token_invalid');
    }
    if (job.state === 'pending') return { retry: ACCOUNT_DELETE_RETRY_MS };
    if (job.state === 'error') throw badRequest((job.error_code ?? 'unknown_error') as never);
    const sealed = job.result_enc;
    if (!sealed || !(await consumeJob(ctx.db, token))) throw badRequest('async_token_invalid');
    return { result: JSON.parse(ctx.cipher.decrypt(sealed)) };
  });

  // ---- GDPR export ----
  defineRoute(app, ctx, 'gdprRequest', async ({ userId }) => {
    const { id } = await createExport(ctx.db, userId, (key) => ctx.cipher.encrypt(key));
    ctx.tasks.run(() => buildExport(ctx.db, id), GDPR_BUILD_DELAY_MS);
    return { requestId: id };
  });

  defineRoute(app, ctx, 'gdprStatus', async ({ params, userId }) => {
    const row = await findExport(ctx.db, params.requestId);
    if (!row || row.user_id !== userId || isExportExpired(row)) throw notFound();
    if (row.state !== 'ready') {
      return { requestId: row.id, done: false, url: '', retry: GDPR_POLL_DEFAULT_WAIT_MS };
    }
    const key = ctx.cipher.decrypt(row.key_enc);
    const url = `${API_PREFIX}/users/gdpr/${encodeURIComponent(row.id)}/file?key=${encodeURIComponent(key)}`;
    return { requestId: row.id, done: true, url, retry: null };
  });

  defineRoute(
    app,
    ctx,
    'gdprFile',
    async ({ params, query, reply }) => {
      const row = await findExport(ctx.db, params.requestId);
      const expected = row ? Buffer.from(ctx.cipher.decrypt(row.key_enc)) : Buffer.alloc(0);
      const given = Buffer.from(query.key);
      if (
        !row ||
        expected.length !== given.length ||
        !timingSafeEqual(expected, given) ||
        isExportExpired(row)
      )
        throw notFound();
      if (row.state !== 'ready' || row.content === null) throw badRequest('gdpr_not_ready');
      await markExportDownloaded(ctx.db, row.id);
      reply
        .header('content-type', 'text/plain; charset=utf-8')
        .header('content-disposition', 'attachment; filename="tidy-fox-data-portability.txt"')
        .header('cache-control', 'no-store');
      return row.content;
    },
    { rawResponse: true },
  );
}
