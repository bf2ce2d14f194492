import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $newsletters } from '@/entities/subscription/model';
import type { Subscription } from '@/entities/subscription/types';
import { getSubscriptionsFx } from '@/features/fetch-subscriptions/api';
import { newslettersRefreshed } from '@/features/fetch-subscriptions/model';
import {
  loadUserSettingsFx,
  readAppInstanceIdFx,
  readPushPermissionFx,
} from '@/features/notification-settings/api';
import { $pushPermission } from '@/features/notification-settings/model';
import {
  FETCH_ANIMATION_PAUSE_AFTER_MS,
  FETCH_TIPS_ROTATION_MS,
  SENDER_TICKER_INTERVAL_MS,
} from '@/shared/config/constants';
import { $locale } from '@/shared/i18n/model';
import { $location, navigateFx } from '@/shared/lib/router/model';
import {
  $fetchAnimationPaused,
  $fetchTipIndex,
  $tickerNames,
  fetchScreenClosed,
  fetchScreenOpened,
  goCleanClicked,
  sendLanguageFx,
} from './model';

const sub = (name: string): Subscription => ({
  name,
  sender: `${name}@x.test`,
  email: 'me@mail.test',
  count: 1,
  openRate: 0,
  notSeen: false,
  spoumConfidence: 0,
  type: 'subscriptions',
});

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

const SETTINGS = {
  notifications: { push: { news: true, important: true } },
  isRegisteredToPushNotifications: false,
  vapidPublicKey: 'key',
};
const listed = ['Alpha', 'Beta'].map((name) => ({
  ...sub(name),
  date: null,
  lastReceivedAt: '',
  isLater: false,
  type: 'subscriptions' as const,
}));
/** The scan is still running: the senders found so far. */
const pending = {
  status: 'pending' as const,
  subscriptions: listed,
  incrementalSubscriptions: listed,
  extras: { serverTime: '', progress: 0, scannedMails: 0, totalMails: 0, spams: 0, later: 0 },
  mailboxes: [],
  retry: 1000,
};

/** The browser and server sides the page opening touches. */
function pageHandlers(permission: 'default' | 'granted' | 'denied' = 'default') {
  return {
    poll: vi.fn(async () => pending),
    permission: vi.fn(() => permission),
    settings: vi.fn(async () => SETTINGS),
  };
}

function setup(language = vi.fn(async () => ({ done: true as const })), permission?: 'denied') {
  const page = pageHandlers(permission);
  const scope = fork({
    values: [
      [$newsletters, [sub('Alpha'), sub('Beta')]],
      [$locale, 'fr-fr'],
    ],
    handlers: [
      [sendLanguageFx, language],
      [getSubscriptionsFx, page.poll],
      [readPushPermissionFx, page.permission],
      [readAppInstanceIdFx, () => 'instance'],
      [loadUserSettingsFx, page.settings],
    ],
  });
  void allSettled(fetchScreenOpened, { scope, params: { tipCount: 3 } });
  return { scope, language, page };
}

