import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Debian packages the test suite needs, each with a file that proves it is installed. */
export const SYSTEM_PACKAGES: ReadonlyArray<{ name: string; proof: string; why: string }> = [
  { name: 'chromium', proof: '/usr/bin/chromium', why: 'visual regression and e2e tests' },
  { name: 'dovecot-imapd', proof: '/usr/sbin/dovecot', why: 'real IMAP server for mail tests' },
  {
    name: 'dovecot-sqlite',
    proof: '/usr/lib/dovecot/libdriver_sqlite.so',
    why: 'provider wording in login tests',
  },
  { name: 'sqlite3', proof: '/usr/bin/sqlite3', why: 'users and refusals of the test IMAP server' },
  {
    name: 'dnsmasq-base',
    proof: '/usr/sbin/dnsmasq',
    why: 'a real DNS server for provider autodiscovery tests',
  },
  { name: 'postgresql', proof: '/usr/lib/postgresql', why: 'data layer tests on real PostgreSQL' },
  { name: 'openssl', proof: '/usr/bin/openssl', why: 'self-signed certificates for test servers' },
];

export function missingPackages(): string[] {
  return SYSTEM_PACKAGES.filter((pkg) => !existsSync(pkg.proof)).map((pkg) => pkg.name);
}

/** Installs missing packages with apt-get when running as root; otherwise explains what to install. */
export function ensureSystemPackages(log: (line: string) => void = console.log): void {
  const missing = missingPackages();
  if (missing.length === 0) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    throw new Error(
      `Missing Debian packages: ${missing.join(', ')}. Install them: sudo apt-get install -y ${missing.join(' ')}`,
    );
  }
  log(`Installing Debian packages: ${missing.join(', ')}`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...missing], {
    stdio: 'inherit',
    env,
  });
}
