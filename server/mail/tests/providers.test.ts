import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PROVIDER_SETTINGS, providerForDomain, resolveServers } from '../providers';
import { type DnsServer, startDnsServer } from '../testing/dns';

let dnsServer: DnsServer;
const noProbe = async () => false;

beforeAll(async () => {
  dnsServer = await startDnsServer({
    srv: [
      {
        service: '_imaps._tcp.corp.example',
        target: 'backup.corp.example',
        port: 993,
        priority: 20,
        weight: 0,
      },
      {
        service: '_imaps._tcp.corp.example',
        target: 'imap.corp.example',
        port: 9993,
        priority: 10,
        weight: 0,
      },
      {
        service: '_submissions._tcp.corp.example',
        target: 'smtp.corp.example',
        port: 465,
        priority: 0,
        weight: 0,
      },
      {
        service: '_imap._tcp.plain.example',
        target: 'mail.plain.example',
        port: 143,
        priority: 0,
        weight: 0,
      },
      {
        service: '_submission._tcp.plain.example',
        target: 'mail.plain.example',
        port: 587,
        priority: 0,
        weight: 0,
      },
    ],
    mx: [
      { domain: 'shop.example', exchange: 'aspmx.l.google.com', priority: 1 },
      { domain: 'firm.example', exchange: 'firm-example.mail.protection.outlook.com', priority: 1 },
      { domain: 'small.example', exchange: 'mx.small.example', priority: 10 },
    ],
  });
});

afterAll(async () => {
  await dnsServer?.stop();
});

describe('providers', () => {
  it('recognises every supported provider by domain', () => {
    const cases: Array<[string, string]> = [
      ['gmail.com', 'google'],
      ['googlemail.com', 'google'],
      ['yahoo.fr', 'yahoo'],
      ['ymail.com', 'yahoo'],
      ['icloud.com', 'icloud'],
      ['me.com', 'icloud'],
      ['aol.com', 'aol'],
      ['gmx.de', 'gmx'],
      ['gmx.net', 'gmx'],
      ['web.de', 'web'],
      ['orange.fr', 'orange'],
      ['wanadoo.fr', 'orange'],
      ['naver.com', 'naver'],
      ['kakao.com', 'kakao'],
      ['hanmail.net', 'kakao'],
      ['outlook.com', 'microsoft'],
      ['hotmail.fr', 'microsoft'],
      ['live.com', 'microsoft'],
      ['example.org', 'other'],
    ];
    for (const [domain, provider] of cases)
      expect([domain, providerForDomain(domain)]).toEqual([domain, provider]);
  });

  it('uses the provider table, Daum servers for old Daum domains', async () => {
    expect(await resolveServers('a@gmail.com')).toMatchObject({
      provider: 'google',
      imap: PROVIDER_SETTINGS.google.imap,
    });
    expect((await resolveServers('a@hanmail.net')).imap.host).toBe('imap.daum.net');
    expect((await resolveServers('a@outlook.com')).imap).toEqual({
      host: 'outlook.office365.com',
      port: 993,
      secure: true,
    });
  });

  it('autodiscovers other domains: RFC 6186 SRV first (real DNS server)', async () => {
    const dns = dnsServer.resolver;
    expect(await resolveServers('a@corp.example', {}, { dns, probe: noProbe })).toEqual({
      provider: 'other',
      imap: { host: 'imap.corp.example', port: 9993, secure: true },
      smtp: { host: 'smtp.corp.example', port: 465, secure: true },
    });
    // Only _imap._tcp (STARTTLS) and _submission._tcp published.
    expect(await resolveServers('a@plain.example', {}, { dns, probe: noProbe })).toEqual({
      provider: 'other',
      imap: { host: 'mail.plain.example', port: 143, secure: false },
      smtp: { host: 'mail.plain.example', port: 587, secure: false },
    });
  });

  it('recognises Google Workspace / Microsoft 365 by MX, then probes common host names', async () => {
    const dns = dnsServer.resolver;
    expect((await resolveServers('a@shop.example', {}, { dns, probe: noProbe })).provider).toBe('google');
    expect((await resolveServers('a@firm.example', {}, { dns, probe: noProbe })).provider).toBe('microsoft');
    // No SRV, no known MX: imap.<domain> then mail.<domain> on 993 (the TCP probe is the test's: these
    // names exist only in the test's DNS).
    const probed: string[] = [];
    const res = await resolveServers(
      'a@small.example',
      {},
      {
        dns,
        probe: async (host) => {
          probed.push(host);
          return host === 'mail.small.example';
        },
      },
    );
    // IMAP on 993 first, then the submission server: no SRV here, so the IMAP host on 587 (STARTTLS).
    expect(probed).toEqual(['imap.small.example', 'mail.small.example', 'mail.small.example']);
    expect(res.imap).toEqual({ host: 'mail.small.example', port: 993, secure: true });
    expect(res.smtp).toEqual({ host: 'mail.small.example', port: 587, secure: false });
    await expect(resolveServers('a@none.example', {}, { dns, probe: noProbe })).rejects.toThrow(
      /no IMAP server/,
    );
  });

  it('honours explicit overrides', async () => {
    const imap = { host: '127.0.0.1', port: 1993, secure: true, rejectUnauthorized: false };
    expect(await resolveServers('a@gmail.com', { servers: { imap } })).toMatchObject({
      provider: 'google',
      imap,
    });
    const dns = dnsServer.resolver;
    expect(
      await resolveServers('a@t.test', {}, { dns, probe: noProbe, overrides: { 't.test': { imap } } }),
    ).toMatchObject({ imap, smtp: null });
  });

  it('finds the submission server of an IMAP host from the domain map (mailto unsubscribes)', async () => {
    const dns = dnsServer.resolver;
    const imap = { host: 'imap.mapped.example', port: 10993, secure: true };
    // The map's own submission server wins.
    const smtp = { host: 'out.mapped.example', port: 2525, secure: false };
    expect((await resolveServers('a@mapped.example', { servers: { imap, smtp } }, { dns })).smtp).toEqual(
      smtp,
    );
    // A known provider's submission server.
    expect(
      (await resolveServers('a@gmail.com', { servers: { imap } }, { dns, probe: noProbe })).smtp,
    ).toEqual(PROVIDER_SETTINGS.google.smtp);
    // RFC 6186 SRV of the address's domain.
    expect(
      (await resolveServers('a@plain.example', { servers: { imap } }, { dns, probe: noProbe })).smtp,
    ).toEqual({
      host: 'mail.plain.example',
      port: 587,
      secure: false,
    });
    // No SRV: the IMAP host on 587, then 465.
    const probed: string[] = [];
    const on465 = async (host: string, port: number) => {
      probed.push(`${host}:${port}`);
      return port === 465 && host === imap.host;
    };
    expect(
      (await resolveServers('a@mapped.example', { servers: { imap } }, { dns, probe: on465 })).smtp,
    ).toEqual({
      host: 'imap.mapped.example',
      port: 465,
      secure: true,
    });
    expect(probed).toEqual(['imap.mapped.example:587', 'imap.mapped.example:465']);
  });
});
