/**
 * IMAP/SMTP settings per provider, and autodiscovery for other domains:
 * explicit override → known provider table → RFC 6186 `_imaps._tcp` SRV → MX hints (Google Workspace,
 * Microsoft 365) → common host names imap.<domain>, mail.<domain> (probed with a TCP connect).
 */
import { promises as dnsPromises } from 'node:dns';
import { connect as netConnect } from 'node:net';
import type { Provider, ServerEndpoint, ServerSettings } from './types';

const IMAPS = 993;

export const PROVIDER_SETTINGS: Readonly<Record<Exclude<Provider, 'other'>, ServerSettings>> = {
  google: {
    imap: { host: 'imap.gmail.com', port: IMAPS, secure: true },
    smtp: { host: 'smtp.gmail.com', port: 465, secure: true },
  },
  yahoo: {
    imap: { host: 'imap.mail.yahoo.com', port: IMAPS, secure: true },
    smtp: { host: 'smtp.mail.yahoo.com', port: 465, secure: true },
  },
  icloud: {
    imap: { host: 'imap.mail.me.com', port: IMAPS, secure: true },
    smtp: { host: 'smtp.mail.me.com', port: 587, secure: false },
  },
  aol: {
    imap: { host: 'imap.aol.com', port: IMAPS, secure: true },
    smtp: { host: 'smtp.aol.com', port: 465, secure: true },
  },
  gmx: {
    imap: { host: 'imap.gmx.net', port: IMAPS, secure: true },
    smtp: { host: 'mail.gmx.net', port: 465, secure: true },
  },
  web: {
    imap: { host: 'imap.web.de', port: IMAPS, secure: true },
    smtp: { host: 'smtp.web.de', port: 587, secure: false },
  },
  orange: {
    imap: { host: 'imap.orange.fr', port: IMAPS, secure: true },
    smtp: { host: 'smtp.orange.fr', port: 465, secure: true },
  },
  naver: {
    imap: { host: 'imap.naver.com', port: IMAPS, secure: true },
    smtp: { host: 'smtp.naver.com', port: 465, secure: true },
  },
  kakao: {
    imap: { host: 'imap.kakao.com', port: IMAPS, secure: true },
    smtp: { host: 'smtp.kakao.com', port: 465, secure: true },
  },
  microsoft: {
    imap: { host: 'outlook.office365.com', port: IMAPS, secure: true },
    smtp: { host: 'smtp.office365.com', port: 587, secure: false },
  },
};

const DOMAIN_PROVIDERS: ReadonlyArray<[RegExp, Exclude<Provider, 'other'>]> = [
  [/^(gmail|googlemail)\.com$/, 'google'],
  [/^(yahoo\.[a-z.]+|ymail\.com|rocketmail\.com)$/, 'yahoo'],
  [/^(icloud|me|mac)\.com$/, 'icloud'],
  [/^(aol\.[a-z.]+|aim\.com)$/, 'aol'],
  [/^gmx\.[a-z.]+$/, 'gmx'],
  [/^web\.de$/, 'web'],
  [/^(orange|wanadoo)\.fr$/, 'orange'],
  [/^naver\.com$/, 'naver'],
  [/^(kakao\.com|daum\.net|hanmail\.net)$/, 'kakao'],
  [/^(outlook|hotmail|live|msn)\.[a-z.]+$/, 'microsoft'],
];

/** Kakao's older Daum domains use Daum's servers. */
const DAUM_SETTINGS: ServerSettings = {
  imap: { host: 'imap.daum.net', port: IMAPS, secure: true },
  smtp: { host: 'smtp.daum.net', port: 465, secure: true },
};

export function domainOf(email: string): string {
  return (email.split('@')[1] ?? '').trim().toLowerCase();
}

export function providerForDomain(domain: string): Provider {
  for (const [re, provider] of DOMAIN_PROVIDERS) if (re.test(domain)) return provider;
  return 'other';
}

export interface DnsLike {
  resolveSrv(name: string): Promise<Array<{ name: string; port: number; priority: number; weight: number }>>;
  resolveMx(name: string): Promise<Array<{ exchange: string; priority: number }>>;
}

export interface DiscoveryOptions {
  dns?: DnsLike;
  /** Probes a host:port (TCP connect); injectable for tests. */
  probe?: (host: string, port: number) => Promise<boolean>;
  /** Per-domain overrides (tests point a test domain at the local Dovecot). */
  overrides?: Record<string, Partial<ServerSettings>>;
}

