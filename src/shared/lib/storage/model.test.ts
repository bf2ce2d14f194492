import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryStorage } from './memory-storage';
import { allStorageCleared, createStoredJson, createStoredValue, storageRestoreRequested } from './model';

const token = createStoredValue<string | null>({ key: 'token', defaultValue: null });
const sessionEmail = createStoredValue<string | null>({ key: 'email', area: 'session', defaultValue: null });
const prefs = createStoredJson<{ a: boolean } | null>({
  key: 'prefs',
  defaultValue: null,
  validate: (value): value is { a: boolean } => typeof (value as { a?: unknown })?.a === 'boolean',
});

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('storage adapter (onboarding §3 storage keys)', () => {
  it('restores stored keys on start, from the right storage area', async () => {
    const memory = createMemoryStorage({
      local: { token: 't1', prefs: '{"a":true}' },
      session: { email: 'a@b.co' },
    });
    const scope = fork({ handlers: memory.handlers });
    await allSettled(storageRestoreRequested, { scope });
    expect(scope.getState(token.$value)).toBe('t1');
    expect(scope.getState(sessionEmail.$value)).toBe('a@b.co');
    expect(scope.getState(prefs.$value)).toEqual({ a: true });
  });

  it('falls back to the default when a stored JSON value is corrupt or of the wrong shape', async () => {
    const memory = createMemoryStorage({ local: { prefs: '{"a":1}' } });
    const scope = fork({ handlers: memory.handlers });
    await allSettled(storageRestoreRequested, { scope });
    expect(scope.getState(prefs.$value)).toBeNull();
    memory.local.set('prefs', '{oops');
    await allSettled(prefs.restoreFx, { scope });
    expect(scope.getState(prefs.$value)).toBeNull();
  });

  it('writes on set and removes the key on removed', async () => {
    const memory = createMemoryStorage();
    const scope = fork({ handlers: memory.handlers });
    await allSettled(token.set, { scope, params: 'abc' });
    expect(memory.local.get('token')).toBe('abc');
    await allSettled(token.removed, { scope });
    expect(memory.local.has('token')).toBe(false);
    expect(scope.getState(token.$value)).toBeNull();
  });

  it('logout rule: clearing all storage empties both areas and resets every stored value', async () => {
    const memory = createMemoryStorage({ local: { token: 't1', other: 'x' }, session: { email: 'a@b.co' } });
    const scope = fork({ handlers: memory.handlers });
    await allSettled(storageRestoreRequested, { scope });
    await allSettled(allStorageCleared, { scope });
    expect(memory.local.size + memory.session.size).toBe(0);
    expect(scope.getState(token.$value)).toBeNull();
    expect(scope.getState(sessionEmail.$value)).toBeNull();
  });
});
