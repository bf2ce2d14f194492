import type { FastifyInstance } from 'fastify';
import {
  DEFAULT_LOCALE,
  LOCALE_SHORT_FALLBACKS,
  LOCALES,
  type Locale,
  type Provider,
} from '../../src/shared/config/constants';
import { runLoginJob } from '../auth/login';
import { lookupProvider } from '../auth/mx';
import type { AppContext } from '../context';
import { recordConsent } from '../data/records';
import {
  consumeJob,
  countMagicCodesSince,
  createJob,
  createMagicCode,
  createSession,
  findJob,
  resolveSession,
  useMagicCode,
} from '../data/sessions';
import { createUser, findMailbox, insertMailbox, loadApiUser } from '../data/users';
import { DEMO_DOMAIN, DISCOVERY_PREFIX } from '../engine/demo/generator';
import { badRequest, unauthorized } from '../lib/errors';
import { ownerOf } from '../lib/owner';
import { defineRoute } from '../lib/route';
import { watchScanForPush } from '../notify/push';
import { randomToken } from '../security/crypto';
import { createIpBudget } from '../security/ip-budget';

/**
 * The magic-link job: mails a link to a known mailbox, at most RATE_LIMIT_MAGIC_PER_ADDRESS_PER_HOUR an
 * hour (no mail-bombing of one address from many IPs); nothing for an unknown address.
 */
async function sendMagicLink(
  ctx: AppContext,
  email: string,
  requestedLanguage: string | null,
): Promise<void> {
  const mailbox = await findMailbox(ctx.db, email);
  if (!mailbox) return;
  const sent = await countMagicCodesSince(ctx.db, email, new Date(Date.now() - 3_600_000));
  if (sent >= ctx.config.rateLimit.magicPerAddressPerHour) return;
  const code = await createMagicCode(ctx.db, {
    userId: mailbox.user_id,
    email,
    ttlMs: ctx.config.magicLinkTtlMs,
  });
  const user = await loadApiUser(ctx.db, mailbox.user_id);
  const language = requestedLanguage ?? user?.language ?? null;
  const link = `${ctx.config.publicUrl}/${localeFor(language)}/magic-link?code=${encodeURIComponent(code)}`;
  await ctx.mailer.sendMagicLink({
    to: email,
    link,
    language,
    ttlMinutes: Math.round(ctx.config.magicLinkTtlMs / 60_000),
  });
}

/** Poll hint of a login job still running (ms). */
export const LOGIN_POLL_RETRY_MS = 1000;

/** A full locale for links: `fr` -> fr-fr, `en` -> en-gb, unknown -> default. */
export function localeFor(language: string | null | undefined): Locale {
  if (!language) return DEFAULT_LOCALE;
  const lower = language.toLowerCase();
  if ((LOCALES as readonly string[]).includes(lower)) return lower as Locale;
  const short = lower.slice(0, 2);
  return (
    LOCALE_SHORT_FALLBACKS[short] ??
    LOCALES.find((locale) => locale.startsWith(`${short}-`)) ??
    DEFAULT_LOCALE
  );
}

