import type { Subscription } from '../../../src/shared/api/contract';
import { SPAM_CONFIDENCE_THRESHOLD } from '../../../src/shared/config/constants';
import type { SqlClient } from '../../db/sql-client';
import type {
  ActionOutcome,
  DecisionList,
  EngineOwner,
  EngineStats,
  LoginCheck,
  MailboxAccess,
  MailEnginePort,
  ScanStatus,
  SenderAction,
  SenderRef,
  SenderRollback,
  SubscriptionsSnapshot,
} from '../port';
import {
  DEMO_PASSWORD,
  type DemoSender,
  generateDemoMailbox,
  isDemoAddress,
  isGrantRevokedAddress,
} from './generator';

const DAY_MS = 86_400_000;

export interface DemoEngineOptions {
  /** Time the scan stays `pending` before senders appear. */
  pendingMs?: number;
  /** Time from the first sender to `done`. */
  scanMs?: number;
  /** Poll hint while scanning. */
  retryMs?: number;
  now?: () => number;
  /** Mailbox states kept in memory (oldest dropped first; reloaded from `sql` when set). */
  maxMailboxes?: number;
  /**
   * Where scan starts and decisions are kept (tables demo_mailboxes, demo_decisions): a restart
   * changes neither the list nor the statistics. Without it, in memory only (unit tests).
   */
  sql?: SqlClient;
}

type Decision = { list: DecisionList | 'deleted'; at: number };

interface DemoMailboxState {
  userId: string;
  email: string;
  senders: Map<string, DemoSender>;
  decisions: Map<string, Decision>;
  scanStartedAt: number;
  /**
   * A `revoked@` address (see isGrantRevokedAddress) whose first scan ran: once done, its server
   * refuses the stored credentials (refusedMailboxes) until a sign-in starts a new scan.
   */
  grantRevoked: boolean;
  /** Changes with every change of the state (engine-wide counter: never reused after a reload). */
  revision: number;
}

/**
 * The demo (discovery) provider: addresses at demo.tidyfox.test with password `demo` (or any Microsoft
 * OAuth access token) log in; their mailbox is generated (generator.ts) and scanned over a few seconds
 * (pending, then partial with senders appearing, then done). Decisions are per user and mailbox, kept
 * in the database when `sql` is given (cached in memory); `forgetMailbox` resets them. Other addresses
 * are refused with unknown_error.
 */
