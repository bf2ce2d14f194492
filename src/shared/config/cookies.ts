/**
 * The cookie preference catalogue (onboarding §3 cookie preference items): optional toggles, always-on
 * entries and their description groups. Read by the cookie-consent model and served as /cookies.json.
 */
export const OPTIONAL_COOKIE_ITEMS = [
  'analytics_storage',
  'ad_storage',
  'ad_personalization',
  'ad_user_data',
  'adjust',
  'smartlook',
  'utm',
  'ad_tag',
] as const;
export const NECESSARY_COOKIE_ITEMS = [
  'product_analytics',
  'app_analytics',
  'crash_reporting',
  'messaging',
  'remote_config',
  'web_analytics',
  'tag_manager',
  'lang',
  'session_preferences',
  'token',
] as const;
export type OptionalCookieItem = (typeof OPTIONAL_COOKIE_ITEMS)[number];
export type CookieItemName = OptionalCookieItem | (typeof NECESSARY_COOKIE_ITEMS)[number];
/** Hidden outside the EEA (remote config isEea false). */
export const EEA_ONLY_ITEMS: readonly OptionalCookieItem[] = ['ad_user_data', 'ad_personalization'];

/** Description group of each item (one description per group, namespace platform). */
export const COOKIE_ITEM_GROUP: Readonly<
  Record<CookieItemName, 'necessary' | 'analytics' | 'advertising' | 'attribution'>
> = {
  analytics_storage: 'analytics',
  smartlook: 'analytics',
  ad_storage: 'advertising',
  ad_personalization: 'advertising',
  ad_user_data: 'advertising',
  ad_tag: 'advertising',
  adjust: 'attribution',
  utm: 'attribution',
  product_analytics: 'necessary',
  app_analytics: 'necessary',
  crash_reporting: 'necessary',
  messaging: 'necessary',
  remote_config: 'necessary',
  web_analytics: 'necessary',
  tag_manager: 'necessary',
  lang: 'necessary',
  session_preferences: 'necessary',
  token: 'necessary',
};
