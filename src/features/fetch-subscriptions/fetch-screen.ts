import { createEffect, createEvent, createStore, sample } from 'effector';
import { delay, interval } from 'patronum';
import { isSpecialCard } from '@/entities/subscription/lib';
import { $newsletters } from '@/entities/subscription/model';
import { api } from '@/shared/api/client';
import {
  FETCH_ANIMATION_PAUSE_AFTER_MS,
  FETCH_TIPS_ROTATION_MS,
  SENDER_TICKER_INTERVAL_MS,
} from '@/shared/config/constants';
import { $locale } from '@/shared/i18n/model';
import { $pathname, navigateFx } from '@/shared/lib/router/model';
import { ROUTES } from '@/shared/lib/router/routes';
import { getSubscriptionsFx } from './api';
import { $nothingFound, $waitingList, newslettersForceRefreshed } from './model';

/**
 * The /fetch screen around the scan (spec §2 /fetch): rotating tips, the sender-name ticker, the
 * mascot animation pause and the language sent to the server.
 */

/** The page opens; `tipCount` = how many fetch_tips_N keys exist (counted by the view). */
export const fetchScreenOpened = createEvent<{ tipCount: number }>();
export const fetchScreenClosed = createEvent();

/** PUT /v3/users/language; failures are ignored. */
export const sendLanguageFx = createEffect((language: string) =>
  api.userLanguage({ body: { language: language.slice(0, 2) } }),
);
sample({ clock: fetchScreenOpened, source: $locale, target: sendLanguageFx });

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
$tickerNames.reset(fetchScreenOpened);
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
const $goCleanPending = createStore(false);
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
