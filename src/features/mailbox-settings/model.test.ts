import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $mailboxes } from '@/entities/mailbox/model';
import type { Mailbox } from '@/entities/mailbox/types';
import { $storedEmail, $token } from '@/entities/session/model';
import { subscriptionsRefreshRequested } from '@/entities/subscription/model';
import { $currentRoute } from '@/features/navigation/model';
import type { User } from '@/shared/api/contract';
import { SELECT_ONE_EMAIL_MESSAGE_MS } from '@/shared/config/constants';
import type { HandlerList } from '@/shared/lib/effector/handlers';
import { navigated, navigateFx } from '@/shared/lib/router/model';
import { createMemoryStorage } from '@/shared/lib/storage/memory-storage';
import { $toast, GENERIC_ERROR_KEY } from '@/shared/lib/toast/model';
import { checkMailboxDeleteFx, startMailboxDeleteFx, updateAccountSettingFx } from './api';
import {
  $selectOneEmailVisible,
  $updatingEmails,
  fullDisconnectRequested,
  mailboxActiveToggled,
  mailboxDeleteConfirmed,
  mailboxPanelToggled,
  reconnectRequested,
  SETTINGS_ERROR_KEY,
  settingsNavigationRequested,
} from './model';

const mailbox = (email: string, patch: Partial<Mailbox> = {}): Mailbox => ({
  email,
  provider: 'google',
  isActive: true,
  count: 0,
  invalidGrant: false,
  providerShutdown: false,
  inFoxPanel: true,
  canBeDisabled: true,
  ...patch,
});
const user = (accounts: Mailbox[]): User => ({
  hash: 'h',
  firstname: 'Ada',
  lastname: null,
  birthYear: 1990,
  anonymous: false,
  demo: false,
  discovery: false,
  language: 'en',
  accounts,
  partnerCode: null,
  createdAt: '2026-01-01',
});

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup(mailboxes: Mailbox[], extra: { handlers?: HandlerList } = {}) {
  const memory = createMemoryStorage();
  const update = vi.fn(async ({ email, name, value }: { email: string; name: string; value: boolean }) => ({
    user: user(mailboxes.map((item) => (item.email === email ? { ...item, [name]: value } : item))),
  }));
  const scope = fork({
    values: [[$mailboxes, mailboxes]],
    handlers: [...memory.handlers, [updateAccountSettingFx, update], ...(extra.handlers ?? [])],
  });
  const navigated = vi.fn();
  const refreshed = vi.fn();
  const disconnected = vi.fn();
  settingsNavigationRequested.watch(navigated);
  subscriptionsRefreshRequested.watch(refreshed);
  fullDisconnectRequested.watch(disconnected);
  return { scope, update, memory, navigated, refreshed, disconnected };
}

describe('mailbox toggle: marked updating while the call is in flight, then subscriptions refresh', () => {
  it('switches a mailbox off and refreshes', async () => {
    const { scope, update, refreshed } = setup([mailbox('a@x.test'), mailbox('b@x.test')]);
    const pending = allSettled(mailboxActiveToggled, { scope, params: 'a@x.test' });
    expect(scope.getState($updatingEmails)).toEqual(['a@x.test']);
    await pending;
    expect(update).toHaveBeenCalledWith({ email: 'a@x.test', name: 'isActive', value: false });
    expect(scope.getState($updatingEmails)).toEqual([]);
    expect(scope.getState($mailboxes).find((item) => item.email === 'a@x.test')?.isActive).toBe(false);
    expect(refreshed).toHaveBeenCalledTimes(1);
  });
});

describe('the last active mailbox cannot be switched off: select_one_email shows for 3 s', () => {
  it('refuses without a call and hides the message after 3 s', async () => {
    const { scope, update } = setup([mailbox('a@x.test'), mailbox('b@x.test', { isActive: false })]);
    void allSettled(mailboxActiveToggled, { scope, params: 'a@x.test' });
    await vi.advanceTimersByTimeAsync(0);
    expect(update).not.toHaveBeenCalled();
    expect(scope.getState($selectOneEmailVisible)).toBe(true);
    await vi.advanceTimersByTimeAsync(SELECT_ONE_EMAIL_MESSAGE_MS - 1);
    expect(scope.getState($selectOneEmailVisible)).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(scope.getState($selectOneEmailVisible)).toBe(false);
  });
  it('the server error minimum_active_account shows the settings-error toast; others the generic one', async () => {
    const failing = (message: string) =>
      fork({
        values: [[$mailboxes, [mailbox('a@x.test'), mailbox('b@x.test')]]],
        handlers: [
          [
            updateAccountSettingFx,
            async () => {
              throw { message, data: {}, status: 400 };
            },
          ],
        ],
      });
    const first = failing('minimum_active_account');
    void allSettled(mailboxActiveToggled, { scope: first, params: 'a@x.test' });
    await vi.advanceTimersByTimeAsync(0);
    expect(first.getState($toast)?.messageKey).toBe(SETTINGS_ERROR_KEY);
    const second = failing('internal_error');
    void allSettled(mailboxActiveToggled, { scope: second, params: 'a@x.test' });
    await vi.advanceTimersByTimeAsync(0);
    expect(second.getState($toast)?.messageKey).toBe(GENERIC_ERROR_KEY);
  });
});

