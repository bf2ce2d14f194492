import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $linkCopied } from '@/features/share-stats/model';
import { $referralCodeCopied } from '@/features/sponsorship/model';
import { $accessToken } from '@/shared/api/access-token';
import type { Partner } from '@/shared/api/contract';
import { copyTextFx } from '@/shared/lib/browser/effects';
import { navigated } from '@/shared/lib/router/model';
import { loadPartnersFx, loadTreesFx } from './api';
import {
  $isTreePartner,
  $partner,
  $partnerCodeCopied,
  $partnerStats,
  $treeArea,
  partnerCodeCopied,
  partnerPageExited,
  partnerPageOpened,
} from './model';

const partner: Partner = {
  code: 'forest',
  name: 'Forest',
  img: '/forest.png',
  text: 'We plant trees',
  type: 'we-forest',
  seo: { title: 't', description: 'd' },
};
const stats = { referees: 12, sqm: 40.6, deleted: 5000, co2: 1500 };

function setup(token: string | null) {
  const trees = vi.fn(async () => stats);
  const copy = vi.fn(async () => undefined);
  const exited = vi.fn();
  partnerPageExited.watch(exited);
  const scope = fork({
    values: [[$accessToken, token]],
    handlers: [
      [loadPartnersFx, async () => ({ partners: [partner] })],
      [loadTreesFx, trees],
      [copyTextFx, copy],
    ],
  });
  return { scope, trees, copy, exited };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('partner page: the route parameter is the partner code; trees stats of the partner', () => {
  it('loads the partner and its counters', async () => {
    const { scope, trees } = setup(null);
    await allSettled(partnerPageOpened, { scope, params: 'forest' });
    expect(scope.getState($partner)?.name).toBe('Forest');
    expect(scope.getState($isTreePartner)).toBe(true);
    expect(trees).toHaveBeenCalledWith('forest');
    expect(scope.getState($partnerStats)).toEqual(stats);
    expect(scope.getState($treeArea)).toBe(41);
  });
});

describe('the partner page is opened by the router with its code (a page needs no glue)', () => {
  it('/partner/{name} loads that partner', async () => {
    const { scope, trees } = setup(null);
    await allSettled(navigated, { scope, params: { pathname: '/partner/forest', search: '' } });
    expect(scope.getState($partner)?.code).toBe('forest');
    expect(trees).toHaveBeenCalledWith('forest');
  });
});

describe('an unknown partner code exits to /newsletters if a token is stored, otherwise to /', () => {
  it('exits to /newsletters with a token', async () => {
    const { scope, exited } = setup('tok');
    await allSettled(partnerPageOpened, { scope, params: 'nobody' });
    expect(exited).toHaveBeenLastCalledWith('/newsletters');
  });
  it('exits to / without a token', async () => {
    const { scope, exited } = setup(null);
    await allSettled(partnerPageOpened, { scope, params: 'nobody' });
    expect(exited).toHaveBeenLastCalledWith('/');
  });
});

describe('copy on the partner page sets a copied flag', () => {
  it('copies the code', async () => {
    const { scope, copy } = setup(null);
    await allSettled(partnerPageOpened, { scope, params: 'forest' });
    await allSettled(partnerCodeCopied, { scope });
    expect(copy).toHaveBeenCalledWith('forest');
    expect(scope.getState($partnerCodeCopied)).toBe(true);
  });

  it('only the page that copied changes its label (referral page and share dialog stay as they were)', async () => {
    const { scope } = setup(null);
    await allSettled(partnerPageOpened, { scope, params: 'forest' });
    await allSettled(partnerCodeCopied, { scope });
    expect(scope.getState($partnerCodeCopied)).toBe(true);
    expect(scope.getState($referralCodeCopied)).toBe(false);
    expect(scope.getState($linkCopied)).toBe(false);
  });
});
