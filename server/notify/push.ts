import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import webpush from 'web-push';
import { DEFAULT_LOCALE, LOCALES } from '../../src/shared/config/constants';
import type { AppContext } from '../context';
import type { SqlClient } from '../db/sql-client';
import { ownerOf } from '../lib/owner';

/** The two notification settings of a user (GET/PUT /v3/users/settings). */
export type PushKind = 'news' | 'important';

/** What the service worker shows (public/sw.js): a title, a body and the app path opened on click. */
export interface PushPayload {
  kind: 'scan_done' | 'news' | 'important';
  title: string;
  body: string;
  /** App path opened when the notification is clicked. */
  url: string;
  /** Scan results: newsletters waiting. */
  count?: number;
}

/** VAPID contact of the application server (RFC 8292 `sub`). */
export const VAPID_SUBJECT = 'mailto:push@tidyfox.app';
/** How long a push service keeps an undelivered message (seconds). */
export const PUSH_TTL_SECONDS = 24 * 3600;
/** A scan is watched for at most this long before the watcher gives up. */
export const SCAN_WATCH_LIMIT_MS = 30 * 60_000;
const DEFAULT_SCAN_POLL_MS = 1000;

interface SubscriptionRow {
  app_instance_id: string;
  subscription: string;
}

async function subscriptionsOf(db: SqlClient, userId: string, kind: PushKind): Promise<SubscriptionRow[]> {
  const column = kind === 'news' ? 'push_news' : 'push_important';
  const { rows } = await db.query<SubscriptionRow>(
    `SELECT p.app_instance_id, p.subscription FROM push_subscriptions p JOIN users u ON u.id = p.user_id
     WHERE p.user_id = $1 AND u.${column} = TRUE`,
    [userId],
  );
  return rows;
}

/**
 * Sends a Web Push message (VAPID, RFC 8291 aes128gcm encryption by web-push) to every browser the user
 * registered, if the user's setting of that kind is on. A subscription the push service says is gone
 * (404/410) is removed. Answers how many messages the push services accepted.
 */
export async function sendPush(
  ctx: Pick<AppContext, 'db' | 'vapid'>,
  userId: string,
  kind: PushKind,
  payload: PushPayload,
): Promise<number> {
  const rows = await subscriptionsOf(ctx.db, userId, kind);
  let sent = 0;
  for (const row of rows) {
    try {
      await webpush.sendNotification(
        JSON.parse(row.subscription) as webpush.PushSubscription,
        JSON.stringify(payload),
        {
          vapidDetails: {
            subject: VAPID_SUBJECT,
            publicKey: ctx.vapid.publicKey,
            privateKey: ctx.vapid.privateKey,
          },
          TTL: PUSH_TTL_SECONDS,
          contentEncoding: 'aes128gcm',
          timeout: 10_000,
        },
      );
      sent += 1;
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode;
      if (status === 404 || status === 410) {
        await ctx.db.query('DELETE FROM push_subscriptions WHERE user_id = $1 AND app_instance_id = $2', [
          userId,
          row.app_instance_id,
        ]);
      }
    }
  }
  return sent;
}

const texts = new Map<string, Record<string, string>>();
function accountTexts(locale: string): Record<string, string> {
  let found = texts.get(locale);
  if (!found) {
    const file = fileURLToPath(
      new URL(`../../src/shared/i18n/locales/${locale}/account.json`, import.meta.url),
    );
    found = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
    texts.set(locale, found);
  }
  return found;
}

/** The app locale of a stored user language (`de`, `de-AT`, `de-at`…), else the default one. */
export function pushLocale(language: string | null): string {
  const wanted = (language ?? '').toLowerCase();
  const base = wanted.split('-')[0] ?? '';
  return (
    LOCALES.find((locale) => locale === wanted) ??
    // A bare language prefers its own country (de → de-de, not de-at).
    LOCALES.find((locale) => locale === `${base}-${base}`) ??
    LOCALES.find((locale) => locale.split('-')[0] === base) ??
    DEFAULT_LOCALE
  );
}

/** A text of the `account` namespace in the user's language (plural `_one`/`_other`, `{{count}}`). */
export function pushText(language: string | null, key: string, count?: number): string {
  const locale = pushLocale(language);
  const pick = (table: Record<string, string>) => {
    if (count === undefined) return table[key];
    const form = new Intl.PluralRules(locale).select(count);
    return table[`${key}_${form}`] ?? table[`${key}_other`];
  };
  const text = pick(accountTexts(locale)) ?? pick(accountTexts(DEFAULT_LOCALE)) ?? key;
  return count === undefined
    ? text
    : text.replaceAll('{{count}}', new Intl.NumberFormat(locale).format(count));
}

/** News for every user who keeps the news setting on (an operator's announcement). */
export async function sendNewsToAll(
  ctx: Pick<AppContext, 'db' | 'vapid'>,
  payload: Omit<PushPayload, 'kind'>,
): Promise<number> {
  const { rows } = await ctx.db.query<{ user_id: string }>(
    `SELECT DISTINCT p.user_id::text AS user_id FROM push_subscriptions p JOIN users u ON u.id = p.user_id
     WHERE u.push_news = TRUE`,
  );
  let sent = 0;
  for (const { user_id } of rows) sent += await sendPush(ctx, user_id, 'news', { ...payload, kind: 'news' });
  return sent;
}

/**
 * Watches a scan the server just started and, once it is done with newsletters waiting, notifies the
 * user (setting "important"). Runs on its own timers (not the task runner: a scan may take minutes),
 * which never keep the process alive.
 */
export function watchScanForPush(ctx: AppContext, userId: string): void {
  const startedAt = Date.now();
  const poll = async () => {
    try {
      const { owner } = await ownerOf(ctx, userId);
      if (owner.mailboxes.length === 0) return;
      const snapshot = await ctx.engine.getSubscriptions(owner);
      if (snapshot.status !== 'done') {
        if (Date.now() - startedAt < SCAN_WATCH_LIMIT_MS) {
          setTimeout(poll, snapshot.retry ?? DEFAULT_SCAN_POLL_MS).unref();
        }
        return;
      }
      const waiting = snapshot.subscriptions.filter((item) => !item.isLater).length;
      if (waiting === 0) return;
      const { rows } = await ctx.db.query<{ language: string | null }>(
        'SELECT language FROM users WHERE id = $1',
        [userId],
      );
      const language = rows[0]?.language ?? null;
      await sendPush(ctx, userId, 'important', {
        kind: 'scan_done',
        title: pushText(language, 'push_scan_done_title'),
        body: pushText(language, 'push_scan_done_body', waiting),
        url: '/newsletters',
        count: waiting,
      });
    } catch {
      // A failed watch only loses one notification; the app shows the results when opened.
    }
  };
  setTimeout(poll, DEFAULT_SCAN_POLL_MS).unref();
}
