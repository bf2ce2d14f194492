/**
 * Every business constant of both specs' §9, named once. Import from here; never repeat a number.
 * (onboarding = onboarding-and-foundations.md, product = signed-in-product.md)
 */

// ---- Locales (onboarding §9) -------------------------------------------------------------
export const LOCALES = [
  'ar-sa',
  'cs-cz',
  'da-dk',
  'de-at',
  'de-de',
  'el-gr',
  'en-gb',
  'es-es',
  'fi-fi',
  'fr-fr',
  'hi-in',
  'hr-hr',
  'hu-hu',
  'it-it',
  'ja-jp',
  'ko-kr',
  'nl-be',
  'nl-nl',
  'nb-no',
  'pl-pl',
  'pt-pt',
  'sv-se',
] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en-gb';
export const RTL_LOCALES: readonly Locale[] = ['ar-sa'];
/** Short codes resolved to a full locale. */
export const LOCALE_SHORT_FALLBACKS: Readonly<Record<string, Locale>> = {
  en: 'en-gb',
  de: 'de-de',
  nl: 'nl-nl',
};
/** Locales whose links are built with another locale's code. */
export const LOCALE_LINK_ALIASES: Readonly<Partial<Record<Locale, Locale>>> = { 'de-at': 'de-de' };
export const PICTURE_LANGUAGES = [
  'ar',
  'cs',
  'da',
  'de',
  'el',
  'en',
  'es',
  'fi',
  'fr',
  'hi',
  'hr',
  'hu',
  'it',
  'ja',
  'ko',
  'nl',
  'nb',
  'pl',
  'pt',
  'sv',
] as const;

// ---- Timings (ms) ------------------------------------------------------------------------
export const REMOTE_CONFIG_FETCH_INTERVAL_MS = 60 * 60 * 1000;
export const REMOTE_CONFIG_FETCH_TIMEOUT_MS = 60_000;
export const POLL_DEADLINE_MS = 180_000;
export const GDPR_POLL_DEFAULT_WAIT_MS = 500;
export const LOGIN_TIMEOUT_MS = 60_000;
export const LOGIN_RETRY_DELAY_MS = 30_000;
export const CONNECT_DEBOUNCE_MS = 5_000;
export const TOAST_DURATION_MS = 3_000;
export const ONLINE_BANNER_DURATION_MS = 3_000;
export const FETCH_DONE_BANNER_DURATION_MS = 3_000;
export const SELECT_ONE_EMAIL_MESSAGE_MS = 3_000;
export const MAGIC_LINK_RESEND_WAIT_SECONDS = 30;
export const MAGIC_LINK_COUNTDOWN_DELAY_MS = 3_000;
export const COOKIE_CONSENT_LIFETIME_MS = 34_128e6; // about 395 days, shown as 13 months
export const AB_TEST_TIMEOUT_MS = 2_000;
export const EMAIL_PREFILL_DELAY_MS = 500;
export const ACTION_BATCH_DELAY_MS = 3_000;
export const BOTTOM_SHEET_OPEN_DELAY_MS = 200;
export const FETCH_TIPS_ROTATION_MS = 8_000;
export const SENDER_TICKER_INTERVAL_MS = 1_000;
export const FETCH_ANIMATION_PAUSE_AFTER_MS = 6_000;
export const COUNT_UP_STEPS = 100;
export const COUNT_UP_STEP_MS = 5;

