import type { FastifyInstance } from 'fastify';
import type webpush from 'web-push';
import {
  AGE_MAX_EXCLUSIVE,
  AGE_MIN_EXCLUSIVE,
  FIRST_NAME_MIN_LENGTH,
} from '../../src/shared/config/constants';
import type { AppContext } from '../context';
import {
  ensurePartnerCode,
  feedbackGiven,
  globalStats,
  isPushRegistered,
  listReferrals,
  recordFeedback,
  registerPush,
  unregisterPush,
  userActionFigures,
} from '../data/records';
import { revokeAllSessions, revokeSession } from '../data/sessions';
import { findUser, loadApiUser, updateMailbox, updateUser } from '../data/users';
import { badRequest, conflict, notFound } from '../lib/errors';
import { ownerOf } from '../lib/owner';
import { applyReferral } from '../lib/referral';
import { defineRoute } from '../lib/route';
import { pushText, sendPush } from '../notify/push';

/** Letters (any script), combining marks, spaces, apostrophes, hyphens and dots. */
const NAME_CHARACTER = /[\p{L}\p{M}\s'’.-]/u;

type FieldError = {
  name: 'firstname' | 'lastname' | 'birthYear';
  error: 'user_form_firstname_invalid' | 'user_form_firstname_error' | 'user_form_birthyear_error';
  invalidCharacters?: string[];
};

export function validateUserForm(
  fields: { firstname: string; lastname?: string; birthYear: number },
  currentYear: number,
): FieldError[] {
  const errors: FieldError[] = [];
  const firstname = fields.firstname.trim();
  const invalid = [...new Set([...firstname].filter((char) => !NAME_CHARACTER.test(char)))];
  if (invalid.length > 0) {
    errors.push({ name: 'firstname', error: 'user_form_firstname_invalid', invalidCharacters: invalid });
  } else if (firstname.length < FIRST_NAME_MIN_LENGTH) {
    errors.push({ name: 'firstname', error: 'user_form_firstname_error' });
  }
  const age = currentYear - fields.birthYear;
  if (!(age > AGE_MIN_EXCLUSIVE && age < AGE_MAX_EXCLUSIVE)) {
    errors.push({ name: 'birthYear', error: 'user_form_birthyear_error' });
  }
  return errors;
}

async function settingsOf(ctx: AppContext, userId: string, appInstanceId: string | undefined) {
  const user = await findUser(ctx.db, userId);
  if (!user) throw notFound();
  return {
    notifications: { push: { news: user.push_news, important: user.push_important } },
    isRegisteredToPushNotifications: appInstanceId
      ? await isPushRegistered(ctx.db, userId, appInstanceId)
      : false,
    vapidPublicKey: ctx.vapid.publicKey,
  };
}

export function registerUserRoutes(app: FastifyInstance, ctx: AppContext): void {
  defineRoute(app, ctx, 'user', async ({ userId }) => {
    const user = await loadApiUser(ctx.db, userId);
    if (!user) throw notFound();
    return { user };
  });

  defineRoute(app, ctx, 'userLogout', async ({ headers, body, userId }) => {
    await revokeSession(ctx.db, headers['x-access-token']);
    if (body?.appInstanceId) await unregisterPush(ctx.db, userId, body.appInstanceId);
    return { done: true as const };
  });

  defineRoute(app, ctx, 'userLogoutAll', async ({ userId }) => {
    await revokeAllSessions(ctx.db, userId);
    await ctx.db.query('DELETE FROM push_subscriptions WHERE user_id = $1', [userId]);
    return { done: true as const };
  });

  defineRoute(app, ctx, 'userInformation', async ({ body, userId, query }) => {
    const errors = validateUserForm(body, new Date().getFullYear());
    if (errors.length > 0) throw badRequest('user_form_invalid', errors);
    const current = await findUser(ctx.db, userId);
    if (!current) throw notFound();
    const code = body.partnerCode?.trim();
    if (code && code !== current.referred_by_partner) {
      const outcome = await applyReferral(ctx.db, userId, code);
      if (outcome !== 'ok') throw badRequest('user_form_invalid', { partnerCode: { error: outcome } });
    }
    await updateUser(ctx.db, userId, {
      firstname: body.firstname.trim(),
      lastname: body.lastname?.trim() || null,
      birth_year: body.birthYear,
      device: body.device ?? query.device ?? null,
    });
    return { user: (await loadApiUser(ctx.db, userId))! };
  });

  defineRoute(app, ctx, 'userLanguage', async ({ body, userId }) => {
    await updateUser(ctx.db, userId, { language: body.language });
    return { done: true as const };
  });

  defineRoute(app, ctx, 'userSettings', async ({ query, userId }) =>
    settingsOf(ctx, userId, query.appInstanceId),
  );

  defineRoute(app, ctx, 'userSettingsUpdate', async ({ body, query, userId }) => {
    await updateUser(
      ctx.db,
      userId,
      body.name === 'notifications.push.news' ? { push_news: body.value } : { push_important: body.value },
    );
    if (body.value) {
      // A setting switched on says so on every registered browser (in the background).
      const kind = body.name === 'notifications.push.news' ? 'news' : 'important';
      const { rows } = await ctx.db.query<{ language: string | null }>(
        'SELECT language FROM users WHERE id = $1',
        [userId],
      );
      const language = rows[0]?.language ?? null;
      ctx.tasks.run(() =>
        sendPush(ctx, userId, kind, {
          kind,
          title: pushText(language, `push_${kind}_on_title`),
          body: pushText(language, `push_${kind}_on_body`),
          url: '/settings/notifications',
        }),
      );
    }
    return settingsOf(ctx, userId, query.appInstanceId);
  });

  defineRoute(app, ctx, 'pushRegister', async ({ body, userId, query }) => {
    let subscription: webpush.PushSubscription;
    try {
      subscription = JSON.parse(body.token) as webpush.PushSubscription;
      const endpoint = new URL(subscription.endpoint);
      if (endpoint.protocol !== 'https:' || !subscription.keys?.p256dh || !subscription.keys?.auth)
        throw new Error();
    } catch {
      throw badRequest('register_error', { reason: 'token must be the JSON of a PushSubscription' });
    }
    await registerPush(ctx.db, userId, {
      appInstanceId: body.appInstanceId,
      subscription: JSON.stringify(subscription),
      device: body.device ?? query.device,
    });
    return { done: true as const };
  });

  defineRoute(app, ctx, 'pushUnregister', async ({ body, userId }) => {
    await unregisterPush(ctx.db, userId, body.appInstanceId);
    return { done: true as const };
  });

  defineRoute(app, ctx, 'userStats', async ({ userId }) => {
    const { owner } = await ownerOf(ctx, userId);
    const [engineStats, figures, global] = await Promise.all([
      ctx.engine.stats(owner),
      userActionFigures(ctx.db, userId),
      globalStats(ctx.db),
    ]);
    for (const [email, found] of Object.entries(engineStats.newslettersFoundByMailbox)) {
      await updateMailbox(ctx.db, email, { newsletters_found: found });
    }
    return {
      user: {
        autoDeletedNewsletters: engineStats.autoDeletedNewsletters,
        deletedMails: figures.deletedMails,
        storageSavedInKo: figures.storageSavedInKo,
        treatedNewsletters: figures.treatedNewsletters,
        remainsMailsToTreat: engineStats.remainsMailsToTreat,
      },
      global,
    };
  });

  defineRoute(app, ctx, 'referrals', async ({ userId }) => ({
    partnerCode: await ensurePartnerCode(ctx.db, userId),
    referrals: await listReferrals(ctx.db, userId),
  }));

  defineRoute(app, ctx, 'referralByCode', async ({ params, userId }) => {
    const outcome = await applyReferral(ctx.db, userId, params.code);
    if (outcome === 'unknown_code') throw badRequest('unknown_code');
    if (outcome === 'already_referred') throw conflict('already_referred');
    return { done: true as const };
  });

  defineRoute(app, ctx, 'feedbackGiven', async ({ params, userId }) => ({
    given: await feedbackGiven(ctx.db, userId, params.device, params.version),
  }));

  defineRoute(app, ctx, 'feedback', async ({ body, userId }) => {
    await recordFeedback(ctx.db, userId, body);
    return { done: true as const };
  });

  const agreementsOf = async (userId: string) => {
    const user = await findUser(ctx.db, userId);
    if (!user) throw notFound();
    const iso = (value: Date | null) => (value ? new Date(value).toISOString() : null);
    return { terms: iso(user.terms_accepted_at), privacy: iso(user.privacy_accepted_at) };
  };

  defineRoute(app, ctx, 'agreements', async ({ userId }) => agreementsOf(userId));

  defineRoute(app, ctx, 'agreementAccept', async ({ params, userId }) => {
    await updateUser(
      ctx.db,
      userId,
      params.kind === 'terms' ? { terms_accepted_at: new Date() } : { privacy_accepted_at: new Date() },
    );
    return agreementsOf(userId);
  });
}
