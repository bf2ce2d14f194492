import { createEvent, sample } from 'effector';
import { createGate } from 'effector-react';
import { shareDialogOpened } from '@/features/share-stats/model';
import { $referralCode, sponsorshipOpened } from '@/features/sponsorship/model';
import { loadStatsFx } from '@/features/stats/api';
import { $statsTrackingPage, statsPageOpened } from '@/features/stats/model';
import { eventTracked } from '@/shared/lib/analytics/model';

export const StatsGate = createGate();

// The page loads the stats, and the referral code (generated on the server when missing).
sample({ clock: StatsGate.open, target: [statsPageOpened, sponsorshipOpened] });

// Tracking page names: stats_empty (first time) and stats (otherwise).
sample({
  clock: loadStatsFx.done,
  source: $statsTrackingPage,
  filter: StatsGate.status,
  fn: (page) => ({ name: 'page_viewed' as const, params: { route: 'stats', page } }),
  target: eventTracked,
});

/** The share button (and the referral block's share): the share dialog with the user's code. */
export const statsShareClicked = createEvent();
sample({
  clock: statsShareClicked,
  source: $referralCode,
  fn: (partnerCode) => ({ partnerCode }),
  target: shareDialogOpened,
});
