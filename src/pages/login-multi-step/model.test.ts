import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $storedEmail } from '@/entities/session/model';
import { authCheckFx, loginFx } from '@/features/connect/model';
import type { PageRoute } from '@/features/navigation/decide';
import { $currentRoute } from '@/features/navigation/model';
import type { AuthResult } from '@/shared/api/contract';
import { navigateFx, openExternalFx } from '@/shared/lib/router/model';
import { createMemoryStorage } from '@/shared/lib/storage/memory-storage';
import { makeUser } from '@/shared/test/fixtures';
import {
  $flowError,
  $flowModal,
  $nextDisabled,
  $stepIndex,
  appPasswordEdited,
  multiStepModalClosed,
  multiStepOpened,
  nextPressed,
  previousPressed,
  stepLinkOpened,
  tabSelected,
} from './model';

const route = (provider: 'google' | 'naver' | 'kakao', query: Record<string, string> = {}): PageRoute => ({
  kind: 'page',
  name: provider === 'google' ? 'loginGoogle' : provider === 'naver' ? 'loginNaver' : 'loginKakao',
  params: {},
  query,
  pathname: `/login/${provider}`,
});

function setup(
  provider: 'google' | 'naver' | 'kakao',
  options: {
    query?: Record<string, string>;
    login?: () => Promise<{ token: string }>;
    check?: () => Promise<unknown>;
  } = {},
) {
  const memory = createMemoryStorage();
  const navigate = vi.fn();
  const openExternal = vi.fn();
  const login = vi.fn(options.login ?? (async () => ({ token: 'async' })));
  const result: AuthResult = {
    token: 't',
    user: makeUser(),
    status: 'associated',
    new: false,
    association: true,
  };
  const check = vi.fn(options.check ?? (async () => ({ result })));
  const scope = fork({
    values: [
      [$currentRoute, route(provider, options.query)],
      [$storedEmail, 'ada@gmail.com'],
    ],
    handlers: [
      ...memory.handlers,
      [navigateFx, navigate],
      [openExternalFx, openExternal],
      [loginFx, login],
      [authCheckFx, check],
    ],
  });
  return { scope, navigate, openExternal, login };
}

