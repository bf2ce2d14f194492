import { describe, expect, it } from 'vitest';
import { isTransientImapError } from '../imap';

describe('which IMAP failures a scan or job retries', () => {
  it('retries dropped connections and other non-login failures', () => {
    expect(isTransientImapError(Object.assign(new Error('Connection closed'), { code: 'ECONNRESET' }))).toBe(
      true,
    );
    expect(isTransientImapError(new Error('MOVE failed'))).toBe(true);
  });

  it('does not retry a refused login: the credentials are wrong', () => {
    const refused = {
      authenticationFailed: true,
      serverResponseCode: 'AUTHENTICATIONFAILED',
      response: 'NO [AUTHENTICATIONFAILED] Authentication failed.',
    };
    expect(isTransientImapError(refused)).toBe(false);
  });

  it('retries a temporary authentication failure (the server’s auth backend is not ready)', () => {
    expect(isTransientImapError({ authenticationFailed: true, serverResponseCode: 'UNAVAILABLE' })).toBe(
      true,
    );
    expect(
      isTransientImapError({
        authenticationFailed: true,
        response: 'NO [UNAVAILABLE] Temporary authentication failure. [vm:2026-11-22]',
      }),
    ).toBe(true);
  });
});