export function createDemoEngine(options: DemoEngineOptions = {}): MailEnginePort {
  const pendingMs = options.pendingMs ?? 1500;
  const scanMs = options.scanMs ?? 4500;
  const retryMs = options.retryMs ?? 1000;
  const now = options.now ?? Date.now;
  const maxMailboxes = options.maxMailboxes ?? 20_000;
  const states = new Map<string, DemoMailboxState>();
  const key = (userId: string, email: string) => `${userId}\u0000${email.toLowerCase()}`;

  const demoMailboxes = (owner: EngineOwner) => owner.mailboxes.filter((box) => isDemoAddress(box.email));

  const loading = new Map<string, Promise<DemoMailboxState>>();
  let revisions = 0;
  const sql = options.sql;

  async function load(userId: string, email: string): Promise<DemoMailboxState> {
    const address = email.toLowerCase();
    const senders = generateDemoMailbox(address);
    const state: DemoMailboxState = {
      userId,
      email: address,
      senders: new Map(senders.map((s) => [s.sender, s])),
      decisions: new Map(),
      scanStartedAt: now(),
      grantRevoked: isGrantRevokedAddress(address),
      revision: ++revisions,
    };
    const stored = sql
      ? await sql.query<{ scan_started_at: Date }>(
          'SELECT scan_started_at FROM demo_mailboxes WHERE user_id = $1 AND email = $2',
          [userId, address],
        )
      : null;
    if (sql && stored?.rows[0]) {
      state.scanStartedAt = new Date(stored.rows[0].scan_started_at).getTime();
      // A mailbox reloaded after a restart is past its first scan (the refusal, if any, is kept by the
      // server's invalid_grant flag until the next sign-in).
      state.grantRevoked = false;
      const { rows } = await sql.query<{ sender: string; list: Decision['list']; decided_at: Date }>(
        'SELECT sender, list, decided_at FROM demo_decisions WHERE user_id = $1 AND email = $2',
        [userId, address],
      );
      for (const row of rows)
        state.decisions.set(row.sender, { list: row.list, at: new Date(row.decided_at).getTime() });
      return state;
    }
    for (const sender of senders) {
      if (sender.initiallyKept)
        state.decisions.set(sender.sender, { list: 'kept', at: state.scanStartedAt - 30 * DAY_MS });
    }
    if (sql) {
      await sql.query(
        'INSERT INTO demo_mailboxes (user_id, email, scan_started_at) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING',
        [userId, address, new Date(state.scanStartedAt)],
      );
      for (const [sender, decision] of state.decisions) await persist(state, sender, decision);
    }
    return state;
  }

  async function persist(state: DemoMailboxState, sender: string, decision: Decision | null) {
    if (!sql) return;
    if (decision) {
      await sql.query(
        `INSERT INTO demo_decisions (user_id, email, sender, list, decided_at) VALUES ($1, $2, $3, $4, $5)
         ON CONFLICT (user_id, email, sender) DO UPDATE SET list = EXCLUDED.list, decided_at = EXCLUDED.decided_at`,
        [state.userId, state.email, sender, decision.list, new Date(decision.at)],
      );
    } else {
      await sql.query('DELETE FROM demo_decisions WHERE user_id = $1 AND email = $2 AND sender = $3', [
        state.userId,
        state.email,
        sender,
      ]);
    }
  }

  async function ensure(userId: string, email: string): Promise<DemoMailboxState> {
    const k = key(userId, email);
    const cached = states.get(k);
    if (cached) return cached;
    let pending = loading.get(k);
    if (!pending) {
      pending = load(userId, email).finally(() => loading.delete(k));
      loading.set(k, pending);
    }
    const state = await pending;
    if (!states.has(k)) {
      states.set(k, state);
      // Bounded memory on a public demo: forget the oldest mailbox first (reloaded when needed).
      if (states.size > maxMailboxes) states.delete(states.keys().next().value as string);
    }
    return states.get(k) ?? state;
  }

  function progressOf(state: DemoMailboxState): { status: ScanStatus; fraction: number } {
    const elapsed = now() - state.scanStartedAt;
    if (elapsed < pendingMs) return { status: 'pending', fraction: 0 };
    if (scanMs <= 0 || elapsed >= pendingMs + scanMs) return { status: 'done', fraction: 1 };
    return { status: 'partial', fraction: (elapsed - pendingMs) / scanMs };
  }

  function toSubscription(state: DemoMailboxState, sender: DemoSender, decision?: Decision): Subscription {
    const later = decision?.list === 'postponed';
    return {
      name: sender.name,
      sender: sender.sender,
      email: sender.email,
      count: sender.count,
      openRate: sender.openRate,
      notSeen: sender.notSeen,
      spoumConfidence: sender.spoumConfidence,
      type: later ? 'later' : sender.spoumConfidence > SPAM_CONFIDENCE_THRESHOLD ? 'spams' : 'subscriptions',
      date: decision ? new Date(decision.at).toISOString() : null,
      lastReceivedAt: new Date(state.scanStartedAt - sender.lastReceivedDaysAgo * DAY_MS).toISOString(),
      isLater: later,
      // Listed and auto-deleted senders say how they are (or were) unsubscribed. The demo sends
      // nothing, so it reports no attempt outcome.
      ...(decision?.list === 'kept' ? {} : { unsubscribeMethod: sender.unsubscribeMethod }),
    };
  }

  function outcome(ref: SenderRef, sender: DemoSender | undefined, removes: boolean): ActionOutcome {
    const mails = sender && removes ? sender.count : 0;
    return {
      email: ref.email,
      sender: ref.sender,
      found: Boolean(sender),
      mailsRemoved: mails,
      sizeKo: sender ? Number((mails * sender.sizeKoPerMail).toFixed(1)) : 0,
    };
  }

  async function lookup(
    owner: EngineOwner,
    ref: SenderRef,
  ): Promise<{ state: DemoMailboxState; sender: DemoSender } | null> {
    const box = owner.mailboxes.find((b) => b.email.toLowerCase() === ref.email.toLowerCase());
    if (!box || !isDemoAddress(box.email)) return null;
    const state = await ensure(owner.userId, box.email);
    const sender = state.senders.get(ref.sender.toLowerCase()) ?? state.senders.get(ref.sender);
    if (!sender) return null;
    const { fraction } = progressOf(state);
    return sender.foundAt <= fraction ? { state, sender } : null;
  }

  return {
    async verifyLogin(access: MailboxAccess): Promise<LoginCheck> {
      if (!isDemoAddress(access.email)) {
        return { ok: false, code: 'unknown_error', detail: 'no mail engine is configured for this address' };
      }
      if (access.oauthAccessToken || access.password === DEMO_PASSWORD) return { ok: true };
      const local = access.email.split('@')[0] ?? '';
      // Named demo addresses reproduce each login error for the client's error screens.
      if (local === 'app-password') return { ok: false, code: 'application_password' };
      if (local === 'imap-disabled') return { ok: false, code: 'imap_disabled' };
      if (local === 'timeout') return { ok: false, code: 'timeout' };
      return { ok: false, code: 'invalid_credentials' };
    },

    async startScan(owner) {
      for (const box of demoMailboxes(owner)) {
        const state = await ensure(owner.userId, box.email);
        if (progressOf(state).status === 'done') {
          // A sign-in with the mailbox's credentials again: a revoked grant is restored.
          state.grantRevoked = false;
          state.scanStartedAt = now();
          state.revision = ++revisions;
          await sql?.query(
            'UPDATE demo_mailboxes SET scan_started_at = $3 WHERE user_id = $1 AND email = $2',
            [state.userId, state.email, new Date(state.scanStartedAt)],
          );
        }
      }
    },

    async getSubscriptions(owner, since): Promise<SubscriptionsSnapshot> {
      const boxes = demoMailboxes(owner);
      const subscriptions: Subscription[] = [];
      const incrementalSubscriptions: Subscription[] = [];
      const mailsToSortByMailbox: Record<string, number> = {};
      const statuses: ScanStatus[] = [];
      const refusedMailboxes: string[] = [];
      let scannedMails = 0;
      let totalMails = 0;
      let progressSum = 0;
      for (const box of boxes) {
        const state = await ensure(owner.userId, box.email);
        const { status, fraction } = progressOf(state);
        statuses.push(status);
        if (state.grantRevoked && status === 'done') refusedMailboxes.push(box.email);
        progressSum += fraction;
        let toSort = 0;
        for (const sender of state.senders.values()) {
          totalMails += sender.count;
          if (sender.foundAt > fraction) continue;
          scannedMails += sender.count;
          const decision = state.decisions.get(sender.sender);
          if (decision && decision.list !== 'postponed') continue;
          const item = toSubscription(state, sender, decision);
          subscriptions.push(item);
          if (!decision) toSort += sender.count;
          const foundTime = state.scanStartedAt + pendingMs + sender.foundAt * scanMs;
          if (!since || foundTime > since.getTime()) incrementalSubscriptions.push(item);
        }
        mailsToSortByMailbox[box.email] = toSort;
      }
      const status: ScanStatus =
        boxes.length === 0
          ? 'empty'
          : statuses.every((s) => s === 'done')
            ? 'done'
            : statuses.every((s) => s === 'pending')
              ? 'pending'
              : 'partial';
      subscriptions.sort((a, b) => b.count - a.count || a.sender.localeCompare(b.sender));
      return {
        subscriptions,
        incrementalSubscriptions,
        status,
        retry: status === 'pending' || status === 'partial' ? retryMs : null,
        progress: boxes.length ? Math.round((progressSum / boxes.length) * 100) : 0,
        scannedMails,
        totalMails,
        mailsToSortByMailbox,
        ...(refusedMailboxes.length > 0 ? { refusedMailboxes } : {}),
      };
    },

    async applyAction(owner, action: SenderAction, refs) {
      const list: Decision['list'] =
        action === 'delete'
          ? 'deleted'
          : action === 'block'
            ? 'blocked'
            : action === 'keep'
              ? 'kept'
              : 'postponed';
      const removes = action === 'delete' || action === 'block';
      const outcomes: ActionOutcome[] = [];
      for (const ref of refs) {
        const hit = await lookup(owner, ref);
        if (!hit) {
          outcomes.push(outcome(ref, undefined, false));
          continue;
        }
        const previous = hit.state.decisions.get(hit.sender.sender);
        const decision = { list, at: now() };
        hit.state.decisions.set(hit.sender.sender, decision);
        hit.state.revision = ++revisions;
        await persist(hit.state, hit.sender.sender, decision);
        // Mails already removed by a previous delete/block are not counted twice.
        const already = previous?.list === 'deleted' || previous?.list === 'blocked';
        outcomes.push(outcome(ref, hit.sender, removes && !already));
      }
      return outcomes;
    },

    async rollback(owner, rollback: SenderRollback, refs) {
      const from: DecisionList = rollback === 'unblock' ? 'blocked' : 'kept';
      const outcomes: ActionOutcome[] = [];
      for (const ref of refs) {
        const hit = await lookup(owner, ref);
        if (!hit || hit.state.decisions.get(hit.sender.sender)?.list !== from) {
          outcomes.push(outcome(ref, undefined, false));
          continue;
        }
        hit.state.decisions.delete(hit.sender.sender);
        hit.state.revision = ++revisions;
        await persist(hit.state, hit.sender.sender, null);
        outcomes.push(outcome(ref, hit.sender, false));
      }
      return outcomes;
    },

    async listDecisions(owner, list) {
      const items: Array<{ at: number; item: Subscription }> = [];
      for (const box of demoMailboxes(owner)) {
        const state = await ensure(owner.userId, box.email);
        for (const [address, decision] of state.decisions) {
          const sender = state.senders.get(address);
          if (sender && decision.list === list) {
            items.push({ at: decision.at, item: toSubscription(state, sender, decision) });
          }
        }
      }
      return items
        .sort(
          (a, b) =>
            b.at - a.at ||
            a.item.email.localeCompare(b.item.email) ||
            a.item.sender.localeCompare(b.item.sender),
        )
        .map((entry) => entry.item);
    },

    async stats(owner): Promise<EngineStats> {
      const snapshot = await this.getSubscriptions(owner);
      const blocked = await this.listDecisions(owner, 'blocked');
      const newslettersFoundByMailbox: Record<string, number> = {};
      for (const box of demoMailboxes(owner)) {
        const state = await ensure(owner.userId, box.email);
        const { fraction } = progressOf(state);
        newslettersFoundByMailbox[box.email] = [...state.senders.values()].filter(
          (s) => s.foundAt <= fraction,
        ).length;
      }
      return {
        remainsMailsToTreat: Object.values(snapshot.mailsToSortByMailbox).reduce((sum, n) => sum + n, 0),
        autoDeletedNewsletters: blocked.length,
        newslettersFoundByMailbox,
      };
    },

    async version(owner) {
      const parts: string[] = [];
      for (const box of demoMailboxes(owner)) {
        const state = states.get(key(owner.userId, box.email));
        if (!state || progressOf(state).status !== 'done') return null;
        parts.push(`${state.email}:${state.revision}`);
      }
      return parts.join(',');
    },

    async forgetMailbox(userId, mailboxEmail) {
      states.delete(key(userId, mailboxEmail));
      await sql?.query('DELETE FROM demo_mailboxes WHERE user_id = $1 AND email = $2', [
        userId,
        mailboxEmail.toLowerCase(),
      ]);
    },
  };
}
