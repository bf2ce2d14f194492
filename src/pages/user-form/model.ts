import { combine, createEffect, createEvent, createStore, sample } from 'effector';
import { userUpdated } from '@/entities/session/model';
import { $storedPartnerCode, partnerCodeForgotten } from '@/entities/tracking/model';
import { type ApiFailure, api } from '@/shared/api/client';
import { userFormErrorDataSchema } from '@/shared/api/contract';
import { APP_DEVICE } from '@/shared/config/app';
import { eventTracked } from '@/shared/lib/analytics/model';
import { navigateFx } from '@/shared/lib/router/model';
import { ROUTES } from '@/shared/lib/router/routes';
import { PLATFORM_ERROR_KEY } from '@/shared/lib/toast/model';
import { isValidBirthYear, isValidFirstName, truncateBirthYear } from '@/shared/lib/validation/rules';

/**
 * User form (onboarding §2 /user-form, §4 User form, §5, §8 user form errors): idle → requesting →
 * success (user stored, referral code removed, /fetch) or back to idle with the server's errors.
 */

export interface FieldError {
  /** user_form_firstname_invalid, user_form_firstname_error or user_form_birthyear_error. */
  key: string;
  /** For user_form_firstname_invalid: shown as a quoted, comma-separated list. */
  invalidCharacters?: string[];
}
/** unknown_code → referral error; already_referred → e-mail already associated; other → technical error. */
export type ReferralError = 'unknown_code' | 'already_referred' | 'technical';
export interface UserFormErrors {
  firstname?: FieldError;
  birthYear?: FieldError;
  partnerCode?: ReferralError;
  /** Any other failure: the technical error message. */
  general?: 'technical';
}

export const userFormOpened = createEvent();
export const firstNameChanged = createEvent<string>();
export const birthYearChanged = createEvent<string>();
export const referralCodeChanged = createEvent<string>();
/** Submit (also Enter in the code field). Ignored while invalid or requesting. */
export const userFormSubmitted = createEvent();

export const $firstName = createStore('');
export const $birthYear = createStore('');
export const $referralCode = createStore('');
export const $userFormErrors = createStore<UserFormErrors>({});

/** Reads the current year (replaceable; fake timers work too). */
export const readCurrentYearFx = createEffect(() => new Date().getFullYear());
const $currentYear = createStore(new Date().getFullYear());

export const saveUserFx = createEffect<
  { firstname: string; birthYear: number; partnerCode?: string },
  Awaited<ReturnType<typeof api.userInformation>>,
  ApiFailure
>((body) => api.userInformation({ body: { ...body, device: APP_DEVICE } }));

export const $userFormRequesting = saveUserFx.pending;
export const $firstNameValid = $firstName.map(isValidFirstName);
export const $birthYearValid = combine($birthYear, $currentYear, (year, current) =>
  isValidBirthYear(year, current),
);
export const $canSubmitUserForm = combine(
  $firstNameValid,
  $birthYearValid,
  $userFormRequesting,
  (first, year, requesting) => first && year && !requesting,
);

sample({ clock: userFormOpened, target: readCurrentYearFx });
sample({ clock: readCurrentYearFx.doneData, target: $currentYear });
sample({
  clock: userFormOpened,
  source: $storedPartnerCode,
  fn: (code) => code ?? '',
  target: $referralCode,
});
$userFormErrors.reset(userFormOpened);

$firstName.on(firstNameChanged, (_, value) => value);
$birthYear.on(birthYearChanged, (_, value) => truncateBirthYear(value));
$referralCode.on(referralCodeChanged, (_, value) => value);
// Editing first name or birth year clears that field's error.
$userFormErrors
  .on(firstNameChanged, ({ firstname: _, ...rest }) => rest)
  .on(birthYearChanged, ({ birthYear: _, ...rest }) => rest)
  .on(saveUserFx, () => ({}));

