import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { httpFx } from '@/shared/api/client';
import { navigateFx } from '@/shared/lib/router/model';
import { createMemoryStorage } from '@/shared/lib/storage/memory-storage';
import { storageRestoreRequested } from '@/shared/lib/storage/model';
import { makeUser } from '@/shared/test/fixtures';
import {
  $sessionState,
  $token,
  $user,
  isAnonymousUser,
  logoutFx,
  logoutRequested,
  refreshUserFx,
  signedIn,
  userRefreshRequested,
} from './model';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('session (onboarding §1 user states, §4 session)', () => {
  it('three states: signed out without a token, signed in, anonymous', async () => {
    const memory = createMemoryStorage();
    const scope = fork({ handlers: memory.handlers });
    expect(scope.getState($sessionState)).toBe('signedOut');
    await allSettled(signedIn, { scope, params: { token: 't', user: makeUser() } });
    expect(scope.getState($sessionState)).toBe('signedIn');
    expect(memory.local.get('token')).toBe('t');
    await allSettled(signedIn, { scope, params: { token: 't', user: makeUser({ firstname: null }) } });
    expect(scope.getState($sessionState)).toBe('anonymous');
  });

  it('anonymous = a hash without first name, or no birth year, or a birth year below 1', () => {
    expect(isAnonymousUser(makeUser())).toBe(false);
    expect(isAnonymousUser(makeUser({ firstname: '' }))).toBe(true);
    expect(isAnonymousUser(makeUser({ birthYear: null }))).toBe(true);
    expect(isAnonymousUser(makeUser({ birthYear: 0 }))).toBe(true);
    expect(isAnonymousUser(makeUser({ hash: '', firstname: null }))).toBe(false);
    // A discovery visitor (PUT /auth/demo) is never anonymous; a named demo account is a normal new user.
    expect(isAnonymousUser(makeUser({ firstname: null, anonymous: true, demo: true, discovery: true }))).toBe(
      false,
    );
    expect(
      isAnonymousUser(makeUser({ firstname: null, anonymous: true, demo: true, discovery: false })),
    ).toBe(true);
  });

  it('restores the stored token at start', async () => {
    const memory = createMemoryStorage({ local: { token: 'stored' } });
    const scope = fork({ handlers: memory.handlers });
    await allSettled(storageRestoreRequested, { scope });
    expect(scope.getState($token)).toBe('stored');
    expect(scope.getState($sessionState)).toBe('signedIn');
  });

  it('refreshes the user with GET /v3/users', async () => {
    const user = makeUser({ firstname: 'Grace' });
    const scope = fork({ values: [[$token, 't']], handlers: [[refreshUserFx, async () => ({ user })]] });
    await allSettled(userRefreshRequested, { scope });
    expect(scope.getState($user)).toEqual(user);
  });

  it('logging out clears all storage and returns to /', async () => {
    const memory = createMemoryStorage({
      local: { token: 't', lang: 'fr-fr', email: 'a@b.co' },
      session: { email: 'a@b.co' },
    });
    const navigate = vi.fn();
    const logout = vi.fn(async () => ({ done: true as const }));
    const scope = fork({ handlers: [...memory.handlers, [navigateFx, navigate], [logoutFx, logout]] });
    await allSettled(storageRestoreRequested, { scope });
    await allSettled(logoutRequested, { scope, params: undefined });
    expect(logout).toHaveBeenCalledTimes(1);
    expect(memory.local.size + memory.session.size).toBe(0);
    expect(scope.getState($token)).toBeNull();
    expect(scope.getState($sessionState)).toBe('signedOut');
    expect(navigate).toHaveBeenCalledWith({ to: '/', replace: true });
  });

  it('logging out still clears the session when the server call fails', async () => {
    const memory = createMemoryStorage({ local: { token: 't' } });
    const navigate = vi.fn();
    const scope = fork({
      handlers: [
        ...memory.handlers,
        [navigateFx, navigate],
        [logoutFx, async () => Promise.reject(new Error('x'))],
      ],
    });
    await allSettled(storageRestoreRequested, { scope });
    await allSettled(logoutRequested, { scope, params: undefined });
    expect(memory.local.size).toBe(0);
    expect(navigate).toHaveBeenCalledWith({ to: '/', replace: true });
  });

  it('a 401 while holding a token disconnects', async () => {
    const memory = createMemoryStorage({ local: { token: 't' } });
    const navigate = vi.fn();
    const scope = fork({
      handlers: [
        ...memory.handlers,
        [navigateFx, navigate],
        [httpFx, async () => ({ status: 401, body: { message: 'unauthorized' } })],
      ],
    });
    await allSettled(storageRestoreRequested, { scope });
    await allSettled(userRefreshRequested, { scope });
    expect(scope.getState($token)).toBeNull();
    expect(memory.local.has('token')).toBe(false);
    expect(navigate).toHaveBeenCalledWith({ to: '/', replace: true });
  });
});
