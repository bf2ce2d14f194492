/**
 * The types the scan's parts share: a fetched mail, its stored row, a scanned chunk, and the messages
 * between the scan (fetch-helper.ts) and its fetch worker (fetch-worker.ts). Types only, so that the
 * scanner, the helper and the worker depend on this file, not on each other in a circle.
 */
import type { ImapTimeouts } from './imap';
import type { PackableRow, PackParams } from './packs';
import type { MailboxAuth, ServerEndpoint } from './types';

/** A fetched mail as the scan stores it (the packed fields). */
export type MessageRow = PackableRow;

/** What messageToRow reads: imapflow's FetchMessageObject or the bulk session's FetchedHeaders. */
export interface FetchedMessage {
  uid: number;
  flags?: ReadonlySet<string>;
  size?: number;
  internalDate?: Date | string | null;
  headers?: Buffer | null;
}

/**
 * A fetched chunk ready to store: its mails as packs (the statement's parameters) and its per-sender
 * aggregate delta (JSON), built where it was parsed (the scan's fetch worker, or here). `rows` gives the
 * rows themselves for the rare chunk some of whose mails are stored already (by a delete job).
 */
export interface ScannedChunk {
  count: number;
  lo: number;
  hi: number;
  packs: PackParams;
  delta: string;
  rows: () => MessageRow[] | Promise<MessageRow[]>;
  parseMs: number;
}

export interface FetchWorkerData {
  imap: ServerEndpoint;
  email: string;
  auth: MailboxAuth;
  timeouts: ImapTimeouts;
}

export type ToWorker =
  | { type: 'open'; path: string; uidvalidity: string; role: 'inbox' | 'junk'; scanNo: number }
  | { type: 'fetch'; id: number; uids: number[] }
  /** The rows of a chunk (rarely needed), or forget them. */
  | { type: 'rows'; id: number }
  | { type: 'drop'; id: number }
  | { type: 'close' };

/** A ScannedChunk as posted (its rows stay here until dropped; asked for only in the rare case). */
export type PostedChunk = Omit<ScannedChunk, 'rows'>;

export type FromWorker =
  | { type: 'opened' }
  | { type: 'chunk'; id: number; chunk: PostedChunk; fetchMs: number }
  | { type: 'rows'; id: number; rows: MessageRow[] }
  | { type: 'error'; id?: number; error: { message: string; code?: string } };