sample({
  clock: userFormSubmitted,
  source: {
    canSubmit: $canSubmitUserForm,
    firstname: $firstName,
    birthYear: $birthYear,
    code: $referralCode,
  },
  filter: ({ canSubmit }) => canSubmit,
  fn: ({ firstname, birthYear, code }) => ({
    firstname: firstname.trim(),
    birthYear: Number(birthYear),
    ...(code.trim() ? { partnerCode: code.trim() } : {}),
  }),
  target: saveUserFx,
});

sample({ clock: saveUserFx.doneData, fn: ({ user }) => user, target: userUpdated });
sample({ clock: saveUserFx.done, target: partnerCodeForgotten });
sample({ clock: saveUserFx.done, fn: () => ({ name: 'user_form_saved' as const }), target: eventTracked });
sample({ clock: saveUserFx.done, fn: () => ({ to: ROUTES.fetch, replace: true }), target: navigateFx });

/** Server reply → errors (§8). */
export function userFormErrorsOf(failure: ApiFailure): UserFormErrors {
  if (failure.message === 'unknown_code' || failure.message === 'already_referred') {
    return { partnerCode: failure.message };
  }
  const data = userFormErrorDataSchema.safeParse(failure.data);
  if (!data.success) return { general: 'technical' };
  if (!Array.isArray(data.data)) {
    const error = data.data.partnerCode.error;
    return { partnerCode: error === 'unknown_code' || error === 'already_referred' ? error : 'technical' };
  }
  const errors: UserFormErrors = {};
  for (const entry of data.data) {
    if (entry.name === 'firstname') {
      errors.firstname = entry.invalidCharacters
        ? { key: entry.error, invalidCharacters: entry.invalidCharacters }
        : { key: entry.error };
    } else if (entry.name === 'birthYear') {
      errors.birthYear = { key: entry.error };
    }
  }
  return errors;
}
sample({ clock: saveUserFx.failData, fn: userFormErrorsOf, target: $userFormErrors });

/** Quoted, comma-separated list of invalid characters: `"#", "$"`. */
export function formatInvalidCharacters(characters: readonly string[]): string {
  return characters.map((character) => `"${character}"`).join(', ');
}

// ---- What the form shows: i18n keys (namespace platform) with their values ----------------------

export interface FormMessage {
  key: string;
  values?: Readonly<Record<string, string>>;
}
export interface UserFormMessages {
  firstname?: FormMessage;
  birthYear?: FormMessage;
  partnerCode?: FormMessage;
  general?: FormMessage;
}

/** Field message keys of onboarding §8 (the server names one of them). */
export const USER_FORM_FIELD_KEYS = [
  'user_form_firstname_invalid',
  'user_form_firstname_error',
  'user_form_birthyear_error',
] as const;
/** unknown_code → the referral error; already_referred → already associated; other → technical error. */
export const REFERRAL_ERROR_KEYS: Readonly<Record<ReferralError, string>> = {
  unknown_code: 'platform:user_form_referral_unknown_code',
  already_referred: 'platform:user_form_referral_already_referred',
  technical: PLATFORM_ERROR_KEY,
};

function fieldMessage(error: FieldError, fallback: (typeof USER_FORM_FIELD_KEYS)[number]): FormMessage {
  const key = (USER_FORM_FIELD_KEYS as readonly string[]).includes(error.key) ? error.key : fallback;
  if (key === 'user_form_firstname_invalid') {
    return {
      key: `platform:${key}`,
      values: { characters: formatInvalidCharacters(error.invalidCharacters ?? []) },
    };
  }
  return { key: `platform:${key}` };
}

/** The errors as messages: a server key the app does not know falls back to the field's generic message. */
export function userFormMessagesOf(errors: UserFormErrors): UserFormMessages {
  const messages: UserFormMessages = {};
  if (errors.firstname) messages.firstname = fieldMessage(errors.firstname, 'user_form_firstname_error');
  if (errors.birthYear) messages.birthYear = fieldMessage(errors.birthYear, 'user_form_birthyear_error');
  if (errors.partnerCode) messages.partnerCode = { key: REFERRAL_ERROR_KEYS[errors.partnerCode] };
  if (errors.general) messages.general = { key: PLATFORM_ERROR_KEY };
  return messages;
}
export const $userFormMessages = $userFormErrors.map(userFormMessagesOf);
