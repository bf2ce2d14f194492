import { createEffect, createEvent, createStore, sample } from 'effector';
import { delay, interval } from 'patronum';
import { isSpecialCard } from '@/entities/subscription/lib';
import { $newsletters } from '@/entities/subscription/model';
import { getSubscriptionsFx } from '@/features/fetch-subscriptions/api';
import {
  $nothingFound,
  $waitingList,
  fetchPollingStarted,
  fetchPollingStopped,
  newslettersForceRefreshed,
} from '@/features/fetch-subscriptions/model';
import { readPushPermissionFx } from '@/features/notification-settings/api';
import { $pushPermission, notificationSettingsOpened } from '@/features/notification-settings/model';
import { api } from '@/shared/api/client';
import {
  FETCH_ANIMATION_PAUSE_AFTER_MS,
  FETCH_TIPS_ROTATION_MS,
  SENDER_TICKER_INTERVAL_MS,
} from '@/shared/config/constants';
import { $locale } from '@/shared/i18n/model';
import { $pathname, navigateFx } from '@/shared/lib/router/model';
import { ROUTES } from '@/shared/lib/router/routes';

/**
 * The /fetch page (spec §2 /fetch): it polls the scan while open, rotates the tips, feeds the
 * sender-name ticker, pauses the mascot after 6 s, sends the language to the server (failures
 * ignored), reads the browser's notification permission (the switch hides when it is denied) and
 * leaves for /newsletters (go-clean) or /fetch-and-empty (done, nothing found).
 */

/** The page opens; `tipCount` = how many fetch_tips_N keys exist (counted by the view). */
export const fetchScreenOpened = createEvent<{ tipCount: number }>();
export const fetchScreenClosed = createEvent();

/** PUT /v3/users/language; failures are ignored. */
export const sendLanguageFx = createEffect((language: string) =>
  api.userLanguage({ body: { language: language.slice(0, 2) } }),
);
sample({ clock: fetchScreenOpened, source: $locale, target: sendLanguageFx });

// The scan is polled while the page is open.
sample({ clock: fetchScreenOpened, fn: () => undefined, target: fetchPollingStarted });
sample({ clock: fetchScreenClosed, target: fetchPollingStopped });

// The notification switch hides when notifications are denied: the permission is read as the page
// opens (not only when settings open), and the settings load so that the switch can register.
sample({ clock: fetchScreenOpened, fn: () => undefined, target: readPushPermissionFx });
sample({ clock: readPushPermissionFx.doneData, target: $pushPermission });
sample({ clock: fetchScreenOpened, fn: () => undefined, target: notificationSettingsOpened });

// Tips rotate every 8 s.
const $tipCount = createStore(1);
export const $fetchTipIndex = createStore(0);
$tipCount.on(fetchScreenOpened, (_, { tipCount }) => Math.max(1, tipCount));
$fetchTipIndex.reset(fetchScreenOpened);
const tips = interval({ timeout: FETCH_TIPS_ROTATION_MS, start: fetchScreenOpened, stop: fetchScreenClosed });
sample({
  clock: tips.tick,
  source: { index: $fetchTipIndex, count: $tipCount },
  fn: ({ index, count }) => (index + 1) % count,
  target: $fetchTipIndex,
});

// One sender name added per second.
export const $tickerNames = createStore<string[]>([]);
// Kept across visits: the names found so far stay listed when the page opens again.
const ticker = interval({
  timeout: SENDER_TICKER_INTERVAL_MS,
  start: fetchScreenOpened,
  stop: fetchScreenClosed,
});
sample({
  clock: ticker.tick,
  source: { shown: $tickerNames, visible: $newsletters, waiting: $waitingList },
  fn: ({ shown, visible, waiting }) => {
    const next = [...visible, ...waiting]
      .filter((item) => !isSpecialCard(item))
      .map((item) => item.name)
      .find((name) => !shown.includes(name));
    return next === undefined ? shown : [...shown, next];
  },
  target: $tickerNames,
});

// The mascot animation is paused after 6 s.
export const $fetchAnimationPaused = createStore(false);
$fetchAnimationPaused
  .on(delay({ source: fetchScreenOpened, timeout: FETCH_ANIMATION_PAUSE_AFTER_MS }), () => true)
  .reset(fetchScreenOpened);

// ---- Navigation rules of /fetch ------------------------------------------------------------
/** The go-clean button refreshes the newsletters then goes to /newsletters. */
export const goCleanClicked = createEvent();
/** The go-clean button waits for its refresh. */
export const $goCleanPending = createStore(false);
$goCleanPending.on(goCleanClicked, () => true).reset(fetchScreenClosed);
sample({ clock: goCleanClicked, target: newslettersForceRefreshed });
const goCleanDone = sample({ clock: getSubscriptionsFx.finally, source: $goCleanPending, filter: Boolean });
$goCleanPending.reset(goCleanDone);
sample({ clock: goCleanDone, fn: () => ROUTES.newsletters, target: navigateFx });
/** When done, with no newsletters and none waiting, /fetch goes to /fetch-and-empty. */
sample({
  clock: getSubscriptionsFx.done,
  source: { nothing: $nothingFound, pathname: $pathname },
  filter: ({ nothing, pathname }) => nothing && pathname === ROUTES.fetch,
  fn: () => ROUTES.fetchAndEmpty,
  target: navigateFx,
});
