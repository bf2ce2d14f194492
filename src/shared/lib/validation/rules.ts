import {
  AGE_MAX_EXCLUSIVE,
  AGE_MIN_EXCLUSIVE,
  APP_PASSWORD_GROUP_SIZE,
  APP_PASSWORD_LENGTH,
  APP_PASSWORD_LENGTH_ICLOUD,
  APP_PASSWORD_LENGTH_NAVER,
  APP_PASSWORD_PROVIDERS,
  BIRTH_YEAR_MAX_LENGTH,
  FIRST_NAME_MIN_LENGTH,
  LOCALES,
  type Provider,
} from '@/shared/config/constants';

/**
 * Validation rules of onboarding §5 as pure functions.
 */

/** Local part, @, then a domain with a dot and a top-level ending of at least 2 letters, or a bracketed IP. */
const EMAIL_PATTERN =
  /^(([^<>()[\]\\.,;:\s@"]+(\.[^<>()[\]\\.,;:\s@"]+)*)|(".+"))@((\[(25[0-5]|2[0-4]\d|1?\d?\d)(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}])|(([a-zA-Z\-0-9]+\.)+[a-zA-Z]{2,}))$/;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(value.trim());
}

/** Providers whose login-form password must be an application password (all but gmx and web). */
const FIXED_LENGTH_PASSWORD_PROVIDERS: readonly Provider[] = APP_PASSWORD_PROVIDERS.filter(
  (provider) => provider !== 'gmx' && provider !== 'web',
);

/** The exact password length the login form requires for a provider, or null when any length goes. */
export function requiredPasswordLength(provider: Provider): number | null {
  if (!FIXED_LENGTH_PASSWORD_PROVIDERS.includes(provider)) return null;
  return provider === 'icloud' ? APP_PASSWORD_LENGTH_ICLOUD : APP_PASSWORD_LENGTH;
}

export type PasswordError = 'empty' | 'app_password';

/**
 * Login-form password: non-empty; for aol, google, icloud, kakao, naver and yahoo exactly 16
 * characters (19 for icloud), otherwise `app_password` (the application-password popup opens).
 */
export function passwordError(password: string, provider: Provider): PasswordError | null {
  if (password.length === 0) return 'empty';
  const length = requiredPasswordLength(provider);
  if (length !== null && password.length !== length) return 'app_password';
  return null;
}

/** App-password length in the multi-step flow: 16, or 12 for naver. */
export function appPasswordLength(provider: Provider): number {
  return provider === 'naver' ? APP_PASSWORD_LENGTH_NAVER : APP_PASSWORD_LENGTH;
}

/** Strips the mask's separators. */
export function unmaskAppPassword(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** Multi-step flow: exactly 16 characters (12 for naver), not counting the mask's spaces. */
export function isValidAppPassword(value: string, provider: Provider): boolean {
  return unmaskAppPassword(value).length === appPasswordLength(provider);
}

/** The input mask: four groups of four (`abcd efgh ijkl mnop`). */
export function maskAppPassword(value: string, provider: Provider = 'google'): string {
  const raw = unmaskAppPassword(value).slice(0, appPasswordLength(provider));
  const groups = raw.match(new RegExp(`.{1,${APP_PASSWORD_GROUP_SIZE}}`, 'g')) ?? [];
  return groups.join(' ');
}

/** First name: valid when longer than 1 character. */
export function isValidFirstName(value: string): boolean {
  return value.trim().length >= FIRST_NAME_MIN_LENGTH;
}

/** Year field: truncated to 4 characters. */
export function truncateBirthYear(value: string): string {
  return value.slice(0, BIRTH_YEAR_MAX_LENGTH);
}

/** Birth year: valid when current year minus it is greater than 14 and less than 101 (age 15 to 100). */
export function isValidBirthYear(value: number | string, currentYear: number): boolean {
  const year = typeof value === 'number' ? value : Number(value);
  if (!Number.isInteger(year) || String(value).trim() === '') return false;
  const age = currentYear - year;
  return age > AGE_MIN_EXCLUSIVE && age < AGE_MAX_EXCLUSIVE;
}

/** A language is accepted only if it is in the configured list. */
export function isAcceptedLanguage(value: string, configured: readonly string[] = LOCALES): boolean {
  return configured.includes(value);
}

/** A post-magic-link response is a success only if it has a token. */
export function isMagicLinkSuccess(
  response: { result?: { token?: string | null } } | null | undefined,
): boolean {
  return Boolean(response?.result?.token);
}

/** Unsupported-provider modal: Validate needs the consent box ticked. */
export function canValidateUnsupportedProvider(consentTicked: boolean): boolean {
  return consentTicked;
}
