import { describe, expect, it } from 'vitest';
import {
  createImapEngine,
  imapMailboxId,
  unsubscribeMethodOf,
  unsubscribeReport,
} from '../engine/imap/imap-engine';
import type { EngineOwner } from '../engine/port';
import type { MailEngine } from '../mail/engine';
import type { DecisionItem, MailboxInput, SenderItem, SubscriptionsResult } from '../mail/types';

/** A recording stand-in for the mail library: the adapter's mapping, without IMAP. */
function fakeMail(listed: SenderItem[] = [], postponed: DecisionItem[] = []) {
  const calls: Array<[string, ...unknown[]]> = [];
  const upserts: MailboxInput[] = [];
  let scanned = false;
  const result = (ids: string[]): SubscriptionsResult => ({
    subscriptions: scanned ? listed : [],
    status: scanned ? 'partial' : 'empty',
    retry: scanned ? 3000 : null,
    progress: { total: 10, remaining: 4 },
    mailboxes: ids.map((id) => ({ id, email: 'x', status: scanned ? 'partial' : 'empty', errorCode: null })),
  });
  const mail = {
    async verifyLogin(input: Omit<MailboxInput, 'id'>) {
      calls.push(['verifyLogin', input]);
      return { ok: true as const, provider: 'microsoft' as const };
    },
    async upsertMailbox(input: MailboxInput) {
      upserts.push(input);
      return { id: input.id, provider: input.provider ?? 'other' };
    },
    async startScan(id: string) {
      calls.push(['startScan', id]);
      scanned = true;
      return { started: true };
    },
    async getSubscriptions(ids: string[]) {
      return result(ids);
    },
    async act(action: string, ids: string[], items: unknown[]) {
      calls.push(['act', action, ids, items]);
      return { accepted: items.length, ignored: [], jobIds: [] };
    },
    async listDecisions(_ids: string[], kind: string) {
      return kind === 'postponed' ? postponed : [];
    },
  } as unknown as MailEngine;
  return { mail, calls, upserts };
}

const sender = (overrides: Partial<SenderItem> = {}): SenderItem => ({
  name: 'Weekly',
  sender: 'news@weekly.example',
  email: 'me@outlook.com',
  mailboxId: 'id',
  count: 4,
  openRate: 25,
  notSeen: true,
  newCount: 1,
  spoumConfidence: 0.1,
  type: 'subscriptions',
  lastReceivedAt: '2026-11-01T10:00:00.000Z',
  totalSize: 12_345,
  listId: 'weekly.example',
  unsubscribe: { http: 'https://weekly.example/u', oneClick: true },
  unsubscribeScope: { count: 4, totalSize: 12_345 },
  ...overrides,
});

const microsoftOwner = (access: Partial<EngineOwner['mailboxes'][number]> = {}): EngineOwner => ({
  userId: 'u1',
  mailboxes: [
    {
      email: 'Me@Outlook.com',
      provider: 'microsoft',
      imap: { host: 'outlook.office365.com', port: 993, secure: true },
      ...access,
    },
  ],
});

