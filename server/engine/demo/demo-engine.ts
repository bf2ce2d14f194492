import type { Subscription } from '../../../src/shared/api/contract';
import { SPAM_CONFIDENCE_THRESHOLD } from '../../../src/shared/config/constants';
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
import { DEMO_PASSWORD, type DemoSender, generateDemoMailbox, isDemoAddress } from './generator';

const DAY_MS = 86_400_000;

export interface DemoEngineOptions {
  /** Time the scan stays `pending` before senders appear. */
  pendingMs?: number;
  /** Time from the first sender to `done`. */
  scanMs?: number;
  /** Poll hint while scanning. */
  retryMs?: number;
  now?: () => number;
  /** Mailbox states kept in memory (oldest dropped first). */
  maxMailboxes?: number;
}

type Decision = { list: DecisionList | 'deleted'; at: number };

interface DemoMailboxState {
  senders: Map<string, DemoSender>;
  decisions: Map<string, Decision>;
  scanStartedAt: number;
}

/**
 * The demo (discovery) provider: addresses at demo.tidyfox.test with password `demo` (or any Microsoft
 * OAuth access token) log in; their mailbox is generated (generator.ts) and scanned over a few seconds
 * (pending, then partial with senders appearing, then done). Decisions live in memory, per user and
 * mailbox; `forgetMailbox` resets them. Other addresses are refused with unknown_error.
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

  function ensure(userId: string, email: string): DemoMailboxState {
    const k = key(userId, email);
    let state = states.get(k);
    if (!state) {
      const senders = generateDemoMailbox(email.toLowerCase());
      const decisions = new Map<string, Decision>();
      const startedAt = now();
      for (const sender of senders) {
        if (sender.initiallyKept) decisions.set(sender.sender, { list: 'kept', at: startedAt - 30 * DAY_MS });
      }
      state = { senders: new Map(senders.map((s) => [s.sender, s])), decisions, scanStartedAt: startedAt };
      states.set(k, state);
      // Bounded memory on a public demo: forget the oldest mailbox first.
      if (states.size > maxMailboxes) states.delete(states.keys().next().value as string);
    }
    return state;
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

  function lookup(
    owner: EngineOwner,
    ref: SenderRef,
  ): { state: DemoMailboxState; sender: DemoSender } | null {
    const box = owner.mailboxes.find((b) => b.email.toLowerCase() === ref.email.toLowerCase());
    if (!box || !isDemoAddress(box.email)) return null;
    const state = ensure(owner.userId, box.email);
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
        const state = ensure(owner.userId, box.email);
        if (progressOf(state).status === 'done') state.scanStartedAt = now();
      }
    },

    async getSubscriptions(owner, since): Promise<SubscriptionsSnapshot> {
      const boxes = demoMailboxes(owner);
      const subscriptions: Subscription[] = [];
      const incrementalSubscriptions: Subscription[] = [];
      const mailsToSortByMailbox: Record<string, number> = {};
      const statuses: ScanStatus[] = [];
      let scannedMails = 0;
      let totalMails = 0;
      let progressSum = 0;
      for (const box of boxes) {
        const state = ensure(owner.userId, box.email);
        const { status, fraction } = progressOf(state);
        statuses.push(status);
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
      return refs.map((ref) => {
        const hit = lookup(owner, ref);
        if (!hit) return outcome(ref, undefined, false);
        const previous = hit.state.decisions.get(hit.sender.sender);
        hit.state.decisions.set(hit.sender.sender, { list, at: now() });
        // Mails already removed by a previous delete/block are not counted twice.
        const already = previous?.list === 'deleted' || previous?.list === 'blocked';
        return outcome(ref, hit.sender, removes && !already);
      });
    },

    async rollback(owner, rollback: SenderRollback, refs) {
      const from: DecisionList = rollback === 'unblock' ? 'blocked' : 'kept';
      return refs.map((ref) => {
        const hit = lookup(owner, ref);
        if (!hit || hit.state.decisions.get(hit.sender.sender)?.list !== from)
          return outcome(ref, undefined, false);
        hit.state.decisions.delete(hit.sender.sender);
        return outcome(ref, hit.sender, false);
      });
    },

    async listDecisions(owner, list) {
      const items: Array<{ at: number; item: Subscription }> = [];
      for (const box of demoMailboxes(owner)) {
        const state = ensure(owner.userId, box.email);
        for (const [address, decision] of state.decisions) {
          const sender = state.senders.get(address);
          if (sender && decision.list === list) {
            items.push({ at: decision.at, item: toSubscription(state, sender, decision) });
          }
        }
      }
      return items.sort((a, b) => b.at - a.at).map((entry) => entry.item);
    },

    async stats(owner): Promise<EngineStats> {
      const snapshot = await this.getSubscriptions(owner);
      const blocked = await this.listDecisions(owner, 'blocked');
      const newslettersFoundByMailbox: Record<string, number> = {};
      for (const box of demoMailboxes(owner)) {
        const state = ensure(owner.userId, box.email);
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

    async forgetMailbox(userId, mailboxEmail) {
      states.delete(key(userId, mailboxEmail));
    },
  };
}
