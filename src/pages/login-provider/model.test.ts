import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $storedEmail, $token } from '@/entities/session/model';
import { authCheckFx, loginFx } from '@/features/connect/model';
import type { PageRoute } from '@/features/navigation/decide';
import { $currentRoute } from '@/features/navigation/model';
import type { AuthResult } from '@/shared/api/contract';
import type { ValueList } from '@/shared/lib/effector/handlers';
import { navigateFx } from '@/shared/lib/router/model';
import { createMemoryStorage } from '@/shared/lib/storage/memory-storage';
import { makeUser } from '@/shared/test/fixtures';
import {
  $formError,
  $loginModal,
  $passwordFlagged,
  $phase,
  $tutorialStep,
  countTutorialSteps,
  emailProviderFx,
  loginBackPressed,
  loginEmailEdited,
  loginFormSubmitted,
  loginModalClosed,
  loginPageOpened,
  loginPasswordEdited,
  tutorialAdvanced,
  tutorialSkipped,
} from './model';

const route = (provider: string): PageRoute => ({
  kind: 'page',
  name: 'loginProvider',
  params: { provider },
  query: {},
  pathname: `/login/${provider}`,
});

function setup(
  provider: string,
  options: {
    check?: () => Promise<unknown>;
    lookup?: (email: string) => Promise<{ provider: string; isShutdown: boolean }>;
    values?: ValueList;
  } = {},
) {
  const memory = createMemoryStorage();
  const navigate = vi.fn();
  const login = vi.fn(async () => ({ token: 'async' }));
  const result: AuthResult = {
    token: 't',
    user: makeUser(),
    status: 'associated',
    new: false,
    association: true,
  };
  const check = vi.fn(options.check ?? (async () => ({ result })));
  const lookup = vi.fn(options.lookup ?? (async () => ({ provider, isShutdown: false })));
  const scope = fork({
    values: [[$currentRoute, route(provider)], [$storedEmail, 'ada@yahoo.com'], ...(options.values ?? [])],
    handlers: [
      ...memory.handlers,
      [navigateFx, navigate],
      [loginFx, login],
      [authCheckFx, check],
      [emailProviderFx, lookup],
    ],
  });
  return { scope, navigate, login, lookup };
}

async function toForm(scope: ReturnType<typeof setup>['scope']) {
  await allSettled(loginPageOpened, { scope });
  await allSettled(tutorialSkipped, { scope });
}

