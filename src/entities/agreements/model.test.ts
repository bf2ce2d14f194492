import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $accessToken } from '@/shared/api/access-token';
import { $remoteConfig, REMOTE_CONFIG_DEFAULTS } from '@/shared/lib/remote-config/model';
import {
  $agreementsBannerVisible,
  acceptAgreementFx,
  agreementsAccepted,
  agreementsRequested,
  agreementVisited,
  fetchAgreementsFx,
} from './model';

const config = {
  ...REMOTE_CONFIG_DEFAULTS,
  last_terms_update: '2026-06-01',
  last_privacy_update: '2026-03-01',
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('agreements update banner (onboarding §2 shell pieces, §3 Agreements)', () => {
  it('shows when the terms or privacy changed after the user accepted them', async () => {
    const scope = fork({
      values: [
        [$accessToken, 't'],
        [$remoteConfig, config],
      ],
      handlers: [
        [fetchAgreementsFx, async () => ({ terms: '2026-05-01T00:00:00Z', privacy: '2026-04-01T00:00:00Z' })],
      ],
    });
    await allSettled(agreementsRequested, { scope });
    expect(scope.getState($agreementsBannerVisible)).toBe(true);
  });

  it('stays hidden when both were accepted after the last update, or when signed out', async () => {
    const handlers: [typeof fetchAgreementsFx, () => Promise<{ terms: string; privacy: string }>][] = [
      [fetchAgreementsFx, async () => ({ terms: '2026-07-01T00:00:00Z', privacy: '2026-07-01T00:00:00Z' })],
    ];
    const scope = fork({
      values: [
        [$accessToken, 't'],
        [$remoteConfig, config],
      ],
      handlers,
    });
    await allSettled(agreementsRequested, { scope });
    expect(scope.getState($agreementsBannerVisible)).toBe(false);
    const signedOut = fork({ values: [[$remoteConfig, config]], handlers });
    await allSettled(agreementsRequested, { scope: signedOut });
    expect(signedOut.getState($agreementsBannerVisible)).toBe(false);
  });

  it('accepting puts each outdated agreement and hides the banner', async () => {
    const accept = vi.fn(async (kind: 'terms' | 'privacy') => ({
      terms: kind === 'terms' ? '2026-07-01T00:00:00Z' : '2026-05-01T00:00:00Z',
      privacy: '2026-07-01T00:00:00Z',
    }));
    const scope = fork({
      values: [
        [$accessToken, 't'],
        [$remoteConfig, config],
      ],
      handlers: [
        [fetchAgreementsFx, async () => ({ terms: '2026-05-01T00:00:00Z', privacy: '2026-07-01T00:00:00Z' })],
        [acceptAgreementFx, accept],
      ],
    });
    await allSettled(agreementsRequested, { scope });
    await allSettled(agreementsAccepted, { scope });
    expect(accept.mock.calls.map(([kind]) => kind)).toEqual(['terms']);
    expect(scope.getState($agreementsBannerVisible)).toBe(false);
  });

  it('visiting privacy or terms records that choice when connected', async () => {
    const accept = vi.fn(async () => ({ terms: null, privacy: '2026-07-01T00:00:00Z' }));
    const scope = fork({ values: [[$accessToken, 't']], handlers: [[acceptAgreementFx, accept]] });
    await allSettled(agreementVisited, { scope, params: 'privacy' });
    expect(accept).toHaveBeenCalledWith('privacy');
    const signedOut = fork({ handlers: [[acceptAgreementFx, accept]] });
    await allSettled(agreementVisited, { scope: signedOut, params: 'terms' });
    expect(accept).toHaveBeenCalledTimes(1);
  });
});
