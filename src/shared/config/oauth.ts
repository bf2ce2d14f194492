/**
 * Microsoft OAuth (onboarding §7 authorize redirect). Build-time settings (Vite env) with defaults; the
 * redirect URI must match the server's MS_REDIRECT_URI (default `<origin>/oauth/microsoft`, which the
 * route table forwards to /login-o-auth/microsoft).
 */
const env = (import.meta as { env?: Record<string, string | undefined> }).env ?? {};

export const MICROSOFT_AUTHORIZE_URL =
  env.VITE_MS_AUTHORIZE_URL ?? 'https://login.microsoftonline.com/common/oauth2/v2.0/authorize';
export const MICROSOFT_CLIENT_ID = env.VITE_MS_CLIENT_ID ?? 'tidy-fox-web';
export const MICROSOFT_REDIRECT_PATH = '/oauth/microsoft';
/** Mail access and user profile. */
export const MICROSOFT_SCOPE =
  'offline_access openid email profile https://outlook.office.com/IMAP.AccessAsUser.All';
export const MICROSOFT_OAUTH_STATE = 'step1';
/** Outlook's POP and IMAP settings (the IMAP-disabled help links to it). */
export const MICROSOFT_IMAP_SETTINGS_URL = 'https://outlook.live.com/mail/0/options/mail/accounts/popImap';