export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  // One per-IP budget across the auth routes (login, lookup, demo, magic link, magic check, consents).
  const budget = createIpBudget({ max: ctx.config.rateLimit.authPerMinute, windowMs: 60_000 });
  const authLimit = { budget };
  const pollLimit = { max: ctx.config.rateLimit.authPerMinute * 4, timeWindow: 60_000 };

  defineRoute(
    app,
    ctx,
    'authLogin',
    async ({ body, headers, query }) => {
      const accessToken = headers['x-access-token'];
      let callerUserId: string | null = null;
      if (accessToken) {
        callerUserId = await resolveSession(ctx.db, accessToken, ctx.config.sessionIdleMs);
        if (!callerUserId) throw unauthorized();
      }
      const token = await createJob(ctx.db, {
        kind: 'login',
        userId: callerUserId,
        subject: body.email.toLowerCase(),
      });
      ctx.tasks.run(() =>
        runLoginJob(ctx, token, {
          email: body.email,
          password: body.password ?? body.code,
          provider: body.provider,
          language: body.language,
          device: body.device ?? query.device,
          oAuthCode: body.oAuthCode,
          oAuthCodeVerifier: body.oAuthCodeVerifier,
          callerUserId,
          signUp: {
            referrer: body.signUpReferrer,
            utmSource: body.signUpUtmSource,
            utmCampaign: body.signUpUtmCampaign,
            utmMedium: body.signUpUtmMedium,
          },
        }),
      );
      return { token };
    },
    authLimit,
  );

  defineRoute(
    app,
    ctx,
    'authCheck',
    async ({ headers }) => {
      const token = headers['x-async-token'];
      const job = await findJob(ctx.db, token);
      if (job?.kind !== 'login') throw badRequest('async_token_invalid');
      if (job.state === 'pending') return { retry: LOGIN_POLL_RETRY_MS };
      if (job.state === 'error')
        throw badRequest((job.error_code ?? 'unknown_error') as never, job.error_data ?? undefined);
      const sealed = job.result_enc;
      if (!sealed || !(await consumeJob(ctx.db, token))) throw badRequest('async_token_invalid');
      return { result: JSON.parse(ctx.cipher.decrypt(sealed)) };
    },
    { rateLimit: pollLimit },
  );

  defineRoute(
    app,
    ctx,
    'authDemo',
    async ({ body, query }) => {
      const visitor = `${DISCOVERY_PREFIX}${randomToken(6)
        .toLowerCase()
        .replace(/[^a-z0-9]/g, 'x')}`;
      const userId = await ctx.db.transaction(async (tx) => {
        const user = await createUser(tx, {
          language: body?.language ?? null,
          device: query.device ?? null,
          demo: true,
        });
        const boxes = [
          { email: `${visitor}@${DEMO_DOMAIN}`, provider: 'google' as const },
          { email: `${visitor}.work@${DEMO_DOMAIN}`, provider: 'microsoft' as const },
          { email: `${visitor}.family@${DEMO_DOMAIN}`, provider: 'other' as const },
        ];
        for (const box of boxes) await insertMailbox(tx, { userId: user.id, ...box });
        return user.id;
      });
      // The scan starts with the session, as after a login: the fetch screen polls it next.
      await ctx.engine.startScan((await ownerOf(ctx, userId)).owner);
      // Web Push once the scan is done with newsletters waiting (setting "important").
      watchScanForPush(ctx, userId);
      const token = await createSession(ctx.db, userId);
      const user = await loadApiUser(ctx.db, userId);
      return { token, user: user!, status: 'created' as const, new: true, association: false };
    },
    authLimit,
  );

  defineRoute(
    app,
    ctx,
    'authMx',
    async ({ params, request }) => {
      const email = params.email.toLowerCase();
      const lookup = await lookupProvider(email, ctx.domainMap, ctx.resolveMx);
      const answer = { provider: lookup.provider, isShutdown: lookup.isShutdown };
      // A provider being shut down (onboarding §2, §8): a new address cannot be served, so the
      // unsupported-provider modal tells why (data.reason shutdown). Only the session of the user who
      // owns that mailbox is answered isShutdown (it reconnects by magic link): a stranger gets the same
      // error for a known and an unknown address (issue 15 §5, no sign-in oracle).
      const shutdown = () => badRequest('mx_unsupported', { provider: lookup.provider, reason: 'shutdown' });
      // Whether the server knows an address is never told to a stranger (issue 15 §5): only a session
      // of the user who owns the mailbox learns it (the same queries run whoever owns it). Without a
      // session the marker is always there, so the delete-account flow goes on to the sign-in, which
      // proves the mailbox is the caller's; with another user's session it never is (add-mailbox goes
      // on to the sign-in, which answers mailbox_already_associated once the password is checked).
      const token = request.headers['x-access-token'];
      const userId =
        typeof token === 'string' && token.length > 0 && token.length <= 200
          ? await resolveSession(ctx.db, token, ctx.config.sessionIdleMs)
          : null;
      if (!userId) {
        if (lookup.isShutdown) throw shutdown();
        return { ...answer, invalidGrant: true };
      }
      const { rows } = await ctx.db.query<{ provider: Provider; provider_shutdown: boolean }>(
        'SELECT provider, provider_shutdown FROM mailboxes WHERE email = $1 AND user_id = $2',
        [email, userId],
      );
      const own = rows[0];
      if (!own) {
        if (lookup.isShutdown) throw shutdown();
        return answer;
      }
      return {
        provider: own.provider,
        isShutdown: lookup.isShutdown || own.provider_shutdown,
        invalidGrant: true,
      };
    },
    authLimit,
  );

  defineRoute(
    app,
    ctx,
    'authMagic',
    async ({ body }) => {
      // Known or unknown, capped or not, the answer is the same and given before any lookup: the
      // lookup and the mail go through the job queue, so neither the answer nor its time tells whether
      // the address has an account.
      const email = body.email.toLowerCase();
      const language = body.language ?? null;
      ctx.tasks.run(() => sendMagicLink(ctx, email, language));
      return { sent: true as const };
    },
    { budget, rateLimit: { max: ctx.config.rateLimit.magicPerHour, timeWindow: 3_600_000 } },
  );

  defineRoute(
    app,
    ctx,
    'authMagicCheck',
    async ({ headers }) => {
      const use = await useMagicCode(ctx.db, headers['x-magic-token']);
      if (!use.ok) {
        if (use.reason === 'expired') throw badRequest('timeout');
        throw badRequest(use.reason === 'used' ? 'magic_code_used' : 'magic_code_invalid');
      }
      const token = await createSession(ctx.db, use.userId);
      const user = await loadApiUser(ctx.db, use.userId);
      if (!user) throw badRequest('magic_code_invalid');
      return { result: { token, user } };
    },
    authLimit,
  );

  defineRoute(
    app,
    ctx,
    'authConsent',
    async ({ body, query }) => {
      await recordConsent(ctx.db, {
        email: body.email,
        kind: 'terms',
        language: body.language,
        device: body.device ?? query.device,
        signUp: {
          referrer: body.signUpReferrer,
          utmSource: body.signUpUtmSource,
          utmCampaign: body.signUpUtmCampaign,
          utmMedium: body.signUpUtmMedium,
        },
      });
      return { done: true as const };
    },
    authLimit,
  );

  defineRoute(
    app,
    ctx,
    'authFutureContact',
    async ({ body, query }) => {
      await recordConsent(ctx.db, {
        email: body.email,
        kind: 'future-contact',
        language: body.language,
        device: body.device ?? query.device,
      });
      return { done: true as const };
    },
    authLimit,
  );
}
