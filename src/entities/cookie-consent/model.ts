import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { COOKIE_CONSENT_LIFETIME_MS } from '@/shared/config/constants';
import {
  COOKIE_ITEM_GROUP,
  type CookieItemName,
  EEA_ONLY_ITEMS,
  NECESSARY_COOKIE_ITEMS,
  OPTIONAL_COOKIE_ITEMS,
  type OptionalCookieItem,
} from '@/shared/config/cookies';
import {
  errorReportingPermissionChanged,
  eventTracked,
  trackingPermissionChanged,
} from '@/shared/lib/analytics/model';
import { $analyticsBlocked, $isEea } from '@/shared/lib/remote-config/model';
import { $nativeEmbed } from '@/shared/lib/router/model';
import { STORAGE_KEYS } from '@/shared/lib/storage/keys';
import { createStoredJson } from '@/shared/lib/storage/model';

/**
 * Cookie consent (onboarding §2 cookie banner, §3 cookie preference items, §4, §6 EEA flag).
 * Stored choices expire after COOKIE_CONSENT_LIFETIME_MS; the banner then shows again.
 */

export type { CookieItemName, OptionalCookieItem } from '@/shared/config/cookies';
export { COOKIE_ITEM_GROUP, EEA_ONLY_ITEMS, NECESSARY_COOKIE_ITEMS, OPTIONAL_COOKIE_ITEMS };

export interface CookiePreferenceItem {
  name: CookieItemName;
  necessary: boolean;
  active: boolean;
  /** When the choice was made (ms), null before any choice. */
  since: number | null;
  /** i18next keys (namespace platform). */
  title: string;
  description: string;
  /** What the item covers (cookie / storage names). */
  list: readonly string[];
}

export interface CookieChoice {
  since: number;
  choices: Partial<Record<OptionalCookieItem, boolean>>;
}

const isChoice = (value: unknown): value is CookieChoice =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as CookieChoice).since === 'number' &&
  typeof (value as CookieChoice).choices === 'object';

export const cookieChoice = createStoredJson<CookieChoice | null>({
  key: STORAGE_KEYS.cookiePreferences,
  defaultValue: null,
  validate: isChoice,
});
export const $cookieChoice = cookieChoice.$value;

/** Reads the clock; replaced in tests (fake timers work too). */
export const readClockFx = createEffect(() => Date.now());
/** The app checked the stored choice at start (after storage restore): drops an expired one. */
export const cookieConsentChecked = createEvent();

export const cookieBannerAccepted = createEvent();
export const cookieBannerRefused = createEvent();
export const cookiePreferencesOpened = createEvent();
export const cookieItemToggled = createEvent<{ name: OptionalCookieItem; active: boolean }>();
export const allOptionalToggled = createEvent<boolean>();
/** Update in the preferences modal. */
export const cookiePreferencesSaved = createEvent();
/** Close of the preferences modal: with no saved choice yet, all optional items are refused. */
export const cookiePreferencesClosed = createEvent();

export const $cookiePreferencesOpen = createStore(false);
/** The toggles while the modal is open. */
export const $cookieDraft = createStore<Partial<Record<OptionalCookieItem, boolean>>>({});

export const $cookieBannerVisible = combine(
  $cookieChoice,
  $nativeEmbed,
  $cookiePreferencesOpen,
  (choice, native, open) => !native && choice === null && !open,
);

/** Optional items shown to this user (the EEA flag hides ad_user_data and ad_personalization outside the EEA). */
export const $visibleOptionalItems = $isEea.map((eea) =>
  OPTIONAL_COOKIE_ITEMS.filter((name) => eea || !EEA_ONLY_ITEMS.includes(name)),
);

function item(
  name: CookieItemName,
  necessary: boolean,
  active: boolean,
  since: number | null,
): CookiePreferenceItem {
  return {
    name,
    necessary,
    active,
    since,
    title: `platform:cookie_${name}_title`,
    description: `platform:cookie_${COOKIE_ITEM_GROUP[name]}_description`,
    list: [name],
  };
}

/** Every item of the preferences modal: the mandatory list, then the optional toggles. */
export const $cookieItems = combine(
  $visibleOptionalItems,
  $cookieDraft,
  $cookieChoice,
  (optional, draft, choice): CookiePreferenceItem[] => [
    ...NECESSARY_COOKIE_ITEMS.map((name) => item(name, true, true, choice?.since ?? null)),
    ...optional.map((name) => item(name, false, draft[name] ?? false, choice?.since ?? null)),
  ],
);
export const $allOptionalActive = combine($visibleOptionalItems, $cookieDraft, (optional, draft) =>
  optional.every((name) => draft[name] === true),
);

/** Whether an optional item is allowed now. */
export const $cookieConsent = $cookieChoice.map((choice) => choice?.choices ?? {});

const allOptional = (active: boolean) =>
  Object.fromEntries(OPTIONAL_COOKIE_ITEMS.map((name) => [name, active])) as Record<
    OptionalCookieItem,
    boolean
  >;

// ---- Expiry ---------------------------------------------------------------------------------------
sample({ clock: cookieConsentChecked, target: readClockFx });
sample({
  clock: readClockFx.doneData,
  source: $cookieChoice,
  filter: (choice, now) => choice !== null && now - choice.since >= COOKIE_CONSENT_LIFETIME_MS,
  target: cookieChoice.removed,
});

// ---- Choices --------------------------------------------------------------------------------------
const saveChoiceFx = createEffect((choices: Partial<Record<OptionalCookieItem, boolean>>) => ({
  since: Date.now(),
  choices,
}));
sample({ clock: saveChoiceFx.doneData, target: cookieChoice.set });
sample({
  clock: saveChoiceFx.doneData,
  fn: (choice) => ({
    name: 'cookie_consent_saved' as const,
    params: { analytics: choice.choices.analytics_storage === true },
  }),
  target: eventTracked,
});

sample({ clock: cookieBannerAccepted, fn: () => allOptional(true), target: saveChoiceFx });
sample({ clock: cookieBannerRefused, fn: () => allOptional(false), target: saveChoiceFx });

$cookiePreferencesOpen
  .on(cookiePreferencesOpened, () => true)
  .on([cookiePreferencesSaved, cookiePreferencesClosed], () => false);
sample({ clock: cookiePreferencesOpened, source: $cookieConsent, target: $cookieDraft });
$cookieDraft
  .on(cookieItemToggled, (draft, { name, active }) => ({ ...draft, [name]: active }))
  .on(allOptionalToggled, (_, active) => allOptional(active));

sample({
  clock: cookiePreferencesSaved,
  source: $cookieDraft,
  fn: (draft) => ({ ...allOptional(false), ...draft }),
  target: saveChoiceFx,
});
sample({
  clock: cookiePreferencesClosed,
  source: $cookieChoice,
  filter: (choice) => choice === null,
  fn: () => allOptional(false),
  target: saveChoiceFx,
});

// ---- Analytics gate: consent given, not blocked by remote config, not the native embed ---------------
export const $trackingAllowed = combine(
  $cookieConsent,
  $analyticsBlocked,
  $nativeEmbed,
  (consent, blocked, native) => consent.analytics_storage === true && !blocked && !native,
);
sample({ clock: $trackingAllowed, target: trackingPermissionChanged });
sample({ clock: $nativeEmbed, fn: (native) => !native, target: errorReportingPermissionChanged });
