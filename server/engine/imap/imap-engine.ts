import { createHash } from 'node:crypto';
import type { Subscription, UnsubscribeMethod } from '../../../src/shared/api/contract';
import type { MailEngine } from '../../mail/engine';
import { PROVIDER_SETTINGS } from '../../mail/providers';
import type { DecisionItem, MailboxInput, SenderItem, ServerSettings } from '../../mail/types';
import type {
  ActionOutcome,
  EngineOwner,
  MailboxAccess,
  MailEnginePort,
  SenderAction,
  SenderRef,
  SubscriptionsSnapshot,
} from '../port';

/**
 * The real IMAP engine (server/mail/) behind the server's port.
 *
 * Mailbox ids are derived from (userId, mailbox address): stable across restarts, so the engine's
 * scan state and decisions survive; `forgetMailbox` drops them. Every call upserts the owner's
 * mailboxes with the credentials the server decrypted for it (only when they changed since the last
 * call of this process), so the engine always holds the current password or access token.
 */
export interface ImapEngineOptions {
  /** Tests only: accept the self-signed certificate of a local IMAP server. */
  rejectUnauthorized?: boolean;
  /** Lifetime of a Microsoft access token remembered from a login or a refresh (default 50 minutes). */
  accessTokenTtlMs?: number;
  /** Exchanges a stored OAuth refresh token for an access token (Microsoft: server/auth/microsoft.ts). */
  refreshAccessToken?: (refreshToken: string) => Promise<string>;
}

const PORT_TO_ENGINE = {
  delete: 'delete',
  block: 'unsubscribes',
  keep: 'keep',
  postpone: 'later',
} as const satisfies Record<SenderAction, string>;

const DEFAULT_TOKEN_TTL_MS = 50 * 60_000;

/** Scan failures that mean the stored credentials no longer work (the user must sign in again). */
const CREDENTIAL_REFUSALS = new Set(['invalid_credentials', 'application_password', 'imap_disabled']);

const refKey = (email: string, sender: string) => `${email.toLowerCase()} ${sender.toLowerCase()}`;

/** The engine's id of a user's mailbox. */
export function imapMailboxId(userId: string, email: string): string {
  return `tf-${createHash('sha256').update(`${userId}\n${email.toLowerCase()}`).digest('hex').slice(0, 32)}`;
}

/** What an unsubscribe of this sender will do (the job's order: one-click, then mailto; never for spam). */
export function unsubscribeMethodOf(item: Pick<SenderItem, 'type' | 'unsubscribe'>): UnsubscribeMethod {
  if (item.type === 'spams') return 'none';
  if (item.unsubscribe.http && item.unsubscribe.oneClick) return 'one-click';
  if (item.unsubscribe.mailto) return 'mailto';
  if (item.unsubscribe.http) return 'web-link';
  return 'none';
}

function toSubscription(item: SenderItem): Subscription {
  return {
    name: item.name,
    sender: item.sender,
    email: item.email,
    count: item.count,
    openRate: item.openRate,
    notSeen: item.notSeen,
    spoumConfidence: item.spoumConfidence,
    type: item.type,
    date: null,
    lastReceivedAt: item.lastReceivedAt ?? '',
    isLater: false,
    unsubscribeMethod: unsubscribeMethodOf(item),
  };
}

/**
 * What the engine reports about an auto-deleted sender's unsubscribe: the method the job used and
 * whether it was accepted; while the job has not run yet, only that it is pending.
 */
export function unsubscribeReport(
  item: Pick<DecisionItem, 'type' | 'unsubscribe'>,
): Pick<Subscription, 'unsubscribeMethod' | 'unsubscribeOutcome'> {
  if (item.type !== 'auto-delete') return {};
  const result = item.unsubscribe;
  if (!result) return { unsubscribeOutcome: 'pending' };
  if (result.method === 'none') return { unsubscribeMethod: result.manualUrl ? 'web-link' : 'none' };
  return { unsubscribeMethod: result.method, unsubscribeOutcome: result.ok ? 'sent' : 'failed' };
}

function decisionToSubscription(item: DecisionItem): Subscription {
  const later = item.type === 'later';
  return {
    name: item.name,
    sender: item.sender,
    email: item.email,
    // The engine keeps no per-sender figures for decided senders beyond the sweep's count.
    count: item.autoDeleted,
    openRate: 0,
    notSeen: false,
    spoumConfidence: 0,
    type: later ? 'later' : 'subscriptions',
    date: item.date || null,
    lastReceivedAt: item.date,
    isLater: later,
    ...unsubscribeReport(item),
    ...(item.type === 'auto-delete'
      ? { unsubscribeProof: item.proof ?? [], honouredCheck: item.honouredCheck ?? null }
      : {}),
  };
}

