import { combine, createEvent, createStore, sample } from 'effector';
import type { GlobalStats, UserStats } from '@/shared/api/contract';
import { loadStatsFx } from './api';
import { cycleTip, mostVisibleTip } from './lib';

export interface StatsFigure {
  /** i18next key suffix of the label, e.g. `deletedMails`. */
  id: string;
  value: number;
  /** How the view formats it: a count, a size in kilo-octets, or billions. */
  format: 'count' | 'sizeKo' | 'billions';
}

export const statsPageOpened = createEvent();
export const $userStats = createStore<UserStats | null>(null);
export const $globalStats = createStore<GlobalStats | null>(null);
/** A loader shows until the stats arrive. */
export const $statsLoading = createStore(true);
export const $statsFailed = createStore(false);

sample({ clock: statsPageOpened, target: loadStatsFx });
$userStats.on(loadStatsFx.doneData, (_, { user }) => user);
// Global stats: missing values count as 0.
$globalStats.on(loadStatsFx.doneData, (_, { global }) => ({
  deletedMails: global?.deletedMails ?? 0,
  storageSavedInKo: global?.storageSavedInKo ?? 0,
  averageNewslettersPerAccount: global?.averageNewslettersPerAccount ?? 0,
}));
$statsLoading.on(loadStatsFx.finally, () => false);
$statsFailed.on(loadStatsFx.fail, () => true).reset(loadStatsFx.done);

/** First time = treated newsletters count is zero: global figures are shown. */
export const $isFirstTime = $userStats.map((user) => (user?.treatedNewsletters ?? 0) === 0);
/** Tracking page name: stats_empty (first time) or stats. */
export const $statsTrackingPage = $isFirstTime.map((first) => (first ? 'stats_empty' : 'stats'));

export const $statsFigures = combine(
  $isFirstTime,
  $userStats,
  $globalStats,
  (first, user, global): StatsFigure[] => {
    if (first) {
      return [
        { id: 'globalDeletedMails', value: (global?.deletedMails ?? 0) / 1e9, format: 'billions' },
        { id: 'globalSpaceSaved', value: global?.storageSavedInKo ?? 0, format: 'sizeKo' },
        { id: 'averageNewsletters', value: global?.averageNewslettersPerAccount ?? 0, format: 'count' },
      ];
    }
    return [
      { id: 'autoDeletedNewsletters', value: user?.autoDeletedNewsletters ?? 0, format: 'count' },
      { id: 'deletedMails', value: user?.deletedMails ?? 0, format: 'count' },
      { id: 'treatedNewsletters', value: user?.treatedNewsletters ?? 0, format: 'count' },
      { id: 'remainsMailsToTreat', value: user?.remainsMailsToTreat ?? 0, format: 'count' },
      { id: 'spaceSaved', value: user?.storageSavedInKo ?? 0, format: 'sizeKo' },
    ];
  },
);

// ---- Tips carousel ------------------------------------------------------------------------
export const $tipIndex = createStore(0);
export const nextTipClicked = createEvent();
export const previousTipClicked = createEvent();
/** Mobile: visible ratio of each tip (IntersectionObserver in the view). */
export const tipsVisibilityChanged = createEvent<number[]>();
$tipIndex
  .on(nextTipClicked, (index) => cycleTip(index, 1))
  .on(previousTipClicked, (index) => cycleTip(index, -1))
  .on(tipsVisibilityChanged, (_, ratios) => mostVisibleTip(ratios));
