/**
 * A real DNS server for autodiscovery tests: dnsmasq (Debian `dnsmasq-base`) on a free loopback port,
 * answering only the SRV and MX records the test gives (nothing forwarded), and a Node resolver pointed at it.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createSocket } from 'node:dgram';
import { promises as dnsPromises } from 'node:dns';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DnsLike } from '../providers';
import { ensureDovecotInstalled } from './install-dovecot';

export interface SrvRecord {
  /** e.g. `_imaps._tcp.corp.example` */
  service: string;
  target: string;
  port: number;
  priority: number;
  weight: number;
}

export interface DnsServer {
  /** A real resolver (node:dns) asking only this server. */
  resolver: DnsLike;
  /** A and AAAA answers of this server for a name (what an unsubscribe `resolve` hook gets). */
  lookup(name: string): Promise<Array<{ address: string; family: 4 | 6 }>>;
  stop(): Promise<void>;
}

function freeUdpPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const socket = createSocket('udp4');
    socket.once('error', reject);
    socket.bind(0, '127.0.0.1', () => {
      const { port } = socket.address();
      socket.close(() => resolve(port));
    });
  });
}

export async function startDnsServer(records: {
  srv?: SrvRecord[];
  mx?: Array<{ domain: string; exchange: string; priority: number }>;
  /** A / AAAA records: name → addresses (any mix of IPv4 and IPv6). */
  hosts?: Array<{ name: string; addresses: string[] }>;
}): Promise<DnsServer> {
  ensureDovecotInstalled();
  const dir = mkdtempSync(join(tmpdir(), 'tidyfox-dns-'));
  const port = await freeUdpPort();
  const conf = join(dir, 'dnsmasq.conf');
  writeFileSync(
    conf,
    [
      `port=${port}`,
      'listen-address=127.0.0.1',
      'bind-interfaces',
      'no-resolv',
      'no-hosts',
      'no-poll',
      // Authoritative for the test TLDs: unknown names there are NXDOMAIN, not REFUSED.
      'local=/example/',
      'local=/test/',
      'user=root',
      `pid-file=${join(dir, 'dnsmasq.pid')}`,
      ...(records.srv ?? []).map(
        (r) => `srv-host=${r.service},${r.target},${r.port},${r.priority},${r.weight}`,
      ),
      ...(records.mx ?? []).map((r) => `mx-host=${r.domain},${r.exchange},${r.priority}`),
      ...(records.hosts ?? []).map((h) => `host-record=${h.name},${h.addresses.join(',')}`),
      '',
    ].join('\n'),
  );
  const child: ChildProcess = spawn('/usr/sbin/dnsmasq', ['--keep-in-foreground', `--conf-file=${conf}`], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (c: Buffer) => {
    stderr += c.toString();
  });
  const resolver = new dnsPromises.Resolver({ timeout: 500, tries: 2 });
  resolver.setServers([`127.0.0.1:${port}`]);
  // Ready once it answers (NXDOMAIN / NODATA count as answers).
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`dnsmasq exited: ${stderr}`);
    const answered = await resolver.resolveTxt('ready.test').then(
      () => true,
      (err: NodeJS.ErrnoException) => err.code !== 'ETIMEOUT' && err.code !== 'ECONNREFUSED',
    );
    if (answered) break;
    if (Date.now() > deadline) throw new Error(`dnsmasq did not answer on port ${port}: ${stderr}`);
    await new Promise((r) => setTimeout(r, 50));
  }
  const answers = (p: Promise<string[]>) => p.catch(() => [] as string[]);
  return {
    resolver,
    async lookup(name) {
      const [v4, v6] = await Promise.all([
        answers(resolver.resolve4(name)),
        answers(resolver.resolve6(name)),
      ]);
      const list = [
        ...v4.map((address) => ({ address, family: 4 as const })),
        ...v6.map((address) => ({ address, family: 6 as const })),
      ];
      if (list.length === 0) throw Object.assign(new Error(`ENOTFOUND ${name}`), { code: 'ENOTFOUND' });
      return list;
    },
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
