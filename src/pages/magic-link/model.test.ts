import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $emailToDelete, $token, $user } from '@/entities/session/model';
import type { ValueList } from '@/shared/lib/effector/handlers';
import { navigateFx } from '@/shared/lib/router/model';
import { createMemoryStorage } from '@/shared/lib/storage/memory-storage';
import { makeUser } from '@/shared/test/fixtures';
import { $magicLinkState, checkMagicLinkFx, magicLinkCtaPressed, magicLinkOpened } from './model';

function setup(values: ValueList = [], handlers: { check?: () => Promise<unknown> } = {}) {
  const memory = createMemoryStorage({ local: { token: 'old' } });
  const navigate = vi.fn();
  const check = vi.fn(handlers.check ?? (async () => ({ result: { token: 'magic', user: makeUser() } })));
  const scope = fork({
    values,
    handlers: [...memory.handlers, [navigateFx, navigate], [checkMagicLinkFx, check]],
  });
  return { scope, memory, navigate, check };
}

describe('magic-link post screen (onboarding §4, §8)', () => {
  it('opening it removes the stored token first; without a code go to /', async () => {
    const { scope, memory, navigate, check } = setup([[$token, 'old']]);
    await allSettled(magicLinkOpened, { scope, params: {} });
    expect(memory.local.has('token')).toBe(false);
    expect(scope.getState($token)).toBeNull();
    expect(navigate).toHaveBeenCalledWith({ to: '/', replace: true });
    expect(check).not.toHaveBeenCalled();
  });

  it('loading then success: token saved and user stored; the CTA goes to /fetch, or /settings with an e-mail-to-delete', async () => {
    const { scope, memory, navigate, check } = setup();
    await allSettled(magicLinkOpened, { scope, params: { code: 'c0de' } });
    expect(check).toHaveBeenCalledWith('c0de');
    expect(scope.getState($magicLinkState)).toBe('success');
    expect(memory.local.get('token')).toBe('magic');
    expect(scope.getState($user)?.hash).toBe('u-1');
    await allSettled(magicLinkCtaPressed, { scope });
    expect(navigate).toHaveBeenLastCalledWith({ to: '/fetch', replace: false });

    const deleting = setup([[$emailToDelete, 'ada@gmail.com']]);
    await allSettled(magicLinkOpened, { scope: deleting.scope, params: { code: 'c0de' } });
    await allSettled(magicLinkCtaPressed, { scope: deleting.scope });
    expect(deleting.navigate).toHaveBeenLastCalledWith({ to: '/settings', replace: false });
  });

  it('message timeout → timeOut (CTA → /magic-request-email); other failures or no token → error (CTA → /login/email)', async () => {
    const expired = setup([], { check: async () => Promise.reject({ message: 'timeout', status: 400 }) });
    await allSettled(magicLinkOpened, { scope: expired.scope, params: { code: 'c' } });
    expect(expired.scope.getState($magicLinkState)).toBe('timeOut');
    await allSettled(magicLinkCtaPressed, { scope: expired.scope });
    expect(expired.navigate).toHaveBeenLastCalledWith({
      to: '/magic-request-email?expired=true',
      replace: false,
    });

    const used = setup([], {
      check: async () => Promise.reject({ message: 'magic_code_used', status: 400 }),
    });
    await allSettled(magicLinkOpened, { scope: used.scope, params: { code: 'c' } });
    expect(used.scope.getState($magicLinkState)).toBe('error');
    await allSettled(magicLinkCtaPressed, { scope: used.scope });
    expect(used.navigate).toHaveBeenLastCalledWith({ to: '/login/email', replace: false });

    const tokenless = setup([], { check: async () => ({ result: { token: '', user: makeUser() } }) });
    await allSettled(magicLinkOpened, { scope: tokenless.scope, params: { code: 'c' } });
    expect(tokenless.scope.getState($magicLinkState)).toBe('error');
    expect(tokenless.scope.getState($token)).toBeNull();
  });
});
