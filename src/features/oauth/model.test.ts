import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $oAuthCodeVerifier, $storedEmail, $token } from '@/entities/session/model';
import type { HandlerList, ValueList } from '@/shared/lib/effector/handlers';
import { navigateFx, redirectExternalFx } from '@/shared/lib/router/model';
import { resolveLocation } from '@/shared/lib/router/routes';
import { createMemoryStorage } from '@/shared/lib/storage/memory-storage';
import { loginFx } from '../connect/model';
import {
  $oauthState,
  createPkceFx,
  imapHelpClosed,
  microsoftLoginStarted,
  oauthGiveUpPressed,
  oauthRedirectOpened,
  oauthRetryPressed,
  readOriginFx,
} from './model';

const verifier = 'v'.repeat(43);

function setup(
  values: ValueList = [],
  login: () => Promise<{ token: string }> = async () => ({ token: 'a' }),
) {
  const memory = createMemoryStorage();
  const redirect = vi.fn();
  const navigate = vi.fn();
  const loginMock = vi.fn(login);
  const handlers: HandlerList = [
    ...memory.handlers,
    [createPkceFx, async () => ({ verifier, challenge: 'chal' })],
    [readOriginFx, () => 'https://app.test'],
    [redirectExternalFx, redirect],
    [navigateFx, navigate],
    [loginFx, loginMock],
  ];
  const scope = fork({ values, handlers });
  return { scope, memory, redirect, navigate, login: loginMock };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('microsoft OAuth (onboarding §2, §4, §7, §8)', () => {
  it('the start screen stores the PKCE verifier and redirects to the authorize page with the §7 parameters', async () => {
    const { scope, memory, redirect } = setup([[$storedEmail, 'ada@outlook.com']]);
    await allSettled(microsoftLoginStarted, { scope });
    expect(memory.local.get('oAuthCodeVerifier')).toBe(verifier);
    const url = new URL(redirect.mock.calls[0]?.[0] as string);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      response_type: 'code',
      redirect_uri: 'https://app.test/oauth/microsoft',
      response_mode: 'query',
      state: 'step1',
      login_hint: 'ada@outlook.com',
      code_challenge: 'chal',
    });
    expect(url.searchParams.get('client_id')).toBeTruthy();
    expect(url.searchParams.get('scope')).toContain('profile');
  });

  it('starts once when opened twice at the same time (one verifier, one redirect)', async () => {
    const { scope, redirect } = setup([[$storedEmail, 'ada@outlook.com']]);
    await Promise.all([
      allSettled(microsoftLoginStarted, { scope }),
      allSettled(microsoftLoginStarted, { scope }),
    ]);
    expect(redirect).toHaveBeenCalledTimes(1);
  });

  it('the registered redirect URI lands on the redirect screen with its query', () => {
    expect(resolveLocation('/oauth/microsoft', '?code=c&state=step1')).toEqual({
      kind: 'redirect',
      to: '/login-o-auth/microsoft?code=c&state=step1',
    });
  });

  it('a state other than step1 shows the error screen without calling the server', async () => {
    const { scope, login } = setup([
      [$storedEmail, 'a@outlook.com'],
      [$oAuthCodeVerifier, verifier],
    ]);
    await allSettled(oauthRedirectOpened, { scope, params: { code: 'c', state: 'evil' } });
    expect(scope.getState($oauthState)).toBe('error');
    expect(login).not.toHaveBeenCalled();
  });

  it('a valid redirect logs in with oAuthCode and oAuthCodeVerifier; imap_disabled opens the IMAP popup', async () => {
    const { scope, login } = setup(
      [
        [$storedEmail, 'a@outlook.com'],
        [$oAuthCodeVerifier, verifier],
      ],
      async () => Promise.reject({ message: 'imap_disabled', status: 400 }),
    );
    await allSettled(oauthRedirectOpened, { scope, params: { code: 'c0de', state: 'step1' } });
    expect(login).toHaveBeenCalledWith(
      expect.objectContaining({
        email: 'a@outlook.com',
        provider: 'microsoft',
        oAuthCode: 'c0de',
        oAuthCodeVerifier: verifier,
      }),
    );
    expect(login).toHaveBeenCalledTimes(1);
    expect(scope.getState($oauthState)).toBe('imapDisabled');
    await allSettled(imapHelpClosed, { scope });
    expect(scope.getState($oauthState)).toBe('error');
  });

  it('retry restarts the microsoft login; give up clears the e-mail and goes to /add-inbox when connected, else /', async () => {
    const { scope, redirect, navigate, memory } = setup([
      [$token, 't'],
      [$storedEmail, 'a@outlook.com'],
    ]);
    await allSettled(oauthRetryPressed, { scope });
    expect(redirect).toHaveBeenCalledTimes(1);
    memory.local.set('email', 'a@outlook.com');
    await allSettled(oauthGiveUpPressed, { scope });
    expect(memory.local.has('email')).toBe(false);
    expect(navigate).toHaveBeenCalledWith({ to: '/add-inbox', replace: true });
    const out = setup();
    await allSettled(oauthGiveUpPressed, { scope: out.scope });
    expect(out.navigate).toHaveBeenCalledWith({ to: '/', replace: true });
  });
});
