/** Browser storage keys of onboarding §3 (local storage unless stated). */
export const STORAGE_KEYS = {
  token: 'token',
  aToken: 'aToken',
  lang: 'lang',
  newslettersSort: 'newslettersSort',
  partnerCode: 'partnerCode',
  cookiePreferences: 'cookiePreferences',
  utmSource: 'utm_source',
  utmCampaign: 'utm_campaign',
  utmMedium: 'utm_medium',
  cid: 'cid',
  referrer: 'referrer',
  email: 'email',
  oAuthCodeVerifier: 'oAuthCodeVerifier',
  landingVariant: 'landingVariant',
  emailToDeleteRedirect: 'emailToDeleteRedirect',
  dataConsentAccepted: 'dataConsentAccepted',
  shutdownEmail: 'shutdownEmail',
} as const;
export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

/** Session storage key (onboarding §3). */
export const SESSION_STORAGE_KEYS = { email: 'email' } as const;

export type StorageArea = 'local' | 'session';
