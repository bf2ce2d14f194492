import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/**
 * Debian packages the mail tests need: Dovecot (binary + SQLite passdb for exact refusal wording) and
 * dnsmasq (a real DNS server for autodiscovery, `testing/dns.ts`).
 */
const PACKAGES = ['dovecot-imapd', 'dovecot-sqlite', 'sqlite3', 'openssl', 'dnsmasq-base'] as const;

function installed(pkg: string): boolean {
  try {
    // biome-ignore lint/suspicious/noTemplateCurlyInString: dpkg-query's own format syntax
    const out = execFileSync('dpkg-query', ['-W', '-f=${Status}', pkg], { encoding: 'utf8' });
    return out.includes('install ok installed');
  } catch {
    return false;
  }
}

/**
 * Installs the Debian packages the harness needs when they are missing (CI runs as root).
 * A no-op on a machine that already has them.
 */
export function ensureDovecotInstalled(): void {
  const missing = PACKAGES.filter((p) => !installed(p));
  if (missing.length === 0 && existsSync('/usr/sbin/dovecot') && existsSync('/usr/sbin/dnsmasq')) return;
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', ...missing], {
    stdio: 'inherit',
    env,
  });
}
