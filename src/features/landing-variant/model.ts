import { attach, combine, createEffect, createEvent, createStore, sample } from 'effector';
import { delay } from 'patronum';
import { routeAllowed } from '@/features/navigation/model';
import { AB_TEST_TIMEOUT_MS, LANDING_SPLIT_MAX, LANDING_SPLIT_MIN } from '@/shared/config/constants';
import { $landingSplit, $remoteConfigLoaded, fetchRemoteConfigFx } from '@/shared/lib/remote-config/model';
import { STORAGE_KEYS } from '@/shared/lib/storage/keys';
import { createStoredValue } from '@/shared/lib/storage/model';

/**
 * Landing variant (onboarding §4): /start forces B; otherwise the stored variant; otherwise a random
 * integer from 0 to 100 at or above the remote split gives A, else B, and the choice is stored.
 * Variant B hides the QR and app blocks. When the remote config has not arrived yet, the choice waits
 * for it at most AB_TEST_TIMEOUT_MS (2 s) from its request, then uses the default split.
 */
export type LandingVariant = 'A' | 'B';

export const landingVariant = createStoredValue<LandingVariant | null>({
  key: STORAGE_KEYS.landingVariant,
  defaultValue: null,
  parse: (raw) => (raw === 'A' || raw === 'B' ? raw : undefined),
});

/** The landing opened; `forced` is true on /start. Fired by the router when / or /start is allowed. */
export const landingOpened = createEvent<{ forced: boolean }>();
sample({
  clock: routeAllowed,
  filter: (route) => route.name === 'landing' || route.name === 'start',
  fn: (route) => ({ forced: route.name === 'start' }),
  target: landingOpened,
});

/** A random integer from 0 to 100 (inclusive); replaced in tests. */
export const randomPercentFx = createEffect(
  () => Math.floor(Math.random() * (LANDING_SPLIT_MAX - LANDING_SPLIT_MIN + 1)) + LANDING_SPLIT_MIN,
);

export function variantFor(random: number, split: number): LandingVariant {
  return random >= split ? 'A' : 'B';
}

/** True while the landing was opened as /start. */
const $forcedB = createStore(false);
$forcedB.on(landingOpened, (_, { forced }) => forced);
export const $landingVariant = combine(
  $forcedB,
  landingVariant.$value,
  (forced, stored): LandingVariant => (forced ? 'B' : (stored ?? 'A')),
);
/** Variant B: no app redirection, no QR or app blocks. */
export const $showAppBlocks = $landingVariant.map((variant) => variant === 'A');

/**
 * The stored variant is read when the landing opens: this model loads with the landing's chunk, after
 * the start-up restore (`storageRestoreRequested`) ran, so a returning visitor's choice would otherwise
 * be unknown here, drawn again and overwritten. (A variant already known in this scope is kept.)
 */
const restoreOnOpenFx = attach({ effect: landingVariant.restoreFx });
sample({
  clock: landingOpened,
  source: landingVariant.$value,
  filter: (known, { forced }) => !forced && known === null,
  fn: () => undefined,
  target: restoreOnOpenFx,
});
const choiceNeeded = sample({
  clock: restoreOnOpenFx.finally,
  source: { stored: landingVariant.$value, forced: $forcedB },
  filter: ({ stored, forced }) => !forced && stored === null,
  fn: () => undefined,
});
/** Waiting for the remote split (at most 2 s from its request) before choosing. */
export const $landingVariantPending = createStore(false);
sample({ clock: choiceNeeded, filter: $remoteConfigLoaded, target: randomPercentFx });
const waitStarted = sample({
  clock: choiceNeeded,
  source: { loaded: $remoteConfigLoaded, pending: $landingVariantPending },
  filter: ({ loaded, pending }) => !loaded && !pending,
  fn: () => undefined,
});
$landingVariantPending.on(waitStarted, () => true).reset(randomPercentFx);
/**
 * The remote config was asked for. The start-up asks once the first page is committed (`appStarted`),
 * so a prerendered landing is hydrated by then.
 */
const $configRequested = createStore(false).on(fetchRemoteConfigFx, () => true);
/**
 * The 2 s count from the config's request, not from the landing's opening: on a slow device the
 * landing opens seconds before its prerendered markup is hydrated, and a variant B drawn meanwhile
 * does not match that markup (variant A's), so React would throw the page away and render it afresh
 * (dropping a click the visitor made before the scripts ran). It also gives the config its full 2 s.
 */
const $waitingForConfig = combine(
  $landingVariantPending,
  $configRequested,
  (pending, requested) => pending && requested,
);
const timeoutStarted = sample({
  clock: $waitingForConfig.updates,
  filter: (waiting) => waiting,
  fn: () => undefined,
});
sample({
  clock: [
    delay({ source: timeoutStarted, timeout: AB_TEST_TIMEOUT_MS }),
    fetchRemoteConfigFx.finally.map(() => undefined),
  ],
  filter: $landingVariantPending,
  target: randomPercentFx,
});
sample({
  clock: randomPercentFx.doneData,
  source: $landingSplit,
  fn: (split, random) => variantFor(random, split),
  target: landingVariant.set,
});
