import {
  APP_PASSWORD_GROUP_SIZE,
  APP_PASSWORD_LENGTH,
  APP_PASSWORD_LENGTH_ICLOUD,
  APP_PASSWORD_LENGTH_NAVER,
  type Provider,
} from '@/shared/config/constants';

/**
 * The input mask of an application password (onboarding §5: "masked as four groups of four").
 *
 * - Most providers (google, yahoo, aol, kakao…): 16 characters shown as `abcd efgh ijkl mnop`;
 *   the spaces are only the mask, the stored value is the 16 characters without them.
 * - naver: 12 characters, `abcd efgh ijkl`, stored without spaces.
 * - icloud: Apple prints its app-specific passwords as `xxxx-xxxx-xxxx-xxxx`, and the spec's length
 *   for icloud (19) counts those dashes: 16 characters in four groups joined by `-`. The dashes are part
 *   of the stored value (19 characters), which is what the login form's icloud rule expects
 *   (`requiredPasswordLength('icloud')`). A password typed or pasted with or without dashes (or with
 *   spaces) ends up in that one form.
 */
export interface AppPasswordFormat {
  /** Characters the user types (separators excluded). */
  characters: number;
  groupSize: number;
  /** What is shown between two groups. */
  separator: ' ' | '-';
  /** Whether the separator belongs to the stored value (icloud) or is display only. */
  separatorStored: boolean;
  /** Length of the stored value once complete. */
  valueLength: number;
  /** Length of the displayed text once complete (the input's maxLength). */
  displayLength: number;
}

function separatorsFor(characters: number, groupSize: number): number {
  return Math.max(0, Math.ceil(characters / groupSize) - 1);
}

/** The mask of a provider, derived from the constants of onboarding §9. */
export function appPasswordFormat(provider: Provider): AppPasswordFormat {
  const groupSize = APP_PASSWORD_GROUP_SIZE;
  if (provider === 'icloud') {
    // 19 = 16 characters + 3 dashes: n + ceil(n / g) - 1 = L  ⇔  n = L - floor(L / (g + 1)).
    const characters = APP_PASSWORD_LENGTH_ICLOUD - Math.floor(APP_PASSWORD_LENGTH_ICLOUD / (groupSize + 1));
    return {
      characters,
      groupSize,
      separator: '-',
      separatorStored: true,
      valueLength: APP_PASSWORD_LENGTH_ICLOUD,
      displayLength: APP_PASSWORD_LENGTH_ICLOUD,
    };
  }
  const characters = provider === 'naver' ? APP_PASSWORD_LENGTH_NAVER : APP_PASSWORD_LENGTH;
  return {
    characters,
    groupSize,
    separator: ' ',
    separatorStored: false,
    valueLength: characters,
    displayLength: characters + separatorsFor(characters, groupSize),
  };
}

/** Characters that are mask only: spaces (any whitespace) and dashes. */
const SEPARATORS = /[\s-]/g;

/** The typed characters alone (separators removed), cut to the provider's number of characters. */
export function appPasswordCharacters(input: string, provider: Provider): string {
  return input.replace(SEPARATORS, '').slice(0, appPasswordFormat(provider).characters);
}

function group(characters: string, format: AppPasswordFormat): string[] {
  const groups: string[] = [];
  for (let i = 0; i < characters.length; i += format.groupSize) {
    groups.push(characters.slice(i, i + format.groupSize));
  }
  return groups;
}

export interface FormattedAppPassword {
  /** What the field shows: `abcd efgh ij` (or `abcd-efgh-ij` for icloud). */
  display: string;
  /** What the form stores and sends: `abcdefghij` (icloud keeps its dashes: `abcd-efgh-ij`). */
  value: string;
  /** Characters typed so far, separators excluded. */
  filled: number;
  /** All characters are there (the value has the provider's exact length). */
  complete: boolean;
}

/** Formats anything typed or pasted (with or without separators, even too long) for a provider. */
export function formatAppPassword(input: string, provider: Provider): FormattedAppPassword {
  const format = appPasswordFormat(provider);
  const characters = appPasswordCharacters(input, provider);
  const display = group(characters, format).join(format.separator);
  return {
    display,
    value: format.separatorStored ? display : characters,
    filled: characters.length,
    complete: characters.length === format.characters,
  };
}

/**
 * Where the caret goes in the formatted text so that it stays after the same typed character:
 * `charactersBefore` is the number of typed characters (separators excluded) before the caret.
 */
export function appPasswordCaret(display: string, charactersBefore: number): number {
  if (charactersBefore <= 0) return 0;
  let seen = 0;
  for (let index = 0; index < display.length; index += 1) {
    if (!/[\s-]/.test(display[index] ?? '')) seen += 1;
    if (seen === charactersBefore) return index + 1;
  }
  return display.length;
}
