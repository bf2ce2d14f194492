import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $emailToDelete, $oAuthCodeVerifier, $token, $user } from '@/entities/session/model';
import type { AuthResult } from '@/shared/api/contract';
import { CONNECT_DEBOUNCE_MS, LOGIN_RETRY_DELAY_MS, LOGIN_TIMEOUT_MS } from '@/shared/config/constants';
import { sendEventFx, trackingPermissionChanged } from '@/shared/lib/analytics/model';
import type { HandlerList, ValueList } from '@/shared/lib/effector/handlers';
import { $remoteConfig, REMOTE_CONFIG_DEFAULTS } from '@/shared/lib/remote-config/model';
import { navigateFx } from '@/shared/lib/router/model';
import { createMemoryStorage } from '@/shared/lib/storage/memory-storage';
import { makeUser } from '@/shared/test/fixtures';
import {
  $connectError,
  $connecting,
  $connectStatus,
  authCheckFx,
  connectSubmitted,
  loginFx,
  loginStatusOf,
} from './model';

const result = (status: AuthResult['status']): AuthResult => ({
  token: 'final',
  user: makeUser(),
  status,
  new: status === 'created',
  association: status === 'associated',
});

function setup(options: {
  login?: () => Promise<{ token: string }>;
  check?: () => Promise<{ retry: number } | { result: AuthResult }>;
  values?: ValueList;
}) {
  const memory = createMemoryStorage();
  const navigate = vi.fn();
  const events = vi.fn();
  const login = vi.fn(options.login ?? (async () => ({ token: 'async-1' })));
  const check = vi.fn(options.check ?? (async () => ({ result: result('associated') })));
  const handlers: HandlerList = [
    ...memory.handlers,
    [navigateFx, navigate],
    [sendEventFx, events],
    [loginFx, login],
    [authCheckFx, check],
  ];
  const scope = fork({ values: options.values ?? [], handlers });
  return { scope, memory, navigate, events, login, check };
}

const params = { email: 'ada@gmail.com', password: 'abcdabcdabcdabcd', provider: 'google' as const };