describe('/fetch: tips rotate every 8 s; one sender name is added per second; animation pauses after 6 s', () => {
  it('rotates tips modulo their count', async () => {
    const { scope } = setup();
    await vi.advanceTimersByTimeAsync(FETCH_TIPS_ROTATION_MS - 1);
    expect(scope.getState($fetchTipIndex)).toBe(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(scope.getState($fetchTipIndex)).toBe(1);
    await vi.advanceTimersByTimeAsync(FETCH_TIPS_ROTATION_MS * 2);
    expect(scope.getState($fetchTipIndex)).toBe(0);
    void allSettled(fetchScreenClosed, { scope });
    await vi.advanceTimersByTimeAsync(0);
  });
  it('adds one sender name per second, each once', async () => {
    const { scope } = setup();
    await vi.advanceTimersByTimeAsync(SENDER_TICKER_INTERVAL_MS);
    expect(scope.getState($tickerNames)).toEqual(['Alpha']);
    await vi.advanceTimersByTimeAsync(SENDER_TICKER_INTERVAL_MS * 3);
    expect(scope.getState($tickerNames)).toEqual(['Alpha', 'Beta']);
    void allSettled(fetchScreenClosed, { scope });
    await vi.advanceTimersByTimeAsync(0);
  });
  it('pauses the animation after 6 s', async () => {
    const { scope } = setup();
    await vi.advanceTimersByTimeAsync(FETCH_ANIMATION_PAUSE_AFTER_MS - 1);
    expect(scope.getState($fetchAnimationPaused)).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(scope.getState($fetchAnimationPaused)).toBe(true);
    void allSettled(fetchScreenClosed, { scope });
    await vi.advanceTimersByTimeAsync(0);
  });
});

describe('/fetch polls the scan while open and reads the notification permission as it opens', () => {
  it('polls on open, follows retry, and stops when the page closes', async () => {
    const { scope, page } = setup();
    await vi.advanceTimersByTimeAsync(0);
    expect(page.poll).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(page.poll).toHaveBeenCalledTimes(2);
    void allSettled(fetchScreenClosed, { scope });
    await vi.advanceTimersByTimeAsync(5000);
    expect(page.poll).toHaveBeenCalledTimes(2);
  });
  it('a denied permission is known once the page opens (the switch hides), without visiting settings', async () => {
    const { scope, page } = setup(undefined, 'denied');
    await vi.advanceTimersByTimeAsync(0);
    expect(page.permission).toHaveBeenCalled();
    expect(scope.getState($pushPermission)).toBe('denied');
    expect(page.settings).toHaveBeenCalledWith('instance');
    void allSettled(fetchScreenClosed, { scope });
    await vi.advanceTimersByTimeAsync(0);
  });
  it('still reads the permission when the settings fail to load', async () => {
    const { scope, page } = setup(undefined, 'denied');
    page.settings.mockRejectedValue(new Error('Network Error'));
    await vi.advanceTimersByTimeAsync(0);
    expect(scope.getState($pushPermission)).toBe('denied');
    void allSettled(fetchScreenClosed, { scope });
    await vi.advanceTimersByTimeAsync(0);
  });
});

describe('the fetch page sends the language to the server; failures are ignored', () => {
  it('sends the locale once the page opens and survives a failure', async () => {
    const language = vi.fn(async () => {
      throw new Error('Network Error');
    });
    const { scope } = setup(language as never);
    await vi.advanceTimersByTimeAsync(0);
    expect(language).toHaveBeenCalledWith('fr-fr');
    await vi.advanceTimersByTimeAsync(FETCH_TIPS_ROTATION_MS);
    expect(scope.getState($fetchTipIndex)).toBe(1);
    void allSettled(fetchScreenClosed, { scope });
    await vi.advanceTimersByTimeAsync(0);
  });
});

describe('/fetch navigation: go-clean refreshes then goes to /newsletters; done with nothing found goes to /fetch-and-empty', () => {
  const answer = (subscriptions: Subscription[]) => ({
    status: 'done' as const,
    subscriptions: subscriptions.map((item) => ({
      ...item,
      date: null,
      lastReceivedAt: '',
      isLater: false,
      type: 'subscriptions' as const,
    })),
    incrementalSubscriptions: [],
    extras: { serverTime: '', progress: 100, scannedMails: 0, totalMails: 0, spams: 0, later: 0 },
    mailboxes: [],
    retry: null,
  });
  it('refreshes (forced) then navigates to /newsletters', async () => {
    const navigate = vi.fn();
    const refresh = vi.fn(async () => answer([sub('Alpha')]));
    const scope = fork({
      values: [[$location, { pathname: '/fetch', search: '' }]],
      handlers: [
        [getSubscriptionsFx, refresh],
        [navigateFx, navigate],
        [sendLanguageFx, async () => ({ done: true as const })],
      ],
    });
    await allSettled(goCleanClicked, { scope });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/newsletters');
  });
  it('goes to /fetch-and-empty when the scan is done with nothing found', async () => {
    const navigate = vi.fn();
    const scope = fork({
      values: [[$location, { pathname: '/fetch', search: '' }]],
      handlers: [
        [getSubscriptionsFx, async () => answer([])],
        [navigateFx, navigate],
      ],
    });
    await allSettled(newslettersRefreshed, { scope });
    expect(navigate).toHaveBeenCalledWith('/fetch-and-empty');
  });
});