function tcpProbe(host: string, port: number, timeoutMs = 3000): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = netConnect({ host, port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

export interface ResolvedSettings extends ServerSettings {
  provider: Provider;
}

/** Resolves the servers of a mailbox address. Throws when nothing usable was found. */
export async function resolveServers(
  email: string,
  hint: { provider?: Provider; servers?: Partial<ServerSettings> } = {},
  options: DiscoveryOptions = {},
): Promise<ResolvedSettings> {
  const domain = domainOf(email);
  const known = hint.provider && hint.provider !== 'other' ? hint.provider : providerForDomain(domain);
  const override = { ...options.overrides?.[domain], ...hint.servers };
  const dns = options.dns ?? dnsPromises;
  const probe = options.probe ?? tcpProbe;
  if (override.imap) {
    // An IMAP host from the domain map (or the caller): the submission server is the map's, else the known
    // provider's, else found (RFC 6186 SRV, then the IMAP host on 587 / 465), so mailto unsubscribes work.
    const smtp =
      override.smtp ??
      (known !== 'other' ? providerBase(known, domain).smtp : null) ??
      (await discoverSmtp(domain, dns, probe, override.imap));
    return { provider: hint.provider ?? known, imap: override.imap, smtp };
  }
  if (known !== 'other') {
    const base = providerBase(known, domain);
    return { provider: known, imap: base.imap, smtp: override.smtp ?? base.smtp };
  }
  let smtp: ServerEndpoint | null = override.smtp ?? null;
  // RFC 6186: _imaps._tcp (implicit TLS) preferred, then _imap._tcp (STARTTLS); "." means no service.
  for (const [service, secure] of [
    ['_imaps._tcp', true],
    ['_imap._tcp', false],
  ] as const) {
    try {
      const records = (await dns.resolveSrv(`${service}.${domain}`))
        .filter((r) => r.name && r.name !== '.')
        .sort((a, b) => a.priority - b.priority || b.weight - a.weight);
      const best = records[0];
      if (best) {
        const imap = { host: best.name, port: best.port, secure };
        if (!smtp) smtp = await discoverSmtp(domain, dns, probe, imap);
        return { provider: 'other', imap, smtp };
      }
    } catch {
      /* no record */
    }
  }
  try {
    const mx = (await dns.resolveMx(domain)).map((r) => r.exchange.toLowerCase());
    if (mx.some((h) => h.endsWith('google.com') || h.endsWith('googlemail.com'))) {
      return { provider: 'google', ...PROVIDER_SETTINGS.google };
    }
    if (mx.some((h) => h.endsWith('.protection.outlook.com'))) {
      return { provider: 'microsoft', ...PROVIDER_SETTINGS.microsoft };
    }
  } catch {
    /* no MX */
  }
  for (const host of [`imap.${domain}`, `mail.${domain}`]) {
    if (await probe(host, IMAPS)) {
      const imap = { host, port: IMAPS, secure: true };
      if (!smtp) smtp = await discoverSmtp(domain, dns, probe, imap);
      return { provider: 'other', imap, smtp };
    }
  }
  throw Object.assign(new Error(`no IMAP server found for ${domain}`), { code: 'NO_IMAP_SERVER' });
}

function providerBase(known: Exclude<Provider, 'other'>, domain: string): ServerSettings {
  return known === 'kakao' && /^(daum\.net|hanmail\.net)$/.test(domain)
    ? DAUM_SETTINGS
    : PROVIDER_SETTINGS[known];
}

/**
 * The submission server of a domain: RFC 6186 / 8314 SRV (`_submissions._tcp` implicit TLS, then
 * `_submission._tcp` STARTTLS), then the IMAP host itself on 587 (STARTTLS) / 465 (TLS), then
 * smtp.<domain> on the same ports, each probed. Null when nothing answers (no mailto then).
 * The endpoint trusts certificates as the IMAP endpoint does (tests' self-signed servers).
 */
export async function discoverSmtp(
  domain: string,
  dns: DnsLike,
  probe: (host: string, port: number) => Promise<boolean>,
  imap: ServerEndpoint,
): Promise<ServerEndpoint | null> {
  const trust = imap.rejectUnauthorized === false ? { rejectUnauthorized: false } : {};
  for (const [service, secure] of [
    ['_submissions._tcp', true],
    ['_submission._tcp', false],
  ] as const) {
    try {
      const best = (await dns.resolveSrv(`${service}.${domain}`))
        .filter((r) => r.name && r.name !== '.')
        .sort((a, b) => a.priority - b.priority || b.weight - a.weight)[0];
      if (best) return { host: best.name, port: best.port, secure, ...trust };
    } catch {
      /* none */
    }
  }
  for (const host of [...new Set([imap.host, `smtp.${domain}`])]) {
    for (const [port, secure] of [
      [587, false],
      [465, true],
    ] as const) {
      if (await probe(host, port)) return { host, port, secure, ...trust };
    }
  }
  return null;
}