describe('an invalid or shut-down mailbox cannot be toggled; invalid grant reconnects to its provider login', () => {
  it('ignores a shut-down mailbox', async () => {
    const { scope, update } = setup([mailbox('a@x.test', { providerShutdown: true }), mailbox('b@x.test')]);
    await allSettled(mailboxActiveToggled, { scope, params: 'a@x.test' });
    await allSettled(mailboxPanelToggled, { scope, params: 'a@x.test' });
    expect(update).not.toHaveBeenCalled();
  });
  it('stores the email and goes to /login/{provider} for an invalid grant', async () => {
    const { scope, update, memory, navigated } = setup([
      mailbox('a@x.test', { invalidGrant: true, provider: 'yahoo' }),
      mailbox('b@x.test'),
    ]);
    await allSettled(mailboxActiveToggled, { scope, params: 'a@x.test' });
    expect(update).not.toHaveBeenCalled();
    expect(memory.local.get('email')).toBe('a@x.test');
    expect(scope.getState($storedEmail)).toBe('a@x.test');
    expect(navigated).toHaveBeenCalledWith('/login/yahoo');
  });
  it('the reconnect lands on the provider login page: the guard finds the stored e-mail', async () => {
    const { scope } = setup(
      [mailbox('a@x.test', { invalidGrant: true, provider: 'yahoo' }), mailbox('b@x.test')],
      {
        handlers: [[navigateFx, vi.fn()]],
      },
    );
    await allSettled($token, { scope, params: 't' });
    await allSettled(reconnectRequested, {
      scope,
      params: mailbox('a@x.test', { invalidGrant: true, provider: 'yahoo' }),
    });
    await allSettled(navigated, { scope, params: { pathname: '/login/yahoo', search: '' } });
    expect(scope.getState($currentRoute)?.name).toBe('loginProvider');
  });
  it('the panel toggle flips inFoxPanel', async () => {
    const { scope, update } = setup([mailbox('a@x.test')]);
    await allSettled(mailboxPanelToggled, { scope, params: 'a@x.test' });
    expect(update).toHaveBeenCalledWith({ email: 'a@x.test', name: 'inFoxPanel', value: false });
  });
});

describe('delete mailbox: async check polled; no user in the answer → full disconnect, else the settings list', () => {
  it('polls until the result and returns to the settings list', async () => {
    const check = vi
      .fn()
      .mockResolvedValueOnce({ retry: 1000 })
      .mockResolvedValueOnce({ result: { user: user([mailbox('b@x.test')]) } });
    const { scope, navigated, disconnected } = setup([mailbox('a@x.test'), mailbox('b@x.test')], {
      handlers: [
        [startMailboxDeleteFx, async () => ({ token: 'async-1' })],
        [checkMailboxDeleteFx, check],
      ],
    });
    const done = allSettled(mailboxDeleteConfirmed, { scope, params: 'a@x.test' });
    await vi.advanceTimersByTimeAsync(0);
    expect(check).toHaveBeenCalledTimes(1);
    expect(check).toHaveBeenCalledWith({ email: 'a@x.test', token: 'async-1' });
    await vi.advanceTimersByTimeAsync(1000);
    await done;
    expect(check).toHaveBeenCalledTimes(2);
    expect(scope.getState($mailboxes).map((item) => item.email)).toEqual(['b@x.test']);
    expect(navigated).toHaveBeenCalledWith('/settings');
    expect(disconnected).not.toHaveBeenCalled();
  });
  it('disconnects fully when the answer has no user', async () => {
    const { scope, disconnected } = setup([mailbox('a@x.test')], {
      handlers: [
        [startMailboxDeleteFx, async () => ({ token: 't' })],
        [checkMailboxDeleteFx, async () => ({ result: { user: null } })],
      ],
    });
    await allSettled(mailboxDeleteConfirmed, { scope, params: 'a@x.test' });
    expect(disconnected).toHaveBeenCalledTimes(1);
  });
});