// ---- Thresholds, lengths and limits ------------------------------------------------------
export const SPAM_CONFIDENCE_THRESHOLD = 0.5;
export const ENOUGH_NEWSLETTERS_MIN_EXCLUSIVE = 9;
export const RATING_FIRST_THRESHOLD = 20;
export const RATING_NEXT_INCREMENT = 40;
export const RATING_MAX_DISPLAYS = 2;
export const RATING_DEFAULT_COUNTRY = 'uk';
export const SHARING_CARD_DEFAULT_POSITIONS: readonly number[] = [20, 60];
export const ANIMATION_CARD_POSITIONS: readonly number[] = [25, 50];
export const SUGGESTION_ROW_HEIGHT_PX = 52;
export const TIPS_CAROUSEL_COUNT = 4;
export const APP_PASSWORD_LENGTH = 16;
export const APP_PASSWORD_LENGTH_ICLOUD = 19;
export const APP_PASSWORD_LENGTH_NAVER = 12;
export const APP_PASSWORD_GROUP_SIZE = 4;
export const AGE_MIN_EXCLUSIVE = 14;
export const AGE_MAX_EXCLUSIVE = 101;
export const FIRST_NAME_MIN_LENGTH = 2;
export const BIRTH_YEAR_MAX_LENGTH = 4;
export const INPUT_MAX_LENGTH_DEFAULT = 100;
export const MINIMAL_AGE_BUILD_SETTING = 13; // named by the spec, unused in its flows
export const LANDING_SPLIT_MIN = 0;
export const LANDING_SPLIT_MAX = 100;
export const PROGRESS_MIN = 0;
export const PROGRESS_MAX = 100;
export const SIZE_UNIT_STEPS: readonly number[] = [1e3, 1e6, 1e9];
export const CO2_KG_THRESHOLD_G = 1000;
export const CO2_KG_DECIMALS = 2;
/**
 * Estimated grams of CO2e per deleted mail (storage and transfer over its life), as the server's
 * partner figures count it; after Mike Berners-Lee, "How Bad Are Bananas?" (0.3 g for a spam to 50 g
 * for a mail with a large attachment).
 */
export const CO2_GRAMS_PER_MAIL_ESTIMATE = 10;
export const POPUP_WIDTH = 800;
export const POPUP_HEIGHT = 600;
export const NAVER_PHONE_IMAGE_MIN_HEIGHT = 620;

// ---- Breakpoints (px) --------------------------------------------------------------------
export const BREAKPOINTS = {
  mobileSmall: 500,
  tablet: 568,
  mobileMaxExclusive: 569,
  md: 800,
  desktopHeader: 1000,
  lg: 1090,
  listHeader: 1100,
  twoColumns: 1400,
} as const;

// ---- Keys, enumerations ------------------------------------------------------------------
export const KEY_CODES = { left: 37, up: 38, right: 39, down: 40 } as const;
export const ACTIONS = ['unsubscribes', 'delete', 'keep', 'later'] as const;
export type SenderAction = (typeof ACTIONS)[number];
export const ACTION_BY_KEY_CODE: Readonly<Record<number, SenderAction>> = {
  [KEY_CODES.left]: 'unsubscribes',
  [KEY_CODES.up]: 'delete',
  [KEY_CODES.right]: 'keep',
  [KEY_CODES.down]: 'later',
};
export const SORT_MODES = [
  'notSet',
  'ascending',
  'descending',
  'mostOpen',
  'leastOpen',
  'upToDate',
  'oldest',
] as const;
export type SortMode = (typeof SORT_MODES)[number];
export const PROVIDERS = [
  'google',
  'yahoo',
  'icloud',
  'aol',
  'gmx',
  'web',
  'microsoft',
  'orange',
  'naver',
  'kakao',
  'other',
] as const;
export type Provider = (typeof PROVIDERS)[number];
export const APP_PASSWORD_PROVIDERS: readonly Provider[] = [
  'aol',
  'gmx',
  'google',
  'icloud',
  'kakao',
  'naver',
  'web',
  'yahoo',
];
export const SEASONAL_THEMES = ['winterSki', 'winterSnowman', 'halloween'] as const;
export const SHARE_CHANNELS = [
  'twitter',
  'whatsapp',
  'email',
  'sms',
  'linkedin',
  'pinterest',
  'instagram',
  'copyLink',
] as const;
export const LOGIN_ERROR_STATUS = {
  unknown_error: 0,
  success: 1,
  invalid_credentials: 2,
  timeout: 3,
  application_password: 4,
  imap_disabled: 5,
} as const;

/**
 * Fired on `document` once a page's content is committed (src/app/router.tsx `PageShown`; for a
 * prerendered page, once it is hydrated and its own "opened" effects ran). The prerendered pages' boot
 * script (scripts/vite-prerender.ts) replays what the visitor did before on it; a field hydrated over
 * typed text reports that text again on it (src/shared/ui/text-field.tsx).
 */
export const PAGE_SHOWN_EVENT = 'tidyfox:hydrated';
