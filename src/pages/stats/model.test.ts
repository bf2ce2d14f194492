import { allSettled, createWatch, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { loadShareStatsFx } from '@/features/share-stats/api';
import { $shareOpen, $sharePartnerCode } from '@/features/share-stats/model';
import { loadReferralsFx, loadUserFx } from '@/features/sponsorship/api';
import { loadStatsFx } from '@/features/stats/api';
import type { User } from '@/shared/api/contract';
import { eventTracked } from '@/shared/lib/analytics/model';
import { canShareFilesFx, readOriginFx } from '@/shared/lib/browser/effects';
import { StatsGate, statsShareClicked } from './model';

const stats = (treated: number) => ({
  user: {
    autoDeletedNewsletters: 0,
    deletedMails: treated * 10,
    storageSavedInKo: 0,
    treatedNewsletters: treated,
    remainsMailsToTreat: 5,
  },
  global: { deletedMails: 1e9, storageSavedInKo: 1e6, averageNewslettersPerAccount: 40 },
});

function setup(treated: number) {
  const scope = fork({
    handlers: [
      [loadStatsFx, async () => stats(treated)],
      [loadReferralsFx, async () => ({ partnerCode: 'FOX1', referrals: [] })],
      [loadUserFx, async () => ({ user: { partnerCode: 'FOX1', firstname: 'Ada' } as User })],
      [loadShareStatsFx, async () => stats(treated)],
      [canShareFilesFx, () => false],
      [readOriginFx, () => 'https://app.example'],
    ],
  });
  const tracked = vi.fn();
  createWatch({ unit: eventTracked, fn: tracked, scope });
  return { scope, tracked };
}

describe('/stats page model', () => {
  it('tracks stats_empty the first time and stats once newsletters are sorted', async () => {
    const first = setup(0);
    await allSettled(StatsGate.open, { scope: first.scope, params: {} });
    expect(first.tracked).toHaveBeenCalledWith({
      name: 'page_viewed',
      params: { route: 'stats', page: 'stats_empty' },
    });
    const later = setup(3);
    await allSettled(StatsGate.open, { scope: later.scope, params: {} });
    expect(later.tracked).toHaveBeenCalledWith({
      name: 'page_viewed',
      params: { route: 'stats', page: 'stats' },
    });
  });

  it('the share button opens the share dialog with the referral code', async () => {
    const { scope } = setup(3);
    await allSettled(StatsGate.open, { scope, params: {} });
    await allSettled(statsShareClicked, { scope });
    expect(scope.getState($shareOpen)).toBe(true);
    expect(scope.getState($sharePartnerCode)).toBe('FOX1');
  });
});
