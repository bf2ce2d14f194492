import type { Provider } from '@/shared/config/constants';

/**
 * What the user sees after a failed login (onboarding §8): a message (i18n keys, the first that exists
 * wins) and/or a modal. Pure: the login pages feed it the connect flow's failure.
 */
export type LoginModal = 'applicationPassword' | 'imapDisabled' | 'longFailure';
export type LoginFlowKind = 'form' | 'multiStep';

export interface LoginFailureView {
  /** i18n keys with their namespace, most specific first (i18next's fallback list). */
  message: string[] | null;
  modal: LoginModal | null;
}

export const INVALID_EMAIL_PASSWORD_KEY = 'login:login_error_invalid_email_password';
export const INVALID_EMAIL_PASSWORD_IMAP_KEY = 'login:login_error_invalid_email_password_imap';
export const TECHNICAL_ERROR_KEY = 'ui:cleaning_list_technical_error';
export const NAVER_INCORRECT_PASSWORD_KEY = 'login:incorrect_password';
export const TIMEOUT_MESSAGE_KEY = 'login:fetch_error_text';
export const ALREADY_ASSOCIATED_KEY = 'platform:mailbox_already_associated';
const ALREADY_ASSOCIATED = ['mailbox_already_associated', 'login_email_already_associated'];

/** The §8 rows of a login failure, by the server's message (`code`). */
export function loginFailureView(code: string, provider: Provider, flow: LoginFlowKind): LoginFailureView {
  if (ALREADY_ASSOCIATED.includes(code)) return { message: [ALREADY_ASSOCIATED_KEY], modal: null };
  if (code === 'timeout') return { message: [TIMEOUT_MESSAGE_KEY], modal: 'longFailure' };
  if (code === 'imap_disabled') return { message: null, modal: 'imapDisabled' };
  if (flow === 'multiStep') {
    if (provider === 'naver') return { message: [NAVER_INCORRECT_PASSWORD_KEY], modal: null };
    if (code === 'invalid_credentials') return { message: [INVALID_EMAIL_PASSWORD_KEY], modal: null };
    return { message: [TECHNICAL_ERROR_KEY], modal: null };
  }
  if (code === 'application_password') return { message: null, modal: 'applicationPassword' };
  if (code === 'invalid_credentials') {
    return {
      message: [
        provider === 'gmx' || provider === 'web'
          ? INVALID_EMAIL_PASSWORD_IMAP_KEY
          : INVALID_EMAIL_PASSWORD_KEY,
      ],
      modal: null,
    };
  }
  // Other errors with a translation are shown; otherwise gmx / web get the IMAP variant, else the generic one.
  const fallback =
    provider === 'gmx' || provider === 'web' ? INVALID_EMAIL_PASSWORD_IMAP_KEY : INVALID_EMAIL_PASSWORD_KEY;
  return { message: [`login:error_${code}`, fallback], modal: null };
}

/** Two-step verification pages (the application-password modal's link), by provider. */
export const TWO_FACTOR_URLS: Readonly<Partial<Record<Provider, string>>> = {
  google: 'https://myaccount.google.com/signinoptions/two-step-verification',
  yahoo: 'https://login.yahoo.com/myaccount/security/',
  aol: 'https://login.aol.com/myaccount/security/',
  icloud: 'https://account.apple.com/account/manage',
  gmx: 'https://www.gmx.net/mail/imap/',
  kakao: 'https://accounts.kakao.com/weblogin/account/security',
  naver: 'https://nid.naver.com/user2/help/myInfoV2?m=viewSecurity',
};
/** Where IMAP access is turned on (the IMAP-disabled modal's link), by provider. */
export const IMAP_SETTINGS_URLS: Readonly<Partial<Record<Provider, string>>> = {
  google: 'https://mail.google.com/mail/u/0/#settings/fwdandpop',
  gmx: 'https://www.gmx.net/mail/imap/',
  naver: 'https://mail.naver.com/v2/settings/smtp/imap',
  kakao: 'https://mail.daum.net/setting/IMAP',
  yahoo: 'https://login.yahoo.com/myaccount/security/',
  aol: 'https://login.aol.com/myaccount/security/',
  icloud: 'https://www.icloud.com/mail',
};
export const GENERIC_HELP_URL = 'https://tidyfox.app/help/imap';
