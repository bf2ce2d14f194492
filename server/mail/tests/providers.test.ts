import { describe, expect, it } from 'vitest';
import { type DnsLike, PROVIDER_SETTINGS, providerForDomain, resolveServers } from '../providers';

const noDns: DnsLike = {
  resolveSrv: async () => {
    throw new Error('ENOTFOUND');
  },
  resolveMx: async () => {
    throw new Error('ENOTFOUND');
  },
};

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

  it('autodiscovers other domains: RFC 6186 SRV first', async () => {
    const dns: DnsLike = {
      resolveSrv: async (name) => {
        if (name === '_imaps._tcp.corp.example')
          return [
            { name: 'backup.corp.example', port: 993, priority: 20, weight: 0 },
            { name: 'imap.corp.example', port: 9993, priority: 10, weight: 0 },
          ];
        if (name === '_submissions._tcp.corp.example')
          return [{ name: 'smtp.corp.example', port: 465, priority: 0, weight: 0 }];
        throw new Error('ENOTFOUND');
      },
      resolveMx: noDns.resolveMx,
    };
    expect(await resolveServers('a@corp.example', {}, { dns })).toEqual({
      provider: 'other',
      imap: { host: 'imap.corp.example', port: 9993, secure: true },
      smtp: { host: 'smtp.corp.example', port: 465, secure: true },
    });
  });

  it('recognises Google Workspace / Microsoft 365 by MX, then probes common host names', async () => {
    const mxDns = (exchange: string): DnsLike => ({
      ...noDns,
      resolveMx: async () => [{ exchange, priority: 1 }],
    });
    expect((await resolveServers('a@shop.example', {}, { dns: mxDns('aspmx.l.google.com') })).provider).toBe(
      'google',
    );
    expect(
      (await resolveServers('a@firm.example', {}, { dns: mxDns('firm-example.mail.protection.outlook.com') }))
        .provider,
    ).toBe('microsoft');
    const probed: string[] = [];
    const res = await resolveServers(
      'a@small.example',
      {},
      {
        dns: noDns,
        probe: async (host) => {
          probed.push(host);
          return host === 'mail.small.example';
        },
      },
    );
    expect(probed).toEqual(['imap.small.example', 'mail.small.example']);
    expect(res.imap).toEqual({ host: 'mail.small.example', port: 993, secure: true });
    await expect(
      resolveServers('a@none.example', {}, { dns: noDns, probe: async () => false }),
    ).rejects.toThrow(/no IMAP server/);
  });

  it('honours explicit overrides', async () => {
    const imap = { host: '127.0.0.1', port: 1993, secure: true, rejectUnauthorized: false };
    expect(await resolveServers('a@gmail.com', { servers: { imap } })).toMatchObject({
      provider: 'google',
      imap,
    });
    expect(await resolveServers('a@t.test', {}, { overrides: { 't.test': { imap } } })).toMatchObject({
      imap,
      smtp: null,
    });
  });
});