describe('shared provider login (onboarding §2, §5, §8)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('the tutorial counts its steps by probing keys; each press advances, the last shows the form', async () => {
    const keys = new Set([
      'login:tutorial_app_step_1',
      'login:tutorial_app_step_2',
      'login:tutorial_app_step_3',
    ]);
    expect(countTutorialSteps('app', (key) => keys.has(key))).toBe(3);
    expect(countTutorialSteps('imap', (key) => keys.has(key))).toBe(0);
    const { scope } = setup('yahoo');
    await allSettled(loginPageOpened, { scope });
    expect(scope.getState($phase)).toBe('tutorial');
    await allSettled(tutorialAdvanced, { scope, params: { stepCount: 3 } });
    await allSettled(tutorialAdvanced, { scope, params: { stepCount: 3 } });
    expect(scope.getState($tutorialStep)).toBe(2);
    expect(scope.getState($phase)).toBe('tutorial');
    await allSettled(tutorialAdvanced, { scope, params: { stepCount: 3 } });
    expect(scope.getState($phase)).toBe('login');
  });

  it('an invalid e-mail shows login_error_invalid_email_password and sends nothing', async () => {
    const { scope, login } = setup('gmx');
    await toForm(scope);
    const typing = allSettled(loginEmailEdited, { scope, params: 'ada@' });
    await vi.advanceTimersByTimeAsync(800);
    await typing;
    await allSettled(loginPasswordEdited, { scope, params: 'secret' });
    await allSettled(loginFormSubmitted, { scope });
    expect(scope.getState($formError)).toEqual(['login:login_error_invalid_email_password']);
    expect(login).not.toHaveBeenCalled();
  });

  it('yahoo needs 16 characters, icloud 19: otherwise the app-password popup opens and the field is flagged', async () => {
    const { scope, login } = setup('yahoo');
    await toForm(scope);
    await allSettled(loginPasswordEdited, { scope, params: 'my usual password' });
    await allSettled(loginFormSubmitted, { scope });
    expect(scope.getState($loginModal)).toBe('applicationPassword');
    expect(scope.getState($passwordFlagged)).toBe(true);
    expect(login).not.toHaveBeenCalled();
    await allSettled(loginModalClosed, { scope });
    await allSettled(loginPasswordEdited, { scope, params: 'abcdabcdabcdabcd' });
    await allSettled(loginFormSubmitted, { scope });
    expect(login).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'ada@yahoo.com', password: 'abcdabcdabcdabcd', provider: 'yahoo' }),
    );

    const icloud = setup('icloud');
    await toForm(icloud.scope);
    await allSettled(loginPasswordEdited, { scope: icloud.scope, params: 'abcdabcdabcdabcd' });
    await allSettled(loginFormSubmitted, { scope: icloud.scope });
    expect(icloud.scope.getState($loginModal)).toBe('applicationPassword');
    await allSettled(loginPasswordEdited, { scope: icloud.scope, params: 'abcd-abcd-abcd-abcd' });
    await allSettled(loginFormSubmitted, { scope: icloud.scope });
    expect(icloud.login).toHaveBeenCalledTimes(1);
  });

  it('an empty password flags the field; gmx and web take any length', async () => {
    const { scope, login } = setup('gmx');
    await toForm(scope);
    await allSettled(loginFormSubmitted, { scope });
    expect(scope.getState($passwordFlagged)).toBe(true);
    expect(login).not.toHaveBeenCalled();
    await allSettled(loginPasswordEdited, { scope, params: 'short' });
    await allSettled(loginFormSubmitted, { scope });
    expect(login).toHaveBeenCalledTimes(1);
  });

  it('gmx wrong password: the IMAP variant of the invalid message; imap_disabled: modal, then the IMAP step', async () => {
    const wrong = setup('gmx', {
      check: async () => Promise.reject({ message: 'invalid_credentials', status: 400 }),
    });
    await toForm(wrong.scope);
    await allSettled(loginPasswordEdited, { scope: wrong.scope, params: 'nope' });
    await allSettled(loginFormSubmitted, { scope: wrong.scope });
    expect(wrong.scope.getState($formError)).toEqual(['login:login_error_invalid_email_password_imap']);

    const imap = setup('web', {
      check: async () => Promise.reject({ message: 'imap_disabled', status: 400 }),
    });
    await toForm(imap.scope);
    await allSettled(loginPasswordEdited, { scope: imap.scope, params: 'nope' });
    await allSettled(loginFormSubmitted, { scope: imap.scope });
    expect(imap.scope.getState($loginModal)).toBe('imapDisabled');
    await allSettled(loginModalClosed, { scope: imap.scope });
    expect(imap.scope.getState($loginModal)).toBeNull();
    expect(imap.scope.getState($phase)).toBe('tutorial');
    expect(imap.scope.getState($tutorialStep)).toBe(0);
  });

  it('mailbox_already_associated is shown at once, without the 30 s retry', async () => {
    const { scope, login } = setup('aol', {
      check: async () => Promise.reject({ message: 'mailbox_already_associated', status: 400 }),
    });
    await toForm(scope);
    await allSettled(loginPasswordEdited, { scope, params: 'abcdabcdabcdabcd' });
    await allSettled(loginFormSubmitted, { scope });
    expect(scope.getState($formError)).toEqual(['platform:mailbox_already_associated']);
    expect(login).toHaveBeenCalledTimes(1);
  });

  it('typing an address of another provider redirects to its login path (after the typing settles)', async () => {
    const { scope, navigate, lookup } = setup('yahoo', {
      lookup: async (email) => ({ provider: email.endsWith('@gmx.de') ? 'gmx' : 'yahoo', isShutdown: false }),
    });
    await toForm(scope);
    const typing = allSettled(loginEmailEdited, { scope, params: 'ada@gmx.de' });
    await vi.advanceTimersByTimeAsync(799);
    expect(lookup).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await typing;
    expect(lookup).toHaveBeenCalledWith('ada@gmx.de');
    expect(navigate).toHaveBeenCalledWith({ to: '/login/gmx', replace: true });
    expect(scope.getState($storedEmail)).toBe('ada@gmx.de');

    navigate.mockClear();
    const same = allSettled(loginEmailEdited, { scope, params: 'bob@yahoo.fr' });
    await vi.advanceTimersByTimeAsync(800);
    await same;
    expect(navigate).not.toHaveBeenCalled();
  });

  it('back goes to /add-inbox with a token, else to /', async () => {
    const signedOut = setup('yahoo');
    await allSettled(loginBackPressed, { scope: signedOut.scope });
    expect(signedOut.navigate).toHaveBeenCalledWith({ to: '/', replace: false });
    const signedIn = setup('yahoo', { values: [[$token, 'token']] });
    await allSettled(loginBackPressed, { scope: signedIn.scope });
    expect(signedIn.navigate).toHaveBeenCalledWith({ to: '/add-inbox', replace: false });
  });
});
