/** Public types of the mail engine (see README.md). */

export type Provider =
  | 'google'
  | 'yahoo'
  | 'icloud'
  | 'aol'
  | 'gmx'
  | 'web'
  | 'orange'
  | 'naver'
  | 'kakao'
  | 'microsoft'
  | 'other';

export interface ServerEndpoint {
  host: string;
  port: number;
  /** true: implicit TLS; false: STARTTLS (required). */
  secure: boolean;
  /** Tests only: accept the local server's self-signed certificate. */
  rejectUnauthorized?: boolean;
}

export interface ServerSettings {
  imap: ServerEndpoint;
  smtp: ServerEndpoint | null;
}

export type MailboxAuth = { password: string; user?: string } | { accessToken: string; user?: string };

/** A mailbox as the API server knows it. `id` is the server's own account id. */
export interface MailboxInput {
  id: string;
  email: string;
  provider?: Provider;
  auth: MailboxAuth;
  /** Explicit server settings (overrides provider tables and autodiscovery). */
  servers?: Partial<ServerSettings>;
}

export type LoginErrorCode =
  | 'invalid_credentials'
  | 'application_password'
  | 'imap_disabled'
  | 'timeout'
  | 'unknown_error';

export type VerifyLoginResult = { ok: true; provider: Provider } | { ok: false; code: LoginErrorCode };

export type FetchStatus = 'empty' | 'pending' | 'partial' | 'done';

export interface UnsubscribeInfo {
  oneClick?: boolean;
  http?: string;
  mailto?: string;
}

/** One listed sender (the spec's "Subscription / sender item"). */
export interface SenderItem {
  name: string;
  sender: string;
  /** The mailbox address the mails arrived in. */
  email: string;
  mailboxId: string;
  count: number;
  /** Percent 0–100 of the sender's mails that are \Seen. */
  openRate: number;
  /** True when the sender has mail that arrived since the previous completed scan. */
  notSeen: boolean;
  newCount: number;
  spoumConfidence: number;
  type: 'subscriptions' | 'spams';
  lastReceivedAt: string | null;
  totalSize: number;
  listId: string | null;
  unsubscribe: UnsubscribeInfo;
  /**
   * What an unsubscribe moves to Trash: the mails of the sender's List-Id when it has one (a brand's
   * receipts stay), else all its mails.
   */
  unsubscribeScope: { count: number; totalSize: number };
}

export interface ScanProgress {
  total: number;
  remaining: number;
}

export interface SubscriptionsResult {
  subscriptions: SenderItem[];
  status: FetchStatus;
  /** Milliseconds after which the caller should ask again; null when nothing is running. */
  retry: number | null;
  progress: ScanProgress;
  mailboxes: Array<{ id: string; email: string; status: FetchStatus; errorCode: string | null }>;
}

export interface ActionItem {
  /** The mailbox address. */
  email: string;
  sender: string;
}

export type DecisionKind = 'blocked' | 'kept' | 'postponed';

export interface DecisionItem {
  name: string;
  sender: string;
  email: string;
  mailboxId: string;
  type: 'auto-delete' | 'keep' | 'later';
  date: string;
  listId: string | null;
  /** Mails of this sender moved to Trash by the block sweep. */
  autoDeleted: number;
  unsubscribe: UnsubscribeResult | null;
  /** The List-Ids the block covers (every one the scan saw for the sender); empty: all its mails. */
  listIds?: string[];
  /** One entry per unsubscribe request (one per List-Id with its own method); empty until the job ran. */
  proof?: UnsubscribeProof[];
  /** Is the sender honouring the unsubscribe? null until one request was accepted. */
  honouredCheck?: HonouredCheck | null;
}

export type UnsubscribeOutcome =
  /** HTTP 2xx / SMTP 250: the sender's server accepted the request. */
  | 'sent'
  /** The sender's server answered with a refusal (HTTP status, SMTP 5xx). */
  | 'rejected'
  /** The target is a non-public address: no request was made. */
  | 'refused_address'
  /** Network error, timeout, unsafe URL: no answer. */
  | 'failed'
  /** Only a plain link (offered to the user, never fetched) or nothing at all. */
  | 'no_automatic_method'
  /** Spam is blocked, never unsubscribed from. */
  | 'spam';

export interface UnsubscribeProof {
  method: 'one-click' | 'mailto' | 'none';
  /** When the request was made (ISO). */
  at: string;
  /** Target host: the one-click URL's host, the mailto recipient's domain; null for none. */
  host: string | null;
  listId: string | null;
  outcome: UnsubscribeOutcome;
  /** HTTP status of the one-click answer. */
  status?: number;
  /** SMTP server's reply to the mailto message. */
  smtpReply?: string;
  error?: string;
  /** The plain unsubscribe link, for the user to open (never fetched by us). */
  manualUrl?: string;
}

export interface HonouredCheck {
  /** End of the 48 hours bulk senders are given, plus the grace period (ISO). */
  dueAt: string;
  /** waiting (before dueAt), honoured (no mail after dueAt), still_sending (mail after dueAt). */
  state: 'waiting' | 'honoured' | 'still_sending';
  /** Mails received after dueAt (the block keeps moving them to Trash). */
  count: number;
  lastReceivedAt: string | null;
}

export type UnsubscribeResult =
  | {
      method: 'one-click';
      ok: boolean;
      status?: number;
      error?: string;
      /** The target is a non-public address: recorded once, never retried. */
      refused?: boolean;
      /** An unsafe URL (refused address, not https, credentials in it): never retried. */
      permanent?: boolean;
    }
  | { method: 'mailto'; ok: boolean; error?: string }
  | { method: 'none'; ok: false; reason: 'spam' | 'no_automatic_method'; manualUrl?: string };

export interface ActionResult {
  accepted: number;
  /** Items whose mailbox or sender was not found. */
  ignored: ActionItem[];
  jobIds: number[];
}

export interface UserStats {
  autoDeletedNewsletters: number;
  deletedMails: number;
  storageSavedInKo: number;
  treatedNewsletters: number;
  remainsMailsToTreat: number;
}
