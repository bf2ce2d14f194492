import { createEvent, createStore, sample } from 'effector';
import { agreementsRequested } from '@/entities/agreements/model';
import { cookieConsentChecked } from '@/entities/cookie-consent/model';
import { sessionRouteEntered, signedInShellPageEntered } from '@/features/navigation/model';
import '@/features/page-head/model';
import '@/features/redirect-pages/model';
import type { Locale } from '@/shared/config/constants';
import { $locale, localeChanged } from '@/shared/i18n/model';
import { betaFlagRequested } from '@/shared/lib/beta/model';
import { healthCheckRequested } from '@/shared/lib/maintenance/model';
import { watchConnectivityFx } from '@/shared/lib/network/model';
import { remoteConfigRefreshStarted } from '@/shared/lib/remote-config/model';
import { seasonChecked } from '@/shared/lib/season/model';
import { STORAGE_KEYS } from '@/shared/lib/storage/keys';
import { createStoredValue, storageRestoreRequested } from '@/shared/lib/storage/model';
import { localeFontsFx } from './fonts';
import { sessionModelsFx } from './session-loader';
import { sessionModelsReady } from './session-ready';

/**
 * Start-up. main.tsx first awaits `appPrepared` (language files and stored values: the guards need the
 * token before the first page), renders, then fires `appStarted` without waiting for it (it starts the
 * hourly remote-config refresh, which never settles).
 */
export const appPrepared = createEvent<{ locale: Locale }>();
export const appStarted = createEvent();
/**
 * True once the start-up ran (after the first render is committed). What depends on stored choices the
 * build cannot know — the cookie banner — shows from then on, so the first render of a prerendered page
 * is the same for every visitor and hydrates it.
 */
export const $appStarted = createStore(false).on(appStarted, () => true);
/**
 * A prerendered page is being hydrated: its HTML shows the cookie banner as a first visit gets it (the
 * build cannot read a stored choice), so the first render shows it too; from `appStarted` on the stored
 * choice decides. Without a prerendered page the banner waits for the start-up.
 */
export const $cookieBannerPrerendered = createStore(false);
export const prerenderHydrationStarted = createEvent();
$cookieBannerPrerendered.on(prerenderHydrationStarted, () => true);
/** A prerendered page is being hydrated (set before the hydration starts). */
const $hydratingPrerendered = createStore(false).on(prerenderHydrationStarted, () => true);
/** The app frame's first render is committed (hydrated or rendered). */
export const appShown = createEvent();
/** A page's content is committed (router.tsx; after the frame when the page's chunk had to load). */
export const pageShown = createEvent();
/**
 * The start-up's non-urgent work begins once the first render is on screen, and for a prerendered page
 * once the page itself is hydrated: React hydrates the page's Suspense boundary after the frame's
 * commit, and what the start-up brings (the remote config that draws the landing's variant, the health
 * check's maintenance banner, the season's decoration…) would otherwise change the page's markup while
 * it is still being hydrated; React then throws the page away and renders it afresh, and a click held
 * before the scripts ran lapses with the old button.
 */
sample({
  clock: appShown,
  source: { started: $appStarted, hydrating: $hydratingPrerendered },
  filter: ({ started, hydrating }) => !started && !hydrating,
  fn: () => undefined,
  target: appStarted,
});
sample({ clock: pageShown, filter: $appStarted.map((started) => !started), target: appStarted });

/** The interface language, kept in local storage (key lang). */
export const storedLanguage = createStoredValue<string | null>({
  key: STORAGE_KEYS.lang,
  defaultValue: null,
});

sample({ clock: appPrepared, fn: ({ locale }) => locale, target: localeChanged });
sample({ clock: appPrepared, target: storageRestoreRequested });
sample({
  clock: appStarted,
  target: [
    cookieConsentChecked,
    agreementsRequested,
    remoteConfigRefreshStarted,
    healthCheckRequested,
    watchConnectivityFx,
    betaFlagRequested,
  ],
});
/** Today's seasonal theme (the landing's decoration). */
sample({ clock: appStarted, fn: () => new Date(), target: seasonChecked });
sample({ clock: $locale.updates, target: storedLanguage.set });
/** Script fonts follow the language (ar, ja, ko, hi only). */
sample({ clock: $locale.updates, target: localeFontsFx });

/**
 * Guards: with a token, a session route refreshes the user (navigation model) and the newsletters (once
 * the signed-in models are in: `./session-model`).
 */
sample({
  clock: [sessionRouteEntered, signedInShellPageEntered],
  fn: () => undefined,
  target: sessionModelsFx,
});
sample({ clock: sessionModelsFx.done, fn: () => undefined, target: sessionModelsReady });
