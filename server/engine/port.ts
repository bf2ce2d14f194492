/**
 * The ONE boundary between the API server and a mail engine (see server/engine/README.md).
 *
 * The server owns users, sessions, mailboxes and credentials; an engine owns what is inside the
 * mailboxes: login checks, scans, sender lists and the actions on them. Everything an engine gets is
 * in the arguments (decrypted credentials included): it needs no access to the server's tables.
 */
import type { LoginErrorCode, Subscription } from '../../src/shared/api/contract';
import type { Provider } from '../../src/shared/config/constants';

export interface ImapEndpoint {
  host: string;
  port: number;
  /** TLS from the first byte (993); false = STARTTLS/plain (tests). */
  secure: boolean;
}

/** One mailbox as the engine sees it. Credentials are decrypted for the call only; never log them. */
export interface MailboxAccess {
  email: string;
  provider: Provider;
  /** IMAP endpoint from the domain map; null = the engine's own provider defaults. */
  imap: ImapEndpoint | null;
  /** Submission server from the domain map (mailto unsubscribes); absent: the engine discovers it. */
  smtp?: ImapEndpoint | null;
  password?: string;
  /** Microsoft OAuth: the refresh token (the engine exchanges it for access tokens). */
  oauthRefreshToken?: string;
  /** OAuth access token obtained at login, when fresh. */
  oauthAccessToken?: string;
}

export type LoginCheck = { ok: true } | { ok: false; code: LoginErrorCode; detail?: string };

/** Whose mailboxes: the user id plus the ACTIVE mailboxes, in display order. */
export interface EngineOwner {
  userId: string;
  mailboxes: MailboxAccess[];
}

export type ScanStatus = 'empty' | 'pending' | 'partial' | 'done';

export interface SubscriptionsSnapshot {
  /** Senders still to sort, plus postponed ones (type 'later', isLater true). */
  subscriptions: Subscription[];
  /** Of those, the ones found after `since` (all when since is undefined). */
  incrementalSubscriptions: Subscription[];
  status: ScanStatus;
  /** Milliseconds before the next poll; null when the scan is done. */
  retry: number | null;
  progress: number;
  scannedMails: number;
  totalMails: number;
  /** Mails left to sort, per mailbox email. */
  mailsToSortByMailbox: Record<string, number>;
  /**
   * Mailboxes whose server refused the stored credentials at the last scan (password changed, app
   * password revoked, IMAP switched off, OAuth grant withdrawn): the server flags them `invalidGrant`.
   */
  refusedMailboxes?: string[];
}

export type SenderAction = 'delete' | 'block' | 'keep' | 'postpone';
export type SenderRollback = 'unblock' | 'release';
export type DecisionList = 'blocked' | 'kept' | 'postponed';

export interface SenderRef {
  /** The mailbox. */
  email: string;
  /** The sender address. */
  sender: string;
}

/** What an action did to one sender: the figures feed the statistics. */
export interface ActionOutcome extends SenderRef {
  found: boolean;
  /** Mails removed from the mailbox (delete/block), else 0. */
  mailsRemoved: number;
  /** Their size in kilobytes. */
  sizeKo: number;
}

export interface EngineStats {
  /** Mails of the senders still to sort. */
  remainsMailsToTreat: number;
  /** Senders currently on auto-delete. */
  autoDeletedNewsletters: number;
  /** Distinct senders found by the scans, per mailbox email. */
  newslettersFoundByMailbox: Record<string, number>;
}

export interface MailEnginePort {
  /** Logs in once and out again: ok, or a login error code (invalid_credentials, imap_disabled, ...). */
  verifyLogin(access: MailboxAccess): Promise<LoginCheck>;
  /** Starts a scan of the owner's mailboxes, or refreshes a finished one. Returns at once. */
  startScan(owner: EngineOwner): Promise<void>;
  /** Current sender list and scan state. Starts a scan when none ran for a mailbox. */
  getSubscriptions(owner: EngineOwner, since?: Date): Promise<SubscriptionsSnapshot>;
  /** Applies one action to senders (idempotent per sender). */
  applyAction(owner: EngineOwner, action: SenderAction, senders: SenderRef[]): Promise<ActionOutcome[]>;
  /** Undoes auto-delete (unblock) or keep (release): the senders return to the list to sort. */
  rollback(owner: EngineOwner, rollback: SenderRollback, senders: SenderRef[]): Promise<ActionOutcome[]>;
  /** Senders of one decision list, most recent decision first (`date` set). */
  listDecisions(owner: EngineOwner, list: DecisionList): Promise<Subscription[]>;
  stats(owner: EngineOwner): Promise<EngineStats>;
  /** Forgets everything about a mailbox (mailbox removed, demo reset). */
  forgetMailbox(userId: string, mailboxEmail: string): Promise<void>;
  /**
   * Optional: a cheap fingerprint of everything `getSubscriptions(owner)` depends on, or null when it
   * cannot tell (a scan running, state not loaded). Equal fingerprints mean an equal answer: the server
   * then serves the answer it prepared before instead of rebuilding it (pollers). The owner it gets
   * carries the addresses only (no credentials): the fingerprint must not need them.
   */
  version?(owner: EngineOwner): Promise<string | null>;
}
