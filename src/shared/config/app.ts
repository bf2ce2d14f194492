/** Application-level facts sent with every API call (onboarding §7). */
export const APP_VERSION = '0.1.0';
export const APP_DEVICE = 'web';
/** Mobile app store listings (redirect pages, landing app blocks). */
export const APP_STORE_URL = 'https://apps.apple.com/app/tidy-fox/id0000000000';
export const PLAY_STORE_URL = 'https://play.google.com/store/apps/details?id=app.tidyfox';
