/** Application-level facts sent with every API call (onboarding §7). */
export const APP_VERSION = '0.1.0';
export const APP_DEVICE = 'web';