describe('connect flow (onboarding §4)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('login returns an async token (stored), the auth check is polled until done, then token and user are stored', async () => {
    const answers = [{ retry: 1000 }, { retry: 1000 }, { result: result('associated') }];
    const { scope, memory, login, check } = setup({
      check: async () => {
        expect(memory.local.get('aToken')).toBe('async-1');
        return answers.shift() ?? { retry: 1000 };
      },
    });
    const run = allSettled(connectSubmitted, { scope, params });
    await vi.advanceTimersByTimeAsync(5_000);
    await run;
    expect(login).toHaveBeenCalledWith(
      expect.objectContaining({ email: 'ada@gmail.com', options: {}, device: 'web', language: 'en' }),
    );
    expect(check).toHaveBeenCalledTimes(3);
    expect(check).toHaveBeenCalledWith('async-1');
    expect(scope.getState($token)).toBe('final');
    expect(memory.local.get('token')).toBe('final');
    expect(scope.getState($user)?.hash).toBe('u-1');
    expect(scope.getState($connectStatus)).toBe(1);
  });

  it('created goes to /fetch; an e-mail-to-delete redirect goes to /settings; otherwise /newsletters', async () => {
    const created = setup({ check: async () => ({ result: result('created') }) });
    await allSettled(connectSubmitted, { scope: created.scope, params });
    expect(created.navigate).toHaveBeenCalledWith({ to: '/fetch', replace: false });

    const deleting = setup({ values: [[$emailToDelete, 'ada@gmail.com']] });
    await allSettled(connectSubmitted, { scope: deleting.scope, params });
    expect(deleting.navigate).toHaveBeenCalledWith({ to: '/settings', replace: false });

    const plain = setup({});
    await allSettled(connectSubmitted, { scope: plain.scope, params });
    expect(plain.navigate).toHaveBeenCalledWith({ to: '/newsletters', replace: false });
  });

  it('the result status drives the analytics events for created, associated, imported and reconnected', async () => {
    for (const [status, event] of [
      ['created', 'account_created'],
      ['associated', 'account_associated'],
      ['imported', 'account_imported'],
      ['reconnected', 'account_reconnected'],
    ] as const) {
      const { scope, events } = setup({ check: async () => ({ result: result(status) }) });
      await allSettled(trackingPermissionChanged, { scope, params: true });
      await allSettled(connectSubmitted, { scope, params });
      expect(events).toHaveBeenCalledWith({ name: event, params: { status } });
    }
  });

  it('a connect call is ignored if another started less than 5 seconds earlier', async () => {
    const { scope, login } = setup({
      login: async () => Promise.reject({ message: 'invalid_credentials', status: 400 }),
    });
    await allSettled(connectSubmitted, { scope, params });
    await vi.advanceTimersByTimeAsync(CONNECT_DEBOUNCE_MS - 1);
    await allSettled(connectSubmitted, { scope, params });
    expect(login).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await allSettled(connectSubmitted, { scope, params });
    expect(login).toHaveBeenCalledTimes(2);
  });

  it('no double submission while a connection is loading', async () => {
    const { scope, login } = setup({ check: async () => ({ retry: 10_000 }) });
    const first = allSettled(connectSubmitted, { scope, params });
    await vi.advanceTimersByTimeAsync(CONNECT_DEBOUNCE_MS + 1);
    expect(scope.getState($connecting)).toBe(true);
    const second = allSettled(connectSubmitted, { scope, params });
    await vi.advanceTimersByTimeAsync(200_000);
    await Promise.all([first, second]);
    expect(login).toHaveBeenCalledTimes(1);
  });

  it('retries on timeout / unknown_error after the 30 s wait while the 60 s deadline has not passed', async () => {
    const { scope, login } = setup({
      login: async () => Promise.reject({ message: 'timeout', status: 400 }),
    });
    const run = allSettled(connectSubmitted, { scope, params });
    await vi.advanceTimersByTimeAsync(LOGIN_RETRY_DELAY_MS - 1);
    expect(login).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(login).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(LOGIN_TIMEOUT_MS);
    await run;
    // attempts at 0, 30 and 60 s: at 60 s the deadline has passed, so the third failure is final
    expect(login).toHaveBeenCalledTimes(3);
    expect(scope.getState($connectStatus)).toBe(3);
    expect(scope.getState($connectError)).toBe('timeout');
  });

  it('the deadline and the wait come from remote config (login_timeout_seconds, login_delay_retry_seconds)', async () => {
    const { scope, login } = setup({
      login: async () => Promise.reject({ message: 'unknown_error', status: 400 }),
      values: [
        [
          $remoteConfig,
          { ...REMOTE_CONFIG_DEFAULTS, login_timeout_seconds: 90, login_delay_retry_seconds: 10 },
        ],
      ],
    });
    const run = allSettled(connectSubmitted, { scope, params });
    await vi.advanceTimersByTimeAsync(9_999);
    expect(login).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(login).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(200_000);
    await run;
    // attempts at 0, 10, ..., 90 s: after the one at 90 s the deadline has passed
    expect(login).toHaveBeenCalledTimes(10);
    expect(scope.getState($connectStatus)).toBe(0);
  });

  it('does not retry when an OAuth verifier exists, nor on other errors', async () => {
    const oauth = setup({
      login: async () => Promise.reject({ message: 'unknown_error', status: 400 }),
      values: [[$oAuthCodeVerifier, 'v'.repeat(43)]],
    });
    await allSettled(connectSubmitted, { scope: oauth.scope, params });
    expect(oauth.login).toHaveBeenCalledTimes(1);
    expect(oauth.scope.getState($connectStatus)).toBe(0);

    const wrong = setup({
      login: async () => Promise.reject({ message: 'invalid_credentials', status: 400 }),
    });
    await allSettled(connectSubmitted, { scope: wrong.scope, params });
    expect(wrong.login).toHaveBeenCalledTimes(1);
    expect(wrong.scope.getState($connectStatus)).toBe(2);
  });

  it('mailbox_already_associated is final: no 30 s retry, the user sees it at once', async () => {
    const { scope, login, check } = setup({
      check: async () => Promise.reject({ message: 'mailbox_already_associated', status: 400 }),
    });
    await allSettled(connectSubmitted, { scope, params });
    expect(login).toHaveBeenCalledTimes(1);
    expect(check).toHaveBeenCalledTimes(1);
    expect(scope.getState($connectError)).toBe('mailbox_already_associated');
    expect(scope.getState($connecting)).toBe(false);
  });

  it('login error codes map to statuses 2, 3, 4, 5 and anything else to 0', () => {
    expect(loginStatusOf({ message: 'invalid_credentials', status: 400 })).toBe(2);
    expect(loginStatusOf({ message: 'timeout', status: 400 })).toBe(3);
    expect(loginStatusOf({ message: 'application_password', status: 400 })).toBe(4);
    expect(loginStatusOf({ message: 'imap_disabled', status: 400 })).toBe(5);
    expect(loginStatusOf({ message: 'weird', status: 400 })).toBe(0);
    expect(loginStatusOf(new Error('delayMax reached'))).toBe(0);
  });
});
