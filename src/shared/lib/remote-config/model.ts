import { attach, combine, createEvent, createStore, sample } from 'effector';
import { interval } from 'patronum';
import { api } from '@/shared/api/client';
import type { RemoteConfig } from '@/shared/api/contract';
import {
  ACTION_BATCH_DELAY_MS,
  LOGIN_RETRY_DELAY_MS,
  LOGIN_TIMEOUT_MS,
  REMOTE_CONFIG_FETCH_INTERVAL_MS,
  REMOTE_CONFIG_FETCH_TIMEOUT_MS,
  SHARING_CARD_DEFAULT_POSITIONS,
} from '@/shared/config/constants';

const SECOND = 1000;

/**
 * Defaults in code (onboarding §3 keys plus action_delay_seconds and sharing_cards_positions), used
 * until the server's values arrive and for every key it leaves out. The spec does not give the
 * landing split's remote default: 50 splits evenly.
 */
export const REMOTE_CONFIG_DEFAULTS: RemoteConfig = {
  landing_without_qr_code_web: 50,
  event_ui: '',
  is_user_from_usa: false,
  isEea: true,
  analytics_blocked: false,
  last_terms_update: '',
  last_privacy_update: '',
  login_timeout_seconds: LOGIN_TIMEOUT_MS / SECOND,
  login_delay_retry_seconds: LOGIN_RETRY_DELAY_MS / SECOND,
  action_delay_seconds: ACTION_BATCH_DELAY_MS / SECOND,
  sharing_cards_positions: [...SHARING_CARD_DEFAULT_POSITIONS],
};

export const $remoteConfig = createStore<RemoteConfig>(REMOTE_CONFIG_DEFAULTS);
/** True once the server's values arrived at least once. */
export const $remoteConfigLoaded = createStore(false);

/** Fetches now. */
export const remoteConfigRequested = createEvent();
/** Fetches now and then every hour (onboarding §9), until `remoteConfigRefreshStopped`. */
export const remoteConfigRefreshStarted = createEvent();
export const remoteConfigRefreshStopped = createEvent();

/** GET /api/config with the 60 s fetch timeout; a failure keeps the current values. */
export const fetchRemoteConfigFx = attach({
  effect: api.remoteConfig,
  mapParams: () => ({ timeoutMs: REMOTE_CONFIG_FETCH_TIMEOUT_MS }),
});

const { tick } = interval({
  timeout: REMOTE_CONFIG_FETCH_INTERVAL_MS,
  start: remoteConfigRefreshStarted,
  stop: remoteConfigRefreshStopped,
  leading: true,
});

sample({
  clock: [remoteConfigRequested, tick],
  filter: fetchRemoteConfigFx.pending.map((pending) => !pending),
  target: fetchRemoteConfigFx,
});
sample({
  clock: fetchRemoteConfigFx.doneData,
  fn: (values): RemoteConfig => ({ ...REMOTE_CONFIG_DEFAULTS, ...values }),
  target: $remoteConfig,
});
$remoteConfigLoaded.on(fetchRemoteConfigFx.done, () => true);

// ---- Derived values, in the units the app uses ----------------------------------------------------
export const $loginTimeoutMs = $remoteConfig.map((config) => config.login_timeout_seconds * SECOND);
export const $loginRetryDelayMs = $remoteConfig.map((config) => config.login_delay_retry_seconds * SECOND);
/** Product §9: action batching delay, 3000 ms by default or action_delay_seconds × 1000. */
export const $actionDelayMs = $remoteConfig.map((config) => config.action_delay_seconds * SECOND);
export const $sharingCardsPositions = $remoteConfig.map((config) => config.sharing_cards_positions);
export const $isEea = $remoteConfig.map((config) => config.isEea);
export const $analyticsBlocked = $remoteConfig.map((config) => config.analytics_blocked);
export const $landingSplit = $remoteConfig.map((config) => config.landing_without_qr_code_web);
export const $lastAgreementUpdates = combine($remoteConfig, (config) => ({
  terms: config.last_terms_update,
  privacy: config.last_privacy_update,
}));
