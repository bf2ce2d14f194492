import { Resolver } from 'node:dns/promises';
import { readFile } from 'node:fs/promises';
import type { Provider } from '../../src/shared/config/constants';
import type { ImapEndpoint } from '../engine/port';
import { badRequest } from '../lib/errors';

interface DomainEntry {
  provider: Provider;
  imap: ImapEndpoint | null;
  /** Submission server (mailto unsubscribes); absent: the engine's provider table or autodiscovery. */
  smtp?: ImapEndpoint | null;
}

export interface DomainMap {
  domains: Record<string, DomainEntry>;
  /** MX host suffix -> provider. */
  mx: Record<string, Provider>;
  /** Domains (or MX suffixes) that need a client we cannot offer (mx_unsupported). */
  unsupported: string[];
  /** Display name of an unsupported domain or MX suffix (`data.provider` of mx_unsupported). */
  unsupportedNames?: Record<string, string>;
  /** Providers being shut down (isShutdown). */
  shutdown: Provider[];
}

export async function loadDomainMap(file: string): Promise<DomainMap> {
  const raw = JSON.parse(await readFile(file, 'utf8')) as Partial<Omit<DomainMap, 'unsupported'>> & {
    mx?: Record<string, string>;
    /** A list of domains, or domain -> display name. */
    unsupported?: string[] | Record<string, string>;
  };
  const unsupported = Array.isArray(raw.unsupported)
    ? raw.unsupported
    : Object.keys(raw.unsupported ?? {}).filter((key) => !key.startsWith('$'));
  const unsupportedNames = Array.isArray(raw.unsupported)
    ? {}
    : Object.fromEntries(Object.entries(raw.unsupported ?? {}).filter(([key]) => !key.startsWith('$')));
  const mx = Object.fromEntries(
    Object.entries(raw.mx ?? {}).filter(([key]) => !key.startsWith('$')),
  ) as Record<string, Provider>;
  return {
    domains: raw.domains ?? {},
    mx,
    unsupported,
    unsupportedNames,
    shutdown: raw.shutdown ?? [],
  };
}

export type MxResolver = (domain: string) => Promise<Array<{ exchange: string; priority: number }>>;

export function dnsMxResolver(timeoutMs = 2000): MxResolver {
  const resolver = new Resolver({ timeout: timeoutMs, tries: 1 });
  return (domain) => resolver.resolveMx(domain);
}

export interface ProviderLookup {
  provider: Provider;
  imap: ImapEndpoint | null;
  isShutdown: boolean;
  /** Where the answer came from. */
  source: 'table' | 'mx';
}

const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1).toLowerCase();

function fromTable(map: DomainMap, domain: string): DomainEntry | undefined {
  const exact = map.domains[domain];
  if (exact) return exact;
  // "yahoo.*": the label before the public suffix, any ending (yahoo.fr, yahoo.co.uk).
  for (const [pattern, entry] of Object.entries(map.domains)) {
    if (pattern.endsWith('.*') && domain.startsWith(pattern.slice(0, -1))) return entry;
  }
  return undefined;
}

const endsWithDomain = (host: string, suffix: string) => host === suffix || host.endsWith(`.${suffix}`);

/** mx_unsupported with `data.provider` (the display name, else the entry's first label) and `data.reason`. */
function unsupportedError(map: DomainMap, entry: string, reason: string) {
  const provider = map.unsupportedNames?.[entry] ?? entry.split('.')[0] ?? entry;
  return badRequest('mx_unsupported', { provider, reason });
}

/**
 * Provider of an address: the domain table first, then a DNS MX lookup (short timeout).
 * Errors: mx_unsupported (a provider we cannot serve), mx_not_found (no usable MX).
 */
export async function lookupProvider(
  email: string,
  map: DomainMap,
  resolveMx: MxResolver,
): Promise<ProviderLookup> {
  const domain = domainOf(email);
  const unsupportedDomain = map.unsupported.find((entry) => endsWithDomain(domain, entry));
  if (unsupportedDomain) throw unsupportedError(map, unsupportedDomain, 'unsupported_domain');
  const entry = fromTable(map, domain);
  if (entry) {
    return { ...entry, isShutdown: map.shutdown.includes(entry.provider), source: 'table' };
  }
  let records: Array<{ exchange: string; priority: number }>;
  try {
    records = await resolveMx(domain);
  } catch (error) {
    const code = (error as { code?: string }).code ?? 'unknown';
    throw badRequest('mx_not_found', { reason: code === 'ETIMEOUT' ? 'dns_timeout' : 'no_mx_record' });
  }
  const hosts = records
    .filter((record) => record.exchange)
    .sort((a, b) => a.priority - b.priority)
    .map((record) => record.exchange.toLowerCase().replace(/\.$/, ''));
  if (hosts.length === 0) throw badRequest('mx_not_found', { reason: 'no_mx_record' });
  for (const host of hosts) {
    const entry = map.unsupported.find((candidate) => endsWithDomain(host, candidate));
    if (entry) throw unsupportedError(map, entry, 'unsupported_mail_host');
  }
  for (const host of hosts) {
    for (const [suffix, provider] of Object.entries(map.mx)) {
      if (endsWithDomain(host, suffix)) {
        const known = Object.values(map.domains).find(
          (candidate) => candidate.provider === provider && candidate.imap,
        );
        return {
          provider,
          imap: known?.imap ?? null,
          isShutdown: map.shutdown.includes(provider),
          source: 'mx',
        };
      }
    }
  }
  // A self-hosted or unknown provider: generic IMAP at imap.<domain>.
  return {
    provider: 'other',
    imap: { host: `imap.${domain}`, port: 993, secure: true },
    isShutdown: false,
    source: 'mx',
  };
}