describe('multi-step login (onboarding §2, §5)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('Next advances, Previous goes back and from the first step to /; tabs only go backwards', async () => {
    const { scope, navigate } = setup('google');
    await allSettled(multiStepOpened, { scope });
    expect(scope.getState($stepIndex)).toBe(0);
    await allSettled(nextPressed, { scope });
    await allSettled(nextPressed, { scope });
    expect(scope.getState($stepIndex)).toBe(2);
    await allSettled(tabSelected, { scope, params: 2 });
    expect(scope.getState($stepIndex)).toBe(2);
    await allSettled(tabSelected, { scope, params: 0 });
    expect(scope.getState($stepIndex)).toBe(0);
    await allSettled(nextPressed, { scope });
    await allSettled(tabSelected, { scope, params: 2 });
    expect(scope.getState($stepIndex)).toBe(1);
    await allSettled(previousPressed, { scope });
    expect(navigate).not.toHaveBeenCalled();
    await allSettled(previousPressed, { scope });
    expect(navigate).toHaveBeenCalledWith({ to: '/', replace: false });
  });

  it('step=app_pass opens the app-password step', async () => {
    const { scope } = setup('google', { query: { step: 'app_pass' } });
    await allSettled(multiStepOpened, { scope });
    expect(scope.getState($stepIndex)).toBe(1);
  });

  it('naver: four steps; step 3 Next only after its link was opened (which opens a new tab)', async () => {
    const { scope, openExternal } = setup('naver');
    await allSettled(multiStepOpened, { scope });
    await allSettled(nextPressed, { scope });
    await allSettled(nextPressed, { scope });
    expect(scope.getState($stepIndex)).toBe(2);
    expect(scope.getState($nextDisabled)).toBe(true);
    await allSettled(nextPressed, { scope });
    expect(scope.getState($stepIndex)).toBe(2);
    await allSettled(stepLinkOpened, { scope });
    expect(openExternal).toHaveBeenCalledWith(expect.stringContaining('naver.com'));
    expect(scope.getState($nextDisabled)).toBe(false);
    await allSettled(nextPressed, { scope });
    expect(scope.getState($stepIndex)).toBe(3);
  });

  it('naver step 4 is disabled unless exactly 12 characters', async () => {
    const { scope, login } = setup('naver');
    await allSettled(multiStepOpened, { scope });
    await allSettled(stepLinkOpened, { scope });
    for (const _ of [0, 1]) await allSettled(nextPressed, { scope });
    await allSettled(stepLinkOpened, { scope });
    await allSettled(nextPressed, { scope });
    expect(scope.getState($stepIndex)).toBe(3);
    await allSettled(appPasswordEdited, { scope, params: 'abcdabcdabc' });
    expect(scope.getState($nextDisabled)).toBe(true);
    await allSettled(appPasswordEdited, { scope, params: 'abcdabcdabcd' });
    expect(scope.getState($nextDisabled)).toBe(false);
    await allSettled(nextPressed, { scope });
    expect(login).toHaveBeenCalledWith(
      expect.objectContaining({ password: 'abcdabcdabcd', provider: 'naver' }),
    );
  });

  it('google: an app password other than 16 characters shows google_flow_error and nothing is sent', async () => {
    const { scope, login } = setup('google', { query: { step: 'app_pass' } });
    await allSettled(multiStepOpened, { scope });
    await allSettled(nextPressed, { scope });
    await allSettled(appPasswordEdited, { scope, params: 'abcd efgh ijkl' });
    await allSettled(nextPressed, { scope });
    expect(scope.getState($flowError)).toEqual(['login:google_flow_error']);
    expect(login).not.toHaveBeenCalled();
    await allSettled(appPasswordEdited, { scope, params: 'abcd efgh ijkl mnop' });
    await allSettled(nextPressed, { scope });
    expect(login).toHaveBeenCalledWith(
      expect.objectContaining({ password: 'abcdefghijklmnop', email: 'ada@gmail.com' }),
    );
  });

  it('failures: invalid credentials message, any other the technical error; imap_disabled modal, closed → first step', async () => {
    const wrong = setup('google', {
      query: { step: 'app_pass' },
      check: async () => Promise.reject({ message: 'invalid_credentials', status: 400 }),
    });
    await allSettled(multiStepOpened, { scope: wrong.scope });
    await allSettled(nextPressed, { scope: wrong.scope });
    await allSettled(appPasswordEdited, { scope: wrong.scope, params: 'abcdefghijklmnop' });
    await allSettled(nextPressed, { scope: wrong.scope });
    expect(wrong.scope.getState($flowError)).toEqual(['login:login_error_invalid_email_password']);

    const other = setup('kakao', {
      query: { step: 'app_pass' },
      check: async () => Promise.reject({ message: 'application_password', status: 400 }),
    });
    await allSettled(multiStepOpened, { scope: other.scope });
    await allSettled(nextPressed, { scope: other.scope });
    await allSettled(appPasswordEdited, { scope: other.scope, params: 'abcdefghijklmnop' });
    await allSettled(nextPressed, { scope: other.scope });
    expect(other.scope.getState($flowError)).toEqual(['ui:cleaning_list_technical_error']);

    const imap = setup('google', {
      query: { step: 'app_pass' },
      check: async () => Promise.reject({ message: 'imap_disabled', status: 400 }),
    });
    await allSettled(multiStepOpened, { scope: imap.scope });
    await allSettled(nextPressed, { scope: imap.scope });
    await allSettled(appPasswordEdited, { scope: imap.scope, params: 'abcdefghijklmnop' });
    await allSettled(nextPressed, { scope: imap.scope });
    expect(imap.scope.getState($flowModal)).toBe('imapDisabled');
    await allSettled(multiStepModalClosed, { scope: imap.scope });
    expect(imap.scope.getState($flowModal)).toBeNull();
    expect(imap.scope.getState($stepIndex)).toBe(0);
  });
});
