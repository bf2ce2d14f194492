import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@/shared/api/contract';
import { copyTextFx } from '@/shared/lib/browser/effects';
import { applyReferralCodeFx, loadReferralsFx, loadUserFx } from './api';
import {
  $codeGenerating,
  $friendCodeResult,
  $referralCode,
  $referralCodeCopied,
  $referralCount,
  friendCodeSubmitted,
  referralCodeCopied,
  sponsorshipOpened,
} from './model';

const user = (partnerCode: string | null): { user: User } => ({
  user: {
    hash: 'h',
    firstname: 'Ada',
    lastname: null,
    birthYear: 1990,
    anonymous: false,
    demo: false,
    discovery: false,
    language: 'en',
    accounts: [],
    partnerCode,
    createdAt: '2026-01-01',
  },
});

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('sponsorship: generating state until the code exists; referral count when the list is non-empty', () => {
  it('shows generating while no code, then the code and the referrals', async () => {
    const scope = fork({
      handlers: [
        [loadReferralsFx, async () => ({ partnerCode: '', referrals: [] })],
        [loadUserFx, async () => user(null)],
      ],
    });
    expect(scope.getState($codeGenerating)).toBe(true);
    await allSettled(sponsorshipOpened, { scope });
    expect(scope.getState($codeGenerating)).toBe(true);
    const next = fork({
      handlers: [
        [
          loadReferralsFx,
          async () => ({ partnerCode: 'FOX42', referrals: [{ name: 'Bo', date: '2026-10-01' }] }),
        ],
        [loadUserFx, async () => user(null)],
      ],
    });
    await allSettled(sponsorshipOpened, { scope: next });
    expect(next.getState($codeGenerating)).toBe(false);
    expect(next.getState($referralCode)).toBe('FOX42');
    expect(next.getState($referralCount)).toBe(1);
  });
});

describe('copy on the referral page sets a copied flag that changes the label', () => {
  it('copies the code and raises the flag', async () => {
    const copy = vi.fn(async () => undefined);
    const scope = fork({
      handlers: [
        [loadReferralsFx, async () => ({ partnerCode: 'FOX42', referrals: [] })],
        [loadUserFx, async () => user('FOX42')],
        [copyTextFx, copy],
      ],
    });
    await allSettled(sponsorshipOpened, { scope });
    expect(scope.getState($referralCodeCopied)).toBe(false);
    await allSettled(referralCodeCopied, { scope });
    expect(copy).toHaveBeenCalledWith('FOX42');
    expect(scope.getState($referralCodeCopied)).toBe(true);
  });
});

describe("a friend's code: PUT /v3/users/referrals/code/{code}", () => {
  it('records the code and reports the server refusals', async () => {
    const apply = vi.fn(async (code: string) => {
      if (code === 'NOPE') throw { status: 400, message: 'unknown_code', data: null };
      return { done: true as const };
    });
    const scope = fork({ handlers: [[applyReferralCodeFx, apply]] });
    await allSettled(friendCodeSubmitted, { scope, params: '  FOX123 ' });
    expect(apply).toHaveBeenCalledWith('FOX123');
    expect(scope.getState($friendCodeResult)).toBe('applied');
    await allSettled(friendCodeSubmitted, { scope, params: 'NOPE' });
    expect(scope.getState($friendCodeResult)).toBe('unknown_code');
    await allSettled(friendCodeSubmitted, { scope, params: '   ' });
    expect(apply).toHaveBeenCalledTimes(2);
  });
});
