import { describe, expect, it } from 'vitest';
import {
  appPasswordLength,
  canValidateUnsupportedProvider,
  isAcceptedLanguage,
  isMagicLinkSuccess,
  isValidAppPassword,
  isValidBirthYear,
  isValidEmail,
  isValidFirstName,
  maskAppPassword,
  passwordError,
  truncateBirthYear,
} from './rules';

describe('onboarding §5 validation rules', () => {
  it('e-mail: local part, @, domain with a dot and a top-level ending of at least 2 letters', () => {
    expect(isValidEmail('ada@example.com')).toBe(true);
    expect(isValidEmail('ada.lovelace+news@mail.example.co.uk')).toBe(true);
    expect(isValidEmail('ada@example.c')).toBe(false);
    expect(isValidEmail('ada@example')).toBe(false);
    expect(isValidEmail('ada.example.com')).toBe(false);
    expect(isValidEmail('ada@exa mple.com')).toBe(false);
    expect(isValidEmail('')).toBe(false);
    expect(isValidEmail('ada@example.c0m')).toBe(false);
  });

  it('e-mail: a bracketed IP is accepted as the domain', () => {
    expect(isValidEmail('ada@[192.168.1.20]')).toBe(true);
    expect(isValidEmail('ada@[192.168.1]')).toBe(false);
    expect(isValidEmail('ada@[300.1.1.1]')).toBe(false);
  });

  it('password: non-empty; 16 characters for app-password providers other than gmx and web, 19 for icloud', () => {
    const sixteen = 'a'.repeat(16);
    expect(passwordError('', 'gmx')).toBe('empty');
    expect(passwordError('short', 'gmx')).toBeNull();
    expect(passwordError('short', 'web')).toBeNull();
    expect(passwordError('short', 'orange')).toBeNull();
    for (const provider of ['aol', 'google', 'kakao', 'naver', 'yahoo'] as const) {
      expect(passwordError(sixteen, provider)).toBeNull();
      expect(passwordError('a'.repeat(15), provider)).toBe('app_password');
      expect(passwordError('a'.repeat(17), provider)).toBe('app_password');
    }
    expect(passwordError('a'.repeat(19), 'icloud')).toBeNull();
    expect(passwordError(sixteen, 'icloud')).toBe('app_password');
  });

  it('multi-step flow: app password exactly 16 characters (12 for naver), masked as four groups of four', () => {
    expect(appPasswordLength('google')).toBe(16);
    expect(appPasswordLength('naver')).toBe(12);
    expect(isValidAppPassword('abcd efgh ijkl mnop', 'google')).toBe(true);
    expect(isValidAppPassword('abcdefghijklmno', 'google')).toBe(false);
    expect(isValidAppPassword('abcdefghijkl', 'naver')).toBe(true);
    expect(isValidAppPassword('abcdefghijklmnop', 'naver')).toBe(false);
    expect(maskAppPassword('abcdefghijklmnopXYZ')).toBe('abcd efgh ijkl mnop');
    expect(maskAppPassword('abcdef')).toBe('abcd ef');
  });

  it('first name: valid when longer than 1 character', () => {
    expect(isValidFirstName('A')).toBe(false);
    expect(isValidFirstName(' A ')).toBe(false);
    expect(isValidFirstName('Al')).toBe(true);
  });

  it('birth year: age from 15 to 100 (current year minus it > 14 and < 101), field truncated to 4', () => {
    expect(isValidBirthYear(2011, 2026)).toBe(true);
    expect(isValidBirthYear(2012, 2026)).toBe(false);
    expect(isValidBirthYear(1926, 2026)).toBe(true);
    expect(isValidBirthYear(1925, 2026)).toBe(false);
    expect(isValidBirthYear('1990', 2026)).toBe(true);
    expect(isValidBirthYear('', 2026)).toBe(false);
    expect(isValidBirthYear('19a0', 2026)).toBe(false);
    expect(truncateBirthYear('199012')).toBe('1990');
  });

  it('a language is accepted only if it is in the configured list', () => {
    expect(isAcceptedLanguage('fr-fr')).toBe(true);
    expect(isAcceptedLanguage('xx-yy')).toBe(false);
    expect(isAcceptedLanguage('fr-fr', ['en-gb'])).toBe(false);
  });

  it('a post-magic-link response is a success only if it has a token', () => {
    expect(isMagicLinkSuccess({ result: { token: 't' } })).toBe(true);
    expect(isMagicLinkSuccess({ result: { token: '' } })).toBe(false);
    expect(isMagicLinkSuccess({})).toBe(false);
  });

  it('unsupported-provider modal: Validate needs the consent box ticked', () => {
    expect(canValidateUnsupportedProvider(false)).toBe(false);
    expect(canValidateUnsupportedProvider(true)).toBe(true);
  });
});