describe('the IMAP engine adapter', () => {
  it('derives one stable id per user and mailbox', () => {
    expect(imapMailboxId('u1', 'Me@Outlook.com')).toBe(imapMailboxId('u1', 'me@outlook.com'));
    expect(imapMailboxId('u1', 'me@outlook.com')).not.toBe(imapMailboxId('u2', 'me@outlook.com'));
  });

  it('passes a Microsoft access token as XOAUTH2 and reuses it after the login', async () => {
    const { mail, calls, upserts } = fakeMail();
    const engine = createImapEngine(mail);
    expect(
      await engine.verifyLogin({ ...microsoftOwner().mailboxes[0]!, oauthAccessToken: 'access-1' }),
    ).toEqual({ ok: true });
    // The provider's own endpoint: the engine's table (with its SMTP server) is used.
    expect(calls[0]).toEqual([
      'verifyLogin',
      { email: 'me@outlook.com', provider: 'microsoft', auth: { accessToken: 'access-1' } },
    ]);
    await engine.startScan(microsoftOwner({ oauthRefreshToken: 'refresh' }));
    expect(upserts).toEqual([
      {
        id: imapMailboxId('u1', 'me@outlook.com'),
        email: 'me@outlook.com',
        provider: 'microsoft',
        auth: { accessToken: 'access-1' },
      },
    ]);
    // Same credentials: no second upsert.
    await engine.startScan(microsoftOwner({ oauthRefreshToken: 'refresh' }));
    expect(upserts).toHaveLength(1);
  });

  it('exchanges the refresh token when no access token is at hand', async () => {
    const { mail, upserts } = fakeMail();
    const refreshed: string[] = [];
    const engine = createImapEngine(mail, {
      refreshAccessToken: async (token) => {
        refreshed.push(token);
        return 'access-2';
      },
    });
    await engine.startScan(microsoftOwner({ oauthRefreshToken: 'refresh-1' }));
    expect(refreshed).toEqual(['refresh-1']);
    expect(upserts[0]?.auth).toEqual({ accessToken: 'access-2' });
  });

  it('starts a first scan on the first poll and maps senders, postponed ones and progress', async () => {
    const later: DecisionItem = {
      name: 'Shop',
      sender: 'deals@shop.example',
      email: 'me@outlook.com',
      mailboxId: 'id',
      type: 'later',
      date: '2026-11-02T10:00:00.000Z',
      listId: null,
      autoDeleted: 0,
      unsubscribe: null,
    };
    const { mail, calls } = fakeMail([sender()], [later]);
    const engine = createImapEngine(mail);
    const owner = microsoftOwner({ oauthAccessToken: 'a' });
    const snapshot = await engine.getSubscriptions(owner);
    expect(calls.filter(([name]) => name === 'startScan')).toHaveLength(1);
    expect(snapshot).toMatchObject({
      status: 'partial',
      retry: 3000,
      progress: 60,
      scannedMails: 6,
      totalMails: 10,
      mailsToSortByMailbox: { 'me@outlook.com': 4 },
    });
    expect(snapshot.subscriptions).toEqual([
      {
        name: 'Weekly',
        sender: 'news@weekly.example',
        email: 'me@outlook.com',
        count: 4,
        openRate: 25,
        notSeen: true,
        spoumConfidence: 0.1,
        type: 'subscriptions',
        date: null,
        lastReceivedAt: '2026-11-01T10:00:00.000Z',
        isLater: false,
        unsubscribeMethod: 'one-click',
      },
      expect.objectContaining({ sender: 'deals@shop.example', type: 'later', isLater: true }),
    ]);
    const later2 = await engine.getSubscriptions(owner, new Date(Date.now() + 60_000));
    expect(later2.incrementalSubscriptions).toEqual([]);
  });

  it('tells how an unsubscribe will go: one-click, then mailto, then a web page, never for spam', () => {
    const method = (overrides: Partial<SenderItem>) => unsubscribeMethodOf(sender(overrides));
    expect(method({})).toBe('one-click');
    expect(method({ unsubscribe: { http: 'https://a.example/u', mailto: 'u@a.example' } })).toBe('mailto');
    expect(method({ unsubscribe: { mailto: 'u@a.example' } })).toBe('mailto');
    expect(method({ unsubscribe: { http: 'https://a.example/u' } })).toBe('web-link');
    expect(method({ unsubscribe: {} })).toBe('none');
    expect(method({ type: 'spams', spoumConfidence: 0.9 })).toBe('none');
  });

  it('reports how an auto-deleted sender was unsubscribed: method, and the outcome once the job ran', () => {
    const blocked = (unsubscribe: Parameters<typeof unsubscribeReport>[0]['unsubscribe']) =>
      unsubscribeReport({ type: 'auto-delete', unsubscribe });
    expect(blocked(null)).toEqual({ unsubscribeOutcome: 'pending' });
    expect(blocked({ method: 'one-click', ok: true, status: 200 })).toEqual({
      unsubscribeMethod: 'one-click',
      unsubscribeOutcome: 'sent',
    });
    expect(blocked({ method: 'mailto', ok: false, error: 'refused' })).toEqual({
      unsubscribeMethod: 'mailto',
      unsubscribeOutcome: 'failed',
    });
    expect(blocked({ method: 'none', ok: false, reason: 'spam' })).toEqual({ unsubscribeMethod: 'none' });
    expect(
      blocked({ method: 'none', ok: false, reason: 'no_automatic_method', manualUrl: 'https://a.example/u' }),
    ).toEqual({ unsubscribeMethod: 'web-link' });
    expect(unsubscribeReport({ type: 'keep', unsubscribe: null })).toEqual({});
  });

  it("counts a block's removed mails within the sender's List-Id (its receipts stay)", async () => {
    const brand = sender({ count: 10, totalSize: 50_000, unsubscribeScope: { count: 7, totalSize: 21_000 } });
    const { mail } = fakeMail([brand]);
    const engine = createImapEngine(mail);
    const owner = microsoftOwner({ oauthAccessToken: 'a' });
    await engine.startScan(owner);
    const ref = { email: 'me@outlook.com', sender: 'news@weekly.example' };
    expect(await engine.applyAction(owner, 'block', [ref])).toEqual([
      { ...ref, found: true, mailsRemoved: 7, sizeKo: 21 },
    ]);
    expect(await engine.applyAction(owner, 'delete', [ref])).toEqual([
      { ...ref, found: true, mailsRemoved: 10, sizeKo: 50 },
    ]);
  });

  it('maps the four actions and reports the listed figures of removed senders', async () => {
    const { mail, calls } = fakeMail([sender()]);
    const engine = createImapEngine(mail);
    const owner = microsoftOwner({ oauthAccessToken: 'a' });
    await engine.startScan(owner);
    const ref = { email: 'me@outlook.com', sender: 'news@weekly.example' };
    expect(await engine.applyAction(owner, 'block', [ref])).toEqual([
      { ...ref, found: true, mailsRemoved: 4, sizeKo: 12 },
    ]);
    expect(await engine.applyAction(owner, 'keep', [ref])).toEqual([
      { ...ref, found: true, mailsRemoved: 0, sizeKo: 0 },
    ]);
    await engine.applyAction(owner, 'delete', [ref]);
    await engine.applyAction(owner, 'postpone', [ref]);
    expect(calls.filter(([name]) => name === 'act').map(([, action]) => action)).toEqual([
      'unsubscribes',
      'keep',
      'delete',
      'later',
    ]);
  });
});
