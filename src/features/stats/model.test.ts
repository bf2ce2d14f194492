import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GlobalStats, UserStats } from '@/shared/api/contract';
import { COUNT_UP_STEP_MS, COUNT_UP_STEPS } from '@/shared/config/constants';
import { loadStatsFx } from './api';
import { countUpValue, cycleTip, mostVisibleTip } from './lib';
import {
  $isFirstTime,
  $statsFigures,
  $statsLoading,
  $statsTrackingPage,
  $tipIndex,
  nextTipClicked,
  previousTipClicked,
  statsPageOpened,
} from './model';

const user = (treatedNewsletters: number): UserStats => ({
  autoDeletedNewsletters: 4,
  deletedMails: 120,
  storageSavedInKo: 2500,
  treatedNewsletters,
  remainsMailsToTreat: 30,
});
const global: GlobalStats = {
  deletedMails: 3_200_000_000,
  storageSavedInKo: 9e9,
  averageNewslettersPerAccount: 41,
};

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('stats: first time (treated newsletters is zero) shows global figures, otherwise personal ones', () => {
  it('shows global figures the first time, tracked as stats_empty', async () => {
    const scope = fork({ handlers: [[loadStatsFx, async () => ({ user: user(0), global })]] });
    expect(scope.getState($statsLoading)).toBe(true);
    await allSettled(statsPageOpened, { scope });
    expect(scope.getState($statsLoading)).toBe(false);
    expect(scope.getState($isFirstTime)).toBe(true);
    expect(scope.getState($statsTrackingPage)).toBe('stats_empty');
    expect(scope.getState($statsFigures)).toEqual([
      { id: 'globalDeletedMails', value: 3.2, format: 'billions' },
      { id: 'globalSpaceSaved', value: 9e9, format: 'sizeKo' },
      { id: 'averageNewsletters', value: 41, format: 'count' },
    ]);
  });
  it('shows personal figures otherwise, tracked as stats', async () => {
    const scope = fork({ handlers: [[loadStatsFx, async () => ({ user: user(7), global })]] });
    await allSettled(statsPageOpened, { scope });
    expect(scope.getState($statsTrackingPage)).toBe('stats');
    expect(scope.getState($statsFigures).map((figure) => [figure.id, figure.value])).toEqual([
      ['autoDeletedNewsletters', 4],
      ['deletedMails', 120],
      ['treatedNewsletters', 7],
      ['remainsMailsToTreat', 30],
      ['spaceSaved', 2500],
    ]);
  });
  it('global values that are missing count as 0', async () => {
    const scope = fork({
      handlers: [[loadStatsFx, async () => ({ user: user(0), global: {} as unknown as GlobalStats })]],
    });
    await allSettled(statsPageOpened, { scope });
    expect(scope.getState($statsFigures).map((figure) => figure.value)).toEqual([0, 0, 0]);
  });
});

describe('numbers count up from 0 to their value in 100 steps, one step every 5 ms', () => {
  it('follows the steps', () => {
    expect(COUNT_UP_STEPS * COUNT_UP_STEP_MS).toBe(500);
    expect(countUpValue(200, 0)).toBe(0);
    expect(countUpValue(200, 4)).toBe(0);
    expect(countUpValue(200, 5)).toBe(2);
    expect(countUpValue(200, 250)).toBe(100);
    expect(countUpValue(200, 499)).toBe(198);
    expect(countUpValue(200, 500)).toBe(200);
    expect(countUpValue(200, 10_000)).toBe(200);
  });
});

describe('tips carousel: desktop arrows cycle modulo 4; mobile highlights the most visible tip', () => {
  it('cycles both ways', async () => {
    const scope = fork();
    await allSettled(previousTipClicked, { scope });
    expect(scope.getState($tipIndex)).toBe(3);
    for (let i = 0; i < 5; i += 1) await allSettled(nextTipClicked, { scope });
    expect(scope.getState($tipIndex)).toBe(0);
    expect(cycleTip(2, 1)).toBe(3);
    expect(cycleTip(3, 1)).toBe(0);
  });
  it('picks the most visible tip', () => {
    expect(mostVisibleTip([0.1, 0.7, 0.2, 0])).toBe(1);
    expect(mostVisibleTip([0, 0, 0, 0])).toBe(0);
  });
});
