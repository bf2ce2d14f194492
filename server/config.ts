import { join, resolve } from 'node:path';
import { MICROSOFT_CLIENT_ID, MICROSOFT_REDIRECT_PATH } from '../src/shared/config/oauth';

/** Everything the server reads from the environment (see server/README.md). */
export interface ServerConfig {
  port: number;
  host: string;
  /** Public origin for links in e-mails (default http://localhost:PORT). */
  publicUrl: string;
  dataDir: string;
  databaseUrl: string | undefined;
  secretKey: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  /** Address the static pages (privacy, terms, legal notice, ...) give for questions. */
  contactEmail: string;
  maintenance: boolean;
  /** Comma-separated origins allowed by CORS; empty = closed (same origin only). */
  corsOrigins: string[];
  domainMapFile: string;
  /** Directory of the built web app. */
  webDir: string;
  microsoft: {
    tokenUrl: string;
    clientId: string;
    clientSecret: string | undefined;
    redirectUri: string;
  };
  magicLinkTtlMs: number;
  /** Sliding session expiry: a session unused this long is over (SESSION_IDLE_DAYS). */
  sessionIdleMs: number;
  /**
   * How long this process trusts a session and a user's mailbox rows it has read without asking the
   * database again (STATE_CACHE_SECONDS); its own changes drop them at once. 0 = no cache.
   */
  stateCacheMs: number;
  rateLimit: { authPerMinute: number; magicPerHour: number; magicPerAddressPerHour: number };
  logLevel: string;
  /** postgresql.conf settings of the embedded PGlite (memory: shared_buffers, work_mem). */
  pgliteConfig: string[];
  /** HTTP server timeouts (ms): slow or idle clients are cut off (see server/README.md). */
  timeouts: {
    /** Whole request line + headers. */
    headersMs: number;
    /** Whole request, body included. */
    requestMs: number;
    /** Idle keep-alive connection between requests. */
    keepAliveMs: number;
    /** Socket inactivity (nothing sent or received). */
    connectionMs: number;
  };
}

const ROOT = resolve(import.meta.dirname, '..');

const int = (value: string | undefined, fallback: number) => {
  const parsed = Number.parseInt(value ?? '', 10);
  return Number.isFinite(parsed) ? parsed : fallback;
};

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = int(env.PORT, 8080);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, '');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    publicUrl,
    dataDir: resolve(env.DATA_DIR ?? join(ROOT, '.data')),
    databaseUrl: env.DATABASE_URL || undefined,
    secretKey: env.SECRET_KEY || undefined,
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Tidy Fox <no-reply@tidyfox.test>',
    contactEmail: env.CONTACT_EMAIL || 'support@tidyfox.app',
    maintenance: env.MAINTENANCE === '1' || env.MAINTENANCE === 'true',
    corsOrigins: (env.CORS_ORIGINS ?? '')
      .split(',')
      .map((origin) => origin.trim())
      .filter(Boolean),
    domainMapFile: resolve(env.DOMAIN_MAP_FILE ?? join(ROOT, 'server/config/domains.json')),
    webDir: resolve(env.WEB_DIR ?? join(ROOT, 'dist')),
    microsoft: {
      tokenUrl: env.MS_TOKEN_URL ?? 'https://login.microsoftonline.com/common/oauth2/v2.0/token',
      // The web app's build default (VITE_MS_CLIENT_ID): both ends must name the same client.
      clientId: env.MS_CLIENT_ID ?? MICROSOFT_CLIENT_ID,
      clientSecret: env.MS_CLIENT_SECRET || undefined,
      redirectUri: env.MS_REDIRECT_URI ?? `${publicUrl}${MICROSOFT_REDIRECT_PATH}`,
    },
    magicLinkTtlMs: int(env.MAGIC_LINK_TTL_SECONDS, 15 * 60) * 1000,
    sessionIdleMs: int(env.SESSION_IDLE_DAYS, 30) * 86_400_000,
    stateCacheMs: int(env.STATE_CACHE_SECONDS, 10) * 1000,
    rateLimit: {
      authPerMinute: int(env.RATE_LIMIT_AUTH_PER_MINUTE, 30),
      magicPerHour: int(env.RATE_LIMIT_MAGIC_PER_HOUR, 10),
      magicPerAddressPerHour: int(env.RATE_LIMIT_MAGIC_PER_ADDRESS_PER_HOUR, 5),
    },
    logLevel: env.LOG_LEVEL ?? 'info',
    pgliteConfig: [
      `shared_buffers=${env.PGLITE_SHARED_BUFFERS ?? '8MB'}`,
      `work_mem=${env.PGLITE_WORK_MEM ?? '2MB'}`,
      'maintenance_work_mem=8MB',
      'temp_buffers=1MB',
    ],
    timeouts: {
      headersMs: int(env.HEADERS_TIMEOUT_MS, 10_000),
      requestMs: int(env.REQUEST_TIMEOUT_MS, 30_000),
      keepAliveMs: int(env.KEEP_ALIVE_TIMEOUT_MS, 10_000),
      connectionMs: int(env.CONNECTION_TIMEOUT_MS, 60_000),
    },
  };
}
