/** Application-level facts sent with every API call (onboarding §7). */
export const APP_VERSION = '0.1.0';
export const APP_DEVICE = 'web';
/** Every product-server route lives under this prefix on the same origin. */
export const API_PREFIX = '/api';
