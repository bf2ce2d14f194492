import { describe, expect, it } from 'vitest';
import { APP_PASSWORD_PROVIDERS } from '@/shared/config/constants';
import { appPasswordCaret, appPasswordFormat, formatAppPassword } from './format-app-password';
import { isValidAppPassword, passwordError } from './validation/rules';

describe('application password mask (onboarding §5: four groups of four)', () => {
  it('shows 16 characters as four groups of four and stores them without the spaces', () => {
    const typed = formatAppPassword('abcdefghijklmnop', 'google');
    expect(typed).toEqual({
      display: 'abcd efgh ijkl mnop',
      value: 'abcdefghijklmnop',
      filled: 16,
      complete: true,
    });
    expect(appPasswordFormat('google').displayLength).toBe(19);
  });

  it('groups while typing, with no trailing separator', () => {
    expect(formatAppPassword('abcd', 'yahoo').display).toBe('abcd');
    expect(formatAppPassword('abcde', 'yahoo').display).toBe('abcd e');
    expect(formatAppPassword('abcdefghi', 'yahoo')).toMatchObject({
      display: 'abcd efgh i',
      value: 'abcdefghi',
      filled: 9,
      complete: false,
    });
    expect(formatAppPassword('', 'yahoo')).toEqual({ display: '', value: '', filled: 0, complete: false });
  });

  it('cuts what goes beyond the provider length: 16, or 12 for naver', () => {
    expect(formatAppPassword('abcdefghijklmnopqrst', 'google').value).toBe('abcdefghijklmnop');
    const naver = formatAppPassword('ABCD1234EFGH5678', 'naver');
    expect(naver).toMatchObject({ display: 'ABCD 1234 EFGH', value: 'ABCD1234EFGH', complete: true });
    expect(appPasswordFormat('naver')).toMatchObject({ characters: 12, valueLength: 12, displayLength: 14 });
  });

  it('takes a pasted password with its spaces or dashes and keeps letter case', () => {
    expect(formatAppPassword(' abcd-EFGH ijkl\tmnop ', 'aol').value).toBe('abcdEFGHijklmnop');
    expect(formatAppPassword('abcd efgh ijkl mnop', 'google').display).toBe('abcd efgh ijkl mnop');
  });

  it('icloud: xxxx-xxxx-xxxx-xxxx, dashes kept in the stored value (19 characters)', () => {
    expect(appPasswordFormat('icloud')).toMatchObject({
      characters: 16,
      separator: '-',
      separatorStored: true,
      valueLength: 19,
      displayLength: 19,
    });
    const pasted = formatAppPassword('abcdefghijklmnop', 'icloud');
    expect(pasted).toEqual({
      display: 'abcd-efgh-ijkl-mnop',
      value: 'abcd-efgh-ijkl-mnop',
      filled: 16,
      complete: true,
    });
    expect(formatAppPassword('abcd efgh-ijklmnopXYZ', 'icloud').value).toBe('abcd-efgh-ijkl-mnop');
    expect(formatAppPassword('abcde', 'icloud').value).toBe('abcd-e');
  });

  it('a complete value passes the validation rules of the forms that receive it', () => {
    const typed = 'qwertyuiopasdfghjklz';
    for (const provider of APP_PASSWORD_PROVIDERS) {
      const { value, complete } = formatAppPassword(typed, provider);
      expect(complete).toBe(true);
      expect(value).toHaveLength(appPasswordFormat(provider).valueLength);
      if (provider !== 'naver') expect(passwordError(value, provider)).toBeNull();
      if (provider !== 'icloud') expect(isValidAppPassword(value, provider)).toBe(true);
    }
  });

  it('keeps the caret after the same typed character once separators are inserted', () => {
    // "abcd|" + "e" → "abcd e|": 5 characters before the caret.
    expect(appPasswordCaret('abcd e', 5)).toBe(6);
    // Typing "x" after "ab" in "abcd efgh" → "abxcdefgh" → "abxc defg h", caret after "abx".
    expect(appPasswordCaret('abxc defg h', 3)).toBe(3);
    // Caret after the 4th character stays before the separator.
    expect(appPasswordCaret('abcd-efgh', 4)).toBe(4);
    expect(appPasswordCaret('abcd-efgh', 0)).toBe(0);
    expect(appPasswordCaret('abcd', 9)).toBe(4);
  });
});
