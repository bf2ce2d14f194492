/** Internal shared state of one engine instance. */
import type { SqlClient } from '../db/sql-client';
import type { ImapTimeouts } from './imap';
import type { DnsLike } from './providers';
import type { SecretBox } from './secrets';
import type { MailboxAuth, Provider, ServerSettings } from './types';

export interface UnsubscribeConfig {
  /** Host names allowed to resolve to loopback/private addresses (tests' local receiver only). */
  allowPrivateHosts: string[];
  /** Extra CA certificate(s) trusted for the unsubscribe request (tests' self-signed receiver). */
  ca?: string | Buffer;
  timeoutMs: number;
  maxRedirects: number;
  userAgent: string;
  /** Resolves a host's addresses (default: the system resolver); tests point it at their DNS server. */
  resolve?: (host: string) => Promise<Array<{ address: string; family: number }>>;
}

export interface ResolvedConfig {
  instanceId: string;
  overrides: Record<string, Partial<ServerSettings>>;
  dns?: DnsLike;
  probe?: (host: string, port: number) => Promise<boolean>;
  imapTimeouts: ImapTimeouts;
  scan: {
    firstChunk: number;
    chunk: number;
    leaseMs: number;
    retryFailedMs: number;
    workerMin: number;
    workerWait: boolean;
  };
  retryDelaysMs: number[];
  jobs: { leaseMs: number; pollMs: number; maxAttempts: number; backoffMs: number; backoffMaxMs: number };
  scheduleMs: number;
  unsubscribe: UnsubscribeConfig;
  /** Bulk senders get 48 h to honour an unsubscribe; plus this grace before "still sending". */
  honoured: { windowMs: number; graceMs: number };
}

export interface EngineContext {
  sql: SqlClient;
  secrets: SecretBox;
  config: ResolvedConfig;
  stopped: boolean;
  /** Open IMAP clients (and bulk FETCH sessions), closed at once by stop({ abandon: true }). */
  clients: Set<{ close(): void }>;
  log: (event: string, data?: Record<string, unknown>) => void;
  /** The engine's clock (ms): unsubscribe proof times and the honoured check; tests move it. */
  now: () => number;
}

export interface MailboxRecord {
  id: string;
  email: string;
  provider: Provider;
  settings: ServerSettings;
  auth: MailboxAuth;
  scanNo: number;
}

export async function loadMailbox(ctx: EngineContext, id: string): Promise<MailboxRecord | null> {
  const res = await ctx.sql.query<{
    id: string;
    email: string;
    provider: Provider;
    settings: ServerSettings | string;
    secret: string;
    scan_no: number;
  }>('SELECT id, email, provider, settings, secret, scan_no FROM mail_mailboxes WHERE id = $1', [id]);
  const row = res.rows[0];
  if (!row) return null;
  const settings =
    typeof row.settings === 'string' ? (JSON.parse(row.settings) as ServerSettings) : row.settings;
  return {
    id: row.id,
    email: row.email,
    provider: row.provider,
    settings,
    auth: JSON.parse(ctx.secrets.open(row.secret)) as MailboxAuth,
    scanNo: row.scan_no,
  };
}

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));