export function createImapEngine(mail: MailEngine, options: ImapEngineOptions = {}): MailEnginePort {
  const tokenTtlMs = options.accessTokenTtlMs ?? DEFAULT_TOKEN_TTL_MS;
  /** Fingerprint of what was last upserted per mailbox id (skips identical upserts). */
  const upserted = new Map<string, string>();
  /** Microsoft access tokens obtained at login, per address, until they expire. */
  const accessTokens = new Map<string, { token: string; expiresAt: number }>();
  /** When this process first listed each sender (for `incrementalSubscriptions`). */
  const firstSeen = new Map<string, number>();

  const serversOf = (access: MailboxAccess): Partial<ServerSettings> | undefined => {
    if (!access.imap) return undefined;
    // A known provider's own endpoint: let the engine use its table (it also knows the SMTP server).
    if (access.provider !== 'other' && PROVIDER_SETTINGS[access.provider]?.imap.host === access.imap.host) {
      return undefined;
    }
    const tls = options.rejectUnauthorized === false ? { rejectUnauthorized: false } : {};
    return {
      imap: { host: access.imap.host, port: access.imap.port, secure: access.imap.secure, ...tls },
      // The domain map's submission server; without one the engine finds it (RFC 6186, then the IMAP host).
      ...(access.smtp ? { smtp: { ...access.smtp, ...tls } } : {}),
    };
  };

  const authOf = (access: MailboxAccess): MailboxInput['auth'] | null => {
    if (access.password) return { password: access.password };
    if (access.oauthAccessToken) return { accessToken: access.oauthAccessToken };
    const remembered = accessTokens.get(access.email.toLowerCase());
    if (remembered && remembered.expiresAt > Date.now()) return { accessToken: remembered.token };
    return null;
  };

  const remember = (email: string, token: string) =>
    accessTokens.set(email.toLowerCase(), { token, expiresAt: Date.now() + tokenTtlMs });

  /** Password, access token, or a fresh access token from the refresh token (null when none works). */
  const currentAuth = async (access: MailboxAccess): Promise<MailboxInput['auth'] | null> => {
    const auth = authOf(access);
    if (auth || !access.oauthRefreshToken || !options.refreshAccessToken) return auth;
    try {
      const token = await options.refreshAccessToken(access.oauthRefreshToken);
      remember(access.email, token);
      return { accessToken: token };
    } catch {
      // Refused or unreachable: the engine keeps the credentials it stored last.
      return null;
    }
  };

  /** Upserts the owner's mailboxes (when their credentials or servers changed); returns their ids. */
  const ensure = async (owner: EngineOwner): Promise<string[]> => {
    const ids: string[] = [];
    for (const access of owner.mailboxes) {
      const id = imapMailboxId(owner.userId, access.email);
      ids.push(id);
      const auth = await currentAuth(access);
      // Without usable credentials the engine keeps what it stored last (if anything).
      if (!auth) continue;
      const servers = serversOf(access);
      const input: MailboxInput = {
        id,
        email: access.email.toLowerCase(),
        provider: access.provider,
        auth,
        ...(servers ? { servers } : {}),
      };
      const fingerprint = createHash('sha256').update(JSON.stringify(input)).digest('hex');
      if (upserted.get(id) === fingerprint) continue;
      await mail.upsertMailbox(input);
      upserted.set(id, fingerprint);
    }
    return ids;
  };

  const listed = async (ids: string[]) => {
    const result = await mail.getSubscriptions(ids);
    const now = Date.now();
    for (const item of result.subscriptions) {
      const key = `${item.mailboxId} ${item.sender}`;
      if (!firstSeen.has(key)) firstSeen.set(key, now);
    }
    return result;
  };

  return {
    async verifyLogin(access) {
      const auth = authOf(access);
      if (!auth) return { ok: false, code: 'invalid_credentials' };
      const servers = serversOf(access);
      const check = await mail.verifyLogin({
        email: access.email.toLowerCase(),
        provider: access.provider,
        auth,
        ...(servers ? { servers } : {}),
      });
      if (!check.ok) return { ok: false, code: check.code };
      if (access.oauthAccessToken) remember(access.email, access.oauthAccessToken);
      return { ok: true };
    },

    async startScan(owner) {
      const ids = await ensure(owner);
      for (const id of ids) await mail.startScan(id);
    },

    async getSubscriptions(owner, since) {
      const ids = await ensure(owner);
      let result = await listed(ids);
      // Never scanned (first poll, or the login's scan could not start): start it now.
      const idle = result.mailboxes.filter((box) => box.status === 'empty');
      if (idle.length > 0) {
        for (const box of idle) await mail.startScan(box.id);
        result = await listed(ids);
      }
      const postponed = await mail.listDecisions(ids, 'postponed');
      const subscriptions = [
        ...result.subscriptions.map(toSubscription),
        ...postponed.map(decisionToSubscription),
      ];
      const sinceMs = since?.getTime();
      const incrementalSubscriptions =
        sinceMs === undefined
          ? subscriptions
          : result.subscriptions
              .filter((item) => (firstSeen.get(`${item.mailboxId} ${item.sender}`) ?? 0) > sinceMs)
              .map(toSubscription);
      const mailsToSortByMailbox: Record<string, number> = {};
      for (const access of owner.mailboxes) mailsToSortByMailbox[access.email.toLowerCase()] = 0;
      for (const item of result.subscriptions) {
        mailsToSortByMailbox[item.email] = (mailsToSortByMailbox[item.email] ?? 0) + item.count;
      }
      const { total, remaining } = result.progress;
      const scanned = Math.max(0, total - remaining);
      const status = result.status;
      return {
        subscriptions,
        incrementalSubscriptions,
        status,
        retry: status === 'done' || status === 'empty' ? null : (result.retry ?? 1000),
        progress: status === 'done' ? 100 : total > 0 ? Math.min(99, Math.round((scanned / total) * 100)) : 0,
        scannedMails: scanned,
        totalMails: total,
        mailsToSortByMailbox,
        refusedMailboxes: result.mailboxes
          .filter((box) => box.errorCode !== null && CREDENTIAL_REFUSALS.has(box.errorCode))
          .map((box) => box.email.toLowerCase()),
      } satisfies SubscriptionsSnapshot;
    },

    async applyAction(owner, action, senders) {
      const ids = await ensure(owner);
      // Figures of the senders as listed now: what a delete / block will move to Trash.
      const before = new Map(
        (await mail.getSubscriptions(ids)).subscriptions.map((item) => [
          refKey(item.email, item.sender),
          item,
        ]),
      );
      const result = await mail.act(PORT_TO_ENGINE[action], ids, senders);
      const ignored = new Set(result.ignored.map((ref) => refKey(ref.email, ref.sender)));
      return senders.map((ref): ActionOutcome => {
        const key = refKey(ref.email, ref.sender);
        const item = before.get(key);
        const found = !ignored.has(key);
        // A delete moves all the sender's mails; a block (unsubscribe) only its List-Id's mails.
        const moved =
          !found || !item
            ? null
            : action === 'delete'
              ? item
              : action === 'block'
                ? item.unsubscribeScope
                : null;
        return {
          email: ref.email,
          sender: ref.sender,
          found,
          mailsRemoved: moved ? moved.count : 0,
          sizeKo: moved ? Math.round(moved.totalSize / 1000) : 0,
        };
      });
    },

    async rollback(owner, rollback, senders: SenderRef[]) {
      const ids = await ensure(owner);
      const lists =
        rollback === 'unblock'
          ? await mail.listDecisions(ids, 'blocked')
          : [...(await mail.listDecisions(ids, 'kept')), ...(await mail.listDecisions(ids, 'postponed'))];
      const decided = new Set(lists.map((item) => refKey(item.email, item.sender)));
      await mail.rollback(rollback, ids, senders);
      return senders.map((ref) => ({
        email: ref.email,
        sender: ref.sender,
        found: decided.has(refKey(ref.email, ref.sender)),
        mailsRemoved: 0,
        sizeKo: 0,
      }));
    },

    async listDecisions(owner, list) {
      const ids = await ensure(owner);
      return (await mail.listDecisions(ids, list)).map(decisionToSubscription);
    },

    async stats(owner) {
      const ids = await ensure(owner);
      const [figures, result, ...decisions] = await Promise.all([
        mail.stats(ids),
        mail.getSubscriptions(ids),
        mail.listDecisions(ids, 'blocked'),
        mail.listDecisions(ids, 'kept'),
        mail.listDecisions(ids, 'postponed'),
      ]);
      const found: Record<string, Set<string>> = {};
      for (const access of owner.mailboxes) found[access.email.toLowerCase()] = new Set();
      for (const item of [...result.subscriptions, ...decisions.flat()]) {
        const senders = found[item.email] ?? new Set<string>();
        senders.add(item.sender);
        found[item.email] = senders;
      }
      return {
        remainsMailsToTreat: figures.remainsMailsToTreat,
        autoDeletedNewsletters: decisions[0]?.length ?? 0,
        newslettersFoundByMailbox: Object.fromEntries(
          Object.entries(found).map(([email, senders]) => [email, senders.size]),
        ),
      };
    },

    async version(owner) {
      // Cheap: no upsert, no credentials. A mailbox not stored or not scanned yet is null (the list call
      // then upserts it and starts its scan).
      if (owner.mailboxes.length === 0) return null;
      return mail.listVersion(owner.mailboxes.map((access) => imapMailboxId(owner.userId, access.email)));
    },

    async forgetMailbox(userId, email) {
      const id = imapMailboxId(userId, email);
      upserted.delete(id);
      accessTokens.delete(email.toLowerCase());
      for (const key of firstSeen.keys()) if (key.startsWith(`${id} `)) firstSeen.delete(key);
      await mail.removeMailbox(id);
    },
  };
}
