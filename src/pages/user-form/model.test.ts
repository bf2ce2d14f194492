import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $user } from '@/entities/session/model';
import { navigateFx } from '@/shared/lib/router/model';
import { createMemoryStorage } from '@/shared/lib/storage/memory-storage';
import { storageRestoreRequested } from '@/shared/lib/storage/model';
import { PLATFORM_ERROR_KEY } from '@/shared/lib/toast/model';
import { makeUser } from '@/shared/test/fixtures';
import {
  $birthYear,
  $canSubmitUserForm,
  $referralCode,
  $userFormErrors,
  birthYearChanged,
  firstNameChanged,
  formatInvalidCharacters,
  saveUserFx,
  userFormMessagesOf,
  userFormOpened,
  userFormSubmitted,
} from './model';

function setup(save: (body: unknown) => Promise<unknown>) {
  const memory = createMemoryStorage({ local: { partnerCode: 'FRIEND1' } });
  const navigate = vi.fn();
  const saved = vi.fn(save);
  const scope = fork({ handlers: [...memory.handlers, [navigateFx, navigate], [saveUserFx, saved]] });
  return { scope, memory, navigate, saved };
}

async function fill(scope: ReturnType<typeof fork>, first: string, year: string) {
  await allSettled(storageRestoreRequested, { scope });
  await allSettled(userFormOpened, { scope });
  await allSettled(firstNameChanged, { scope, params: first });
  await allSettled(birthYearChanged, { scope, params: year });
}

describe('user form (onboarding §4, §5, §8)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('submit is disabled until the first name (> 1 char) and birth year (age 15–100) are valid', async () => {
    const { scope, saved } = setup(async () => ({ user: makeUser() }));
    await fill(scope, 'A', '1990');
    expect(scope.getState($canSubmitUserForm)).toBe(false);
    await allSettled(userFormSubmitted, { scope });
    expect(saved).not.toHaveBeenCalled();
    await allSettled(firstNameChanged, { scope, params: 'Al' });
    await allSettled(birthYearChanged, { scope, params: '2012' });
    expect(scope.getState($canSubmitUserForm)).toBe(false);
    await allSettled(birthYearChanged, { scope, params: '201199' });
    expect(scope.getState($birthYear)).toBe('2011');
    expect(scope.getState($canSubmitUserForm)).toBe(true);
  });

  it('success stores the user, removes the stored referral code and goes to /fetch', async () => {
    const user = makeUser({ firstname: 'Ada' });
    const { scope, memory, navigate, saved } = setup(async () => ({ user }));
    await fill(scope, 'Ada', '1990');
    expect(scope.getState($referralCode)).toBe('FRIEND1');
    await allSettled(userFormSubmitted, { scope });
    expect(saved).toHaveBeenCalledWith({ firstname: 'Ada', birthYear: 1990, partnerCode: 'FRIEND1' });
    expect(scope.getState($user)).toEqual(user);
    expect(memory.local.has('partnerCode')).toBe(false);
    expect(navigate).toHaveBeenCalledWith({ to: '/fetch', replace: true });
  });

  it('field errors from the reply; editing a field clears its error', async () => {
    const { scope, navigate } = setup(async () =>
      Promise.reject({
        message: 'user_form_invalid',
        status: 400,
        data: [
          { name: 'firstname', error: 'user_form_firstname_invalid', invalidCharacters: ['#', '$'] },
          { name: 'birthYear', error: 'user_form_birthyear_error' },
        ],
      }),
    );
    await fill(scope, 'Ad#$', '1990');
    await allSettled(userFormSubmitted, { scope });
    expect(scope.getState($userFormErrors)).toEqual({
      firstname: { key: 'user_form_firstname_invalid', invalidCharacters: ['#', '$'] },
      birthYear: { key: 'user_form_birthyear_error' },
    });
    expect(navigate).not.toHaveBeenCalled();
    await allSettled(firstNameChanged, { scope, params: 'Ada' });
    expect(scope.getState($userFormErrors)).toEqual({ birthYear: { key: 'user_form_birthyear_error' } });
    expect(formatInvalidCharacters(['#', '$'])).toBe('"#", "$"');
  });

  it('referral code errors: unknown_code, already_referred, anything else → technical', async () => {
    for (const [error, expected] of [
      ['unknown_code', 'unknown_code'],
      ['already_referred', 'already_referred'],
      ['strange', 'technical'],
    ] as const) {
      const { scope } = setup(async () =>
        Promise.reject({ message: 'user_form_invalid', status: 400, data: { partnerCode: { error } } }),
      );
      await fill(scope, 'Ada', '1990');
      await allSettled(userFormSubmitted, { scope });
      expect(scope.getState($userFormErrors)).toEqual({ partnerCode: expected });
    }
  });
});

describe('user form messages (onboarding §8): i18n keys of the platform namespace', () => {
  it('field keys, invalid characters as a quoted comma-separated list, referral and technical errors', () => {
    expect(
      userFormMessagesOf({
        firstname: { key: 'user_form_firstname_invalid', invalidCharacters: ['#', '$'] },
        birthYear: { key: 'user_form_birthyear_error' },
        partnerCode: 'unknown_code',
      }),
    ).toEqual({
      firstname: { key: 'platform:user_form_firstname_invalid', values: { characters: '"#", "$"' } },
      birthYear: { key: 'platform:user_form_birthyear_error' },
      partnerCode: { key: 'platform:user_form_referral_unknown_code' },
    });
    expect(userFormMessagesOf({ partnerCode: 'already_referred' }).partnerCode?.key).toBe(
      'platform:user_form_referral_already_referred',
    );
    expect(userFormMessagesOf({ partnerCode: 'technical' }).partnerCode?.key).toBe(PLATFORM_ERROR_KEY);
    expect(userFormMessagesOf({ general: 'technical' }).general?.key).toBe(PLATFORM_ERROR_KEY);
    // a key the app does not know falls back to the field's own message
    expect(userFormMessagesOf({ firstname: { key: 'strange' } }).firstname?.key).toBe(
      'platform:user_form_firstname_error',
    );
  });
});
