import { isDemoAddress } from './demo/generator';
import type { EngineOwner, MailEnginePort, SubscriptionsSnapshot } from './port';

/**
 * One port over two engines: mailboxes at the demo domain go to `demo`, every other one to `real`.
 * Answers are merged (lists concatenated, figures added, the least advanced scan status wins).
 */
export function composeEngines({
  demo,
  real,
}: {
  demo: MailEnginePort;
  real: MailEnginePort;
}): MailEnginePort {
  const split = (owner: EngineOwner) => ({
    demoOwner: { userId: owner.userId, mailboxes: owner.mailboxes.filter((box) => isDemoAddress(box.email)) },
    realOwner: {
      userId: owner.userId,
      mailboxes: owner.mailboxes.filter((box) => !isDemoAddress(box.email)),
    },
  });
  const engineFor = (email: string) => (isDemoAddress(email) ? demo : real);
  const both = async <T>(
    owner: EngineOwner,
    call: (engine: MailEnginePort, part: EngineOwner) => Promise<T>,
  ) => {
    const { demoOwner, realOwner } = split(owner);
    return Promise.all([
      demoOwner.mailboxes.length ? call(demo, demoOwner) : null,
      realOwner.mailboxes.length ? call(real, realOwner) : null,
    ]).then((parts) => parts.filter((part): part is Awaited<T> => part !== null));
  };

  const mergeSnapshots = (parts: SubscriptionsSnapshot[]): SubscriptionsSnapshot => {
    if (parts.length === 0) {
      return {
        subscriptions: [],
        incrementalSubscriptions: [],
        status: 'empty',
        retry: null,
        progress: 0,
        scannedMails: 0,
        totalMails: 0,
        mailsToSortByMailbox: {},
      };
    }
    const running = parts.filter((part) => part.status === 'pending' || part.status === 'partial');
    const status =
      running.length === 0
        ? parts.every((part) => part.status === 'empty')
          ? 'empty'
          : 'done'
        : running.every((part) => part.status === 'pending') && running.length === parts.length
          ? 'pending'
          : 'partial';
    return {
      subscriptions: parts.flatMap((part) => part.subscriptions).sort((a, b) => b.count - a.count),
      incrementalSubscriptions: parts.flatMap((part) => part.incrementalSubscriptions),
      status,
      retry: running.length ? Math.min(...running.map((part) => part.retry ?? 1000)) : null,
      progress: Math.round(parts.reduce((sum, part) => sum + part.progress, 0) / parts.length),
      scannedMails: parts.reduce((sum, part) => sum + part.scannedMails, 0),
      totalMails: parts.reduce((sum, part) => sum + part.totalMails, 0),
      mailsToSortByMailbox: Object.assign({}, ...parts.map((part) => part.mailsToSortByMailbox)),
      refusedMailboxes: parts.flatMap((part) => part.refusedMailboxes ?? []),
    };
  };

  return {
    verifyLogin: (access) => engineFor(access.email).verifyLogin(access),
    async startScan(owner) {
      await both(owner, (engine, part) => engine.startScan(part));
    },
    async getSubscriptions(owner, since) {
      return mergeSnapshots(await both(owner, (engine, part) => engine.getSubscriptions(part, since)));
    },
    async applyAction(owner, action, senders) {
      const parts = await both(owner, (engine, part) =>
        engine.applyAction(
          part,
          action,
          senders.filter((ref) => part.mailboxes.some((box) => box.email === ref.email)),
        ),
      );
      return parts.flat();
    },
    async rollback(owner, rollback, senders) {
      const parts = await both(owner, (engine, part) =>
        engine.rollback(
          part,
          rollback,
          senders.filter((ref) => part.mailboxes.some((box) => box.email === ref.email)),
        ),
      );
      return parts.flat();
    },
    async listDecisions(owner, list) {
      const parts = await both(owner, (engine, part) => engine.listDecisions(part, list));
      return parts.flat().sort((a, b) => (b.date ?? '').localeCompare(a.date ?? ''));
    },
    async stats(owner) {
      const parts = await both(owner, (engine, part) => engine.stats(part));
      return {
        remainsMailsToTreat: parts.reduce((sum, part) => sum + part.remainsMailsToTreat, 0),
        autoDeletedNewsletters: parts.reduce((sum, part) => sum + part.autoDeletedNewsletters, 0),
        newslettersFoundByMailbox: Object.assign({}, ...parts.map((part) => part.newslettersFoundByMailbox)),
      };
    },
    forgetMailbox: (userId, email) => engineFor(email).forgetMailbox(userId, email),
    async version(owner) {
      const { demoOwner, realOwner } = split(owner);
      const parts: Array<string | null> = [];
      for (const [engine, part] of [
        [demo, demoOwner],
        [real, realOwner],
      ] as const) {
        if (part.mailboxes.length === 0) continue;
        parts.push(engine.version ? await engine.version(part) : null);
      }
      return parts.some((part) => part === null) ? null : parts.join('|');
    },
  };
}
