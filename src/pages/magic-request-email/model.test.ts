import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $shutdownEmail, $storedEmail } from '@/entities/session/model';
import { MAGIC_LINK_COUNTDOWN_DELAY_MS } from '@/shared/config/constants';
import type { ValueList } from '@/shared/lib/effector/handlers';
import { navigateFx } from '@/shared/lib/router/model';
import { createMemoryStorage } from '@/shared/lib/storage/memory-storage';
import {
  $magicCountdown,
  $magicRequestStep,
  $reconnectLinkVisible,
  magicRequestOpened,
  sendAgainPressed,
  sendMagicLinkFx,
} from './model';

function setup(values: ValueList = [], handlers: { send?: () => Promise<unknown> } = {}) {
  const memory = createMemoryStorage({ local: { token: 'old' } });
  const navigate = vi.fn();
  const send = vi.fn(handlers.send ?? (async () => ({ sent: true })));
  const scope = fork({
    values,
    handlers: [...memory.handlers, [navigateFx, navigate], [sendMagicLinkFx, send]],
  });
  return { scope, memory, navigate, send };
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
    await allSettled(magicRequestOpened, { scope: none.scope, params: { expired: false } });
    expect(none.navigate).toHaveBeenCalledWith({ to: '/login', replace: true });

    const failing = setup([[$storedEmail, 'ada@gmail.com']], {
      send: async () => Promise.reject({ message: 'x', status: 500 }),
    });
    await allSettled(sendAgainPressed, { scope: failing.scope });
    expect(failing.navigate).toHaveBeenCalledWith({ to: '/login', replace: true });
  });
});

describe('magic-link request screen: expired, error and the reconnect link', () => {
  it('opened after an expired link → expired; sending again works from there', async () => {
    const { scope, send } = setup([[$storedEmail, 'ada@gmail.com']]);
    await allSettled(magicRequestOpened, { scope, params: { expired: true } });
    expect(scope.getState($magicRequestStep)).toBe('expired');
    const run = allSettled(sendAgainPressed, { scope });
    await Promise.resolve();
    expect(send).toHaveBeenCalledTimes(1);
    expect(scope.getState($magicRequestStep)).toBe('sent');
    void run;
  });

  it('rate_limited → error (stays on the screen); other failures → /login', async () => {
    const limited = setup([[$storedEmail, 'ada@gmail.com']], {
      send: async () => Promise.reject({ message: 'rate_limited', status: 429 }),
    });
    await allSettled(sendAgainPressed, { scope: limited.scope });
    expect(limited.scope.getState($magicRequestStep)).toBe('error');
    expect(limited.navigate).not.toHaveBeenCalled();
  });

  it('the reconnect link shows only when the stored e-mail differs from the shut-down address', () => {
    const same = setup([
      [$storedEmail, 'Ada@old-mail.test'],
      [$shutdownEmail, 'ada@old-mail.test'],
    ]);
    expect(same.scope.getState($reconnectLinkVisible)).toBe(false);
    const other = setup([
      [$storedEmail, 'ada@gmail.com'],
      [$shutdownEmail, 'ada@old-mail.test'],
    ]);
    expect(other.scope.getState($reconnectLinkVisible)).toBe(true);
    const none = setup([[$storedEmail, 'ada@gmail.com']]);
    expect(none.scope.getState($reconnectLinkVisible)).toBe(false);
  });
});
