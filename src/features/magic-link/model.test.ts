import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $emailToDelete, $storedEmail, $token, $user } from '@/entities/session/model';
import { MAGIC_LINK_COUNTDOWN_DELAY_MS } from '@/shared/config/constants';
import type { ValueList } from '@/shared/lib/effector/handlers';
import { navigated, navigateFx } from '@/shared/lib/router/model';
import { createMemoryStorage } from '@/shared/lib/storage/memory-storage';
import { makeUser } from '@/shared/test/fixtures';
import {
  $magicCountdown,
  $magicLinkState,
  $magicRequestStep,
  checkMagicLinkFx,
  magicLinkCtaPressed,
  magicLinkOpened,
  magicRequestOpened,
  sendAgainPressed,
  sendMagicLinkFx,
} from './model';

function setup(
  values: ValueList = [],
  handlers: { send?: () => Promise<unknown>; check?: () => Promise<unknown> } = {},
) {
  const memory = createMemoryStorage({ local: { token: 'old' } });
  const navigate = vi.fn();
  const send = vi.fn(handlers.send ?? (async () => ({ sent: true })));
  const check = vi.fn(handlers.check ?? (async () => ({ result: { token: 'magic', user: makeUser() } })));
  const scope = fork({
    values,
    handlers: [
      ...memory.handlers,
      [navigateFx, navigate],
      [sendMagicLinkFx, send],
      [checkMagicLinkFx, check],
    ],
  });
  return { scope, memory, navigate, send, check };
}

describe('magic-link request screen (onboarding §4)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('send again → sent; after 3 s → wait with a 30-to-0 countdown; at 0 back to default', async () => {
    const { scope, send } = setup([[$storedEmail, 'ada@gmail.com']]);
    const run = allSettled(sendAgainPressed, { scope });
    await vi.advanceTimersByTimeAsync(0);
    expect(send).toHaveBeenCalledWith({ email: 'ada@gmail.com', language: 'en' });
    expect(scope.getState($magicRequestStep)).toBe('sent');
    await vi.advanceTimersByTimeAsync(MAGIC_LINK_COUNTDOWN_DELAY_MS);
    expect(scope.getState($magicRequestStep)).toBe('wait');
    expect(scope.getState($magicCountdown)).toBe(30);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(scope.getState($magicCountdown)).toBe(20);
    // pressing during the wait sends nothing
    void allSettled(sendAgainPressed, { scope });
    await vi.advanceTimersByTimeAsync(20_000);
    await run;
    expect(scope.getState($magicCountdown)).toBe(0);
    expect(scope.getState($magicRequestStep)).toBe('default');
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('needs a stored e-mail, otherwise goes to /login; a send failure goes to /login', async () => {
    const none = setup();
    await allSettled(magicRequestOpened, { scope: none.scope });
    expect(none.navigate).toHaveBeenCalledWith({ to: '/login', replace: true });

    const failing = setup([[$storedEmail, 'ada@gmail.com']], {
      send: async () => Promise.reject({ message: 'x', status: 500 }),
    });
    await allSettled(sendAgainPressed, { scope: failing.scope });
    expect(failing.navigate).toHaveBeenCalledWith({ to: '/login', replace: true });
  });
});

describe('magic-link screens are opened by the router (a page needs no glue)', () => {
  it('/magic-link?code=… checks the code once; /magic-request-email without a stored e-mail goes to /login', async () => {
    const { scope, check, navigate } = setup();
    await allSettled(navigated, { scope, params: { pathname: '/magic-link', search: '?code=c0de' } });
    expect(check).toHaveBeenCalledWith('c0de');
    expect(scope.getState($magicLinkState)).toBe('success');
    await allSettled(navigated, { scope, params: { pathname: '/magic-request-email', search: '' } });
    expect(navigate).toHaveBeenCalledWith({ to: '/login', replace: true });
  });
});

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
    expect(expired.navigate).toHaveBeenLastCalledWith({ to: '/magic-request-email', replace: false });

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
