import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $token, $user } from '@/entities/session/model';
import type { PageRoute } from '@/features/navigation/decide';
import { $currentRoute } from '@/features/navigation/model';
import { lookupProviderFx } from '@/features/provider-lookup/model';
import type { AuthResult } from '@/shared/api/contract';
import { navigateFx } from '@/shared/lib/router/model';
import { createMemoryStorage } from '@/shared/lib/storage/memory-storage';
import { $toast } from '@/shared/lib/toast/model';
import { makeUser } from '@/shared/test/fixtures';
import {
  $heroEmail,
  $invalidField,
  demoLoginFx,
  demoRequested,
  landingEmailChanged,
  landingPageOpened,
  landingSubmitted,
} from './model';

const route = (query: Record<string, string> = {}, name: 'landing' | 'start' = 'landing'): PageRoute => ({
  kind: 'page',
  name,
  params: {},
  query,
  pathname: name === 'landing' ? '/' : '/start',
});

function setup(query: Record<string, string> = {}) {
  // A stored variant: the A/B choice (and its 2 s wait) is the variant model's own test.
  const memory = createMemoryStorage({ local: { landingVariant: 'A' } });
  const navigate = vi.fn();
  const lookup = vi.fn(async () => ({ provider: 'other' as const, isShutdown: false }));
  const demoUser = makeUser({ firstname: null, demo: true, discovery: true });
  const demo = vi.fn(
    async (): Promise<AuthResult> => ({
      token: 'demo-token',
      user: demoUser,
      status: 'created',
      new: true,
      association: false,
    }),
  );
  const scope = fork({
    values: [[$currentRoute, route(query)]],
    handlers: [...memory.handlers, [navigateFx, navigate], [lookupProviderFx, lookup], [demoLoginFx, demo]],
  });
  return { scope, navigate, lookup, demo, demoUser };
}

describe('landing (onboarding §2, §4 landing submit)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('the email query prefills the field after 500 ms', async () => {
    const { scope } = setup({ email: 'ada@gmail.com' });
    const opening = allSettled(landingPageOpened, { scope });
    await vi.advanceTimersByTimeAsync(499);
    expect(scope.getState($heroEmail)).toBe('');
    await vi.advanceTimersByTimeAsync(1);
    await opening;
    expect(scope.getState($heroEmail)).toBe('ada@gmail.com');
  });

  it('the error parameter opens an error toast', async () => {
    const { scope } = setup({ error: 'oauth' });
    const opening = allSettled(landingPageOpened, { scope });
    await vi.advanceTimersByTimeAsync(10);
    expect(scope.getState($toast)).toMatchObject({ kind: 'error', messageKey: 'landing:error_toast' });
    await opening;
    const quiet = setup();
    await allSettled(landingPageOpened, { scope: quiet.scope });
    expect(quiet.scope.getState($toast)).toBeNull();
  });

  it('a valid address goes to the provider lookup and on to its login path; an invalid one is refused', async () => {
    const { scope, lookup, navigate } = setup();
    await allSettled(landingEmailChanged, { scope, params: { field: 'hero', value: 'ada@' } });
    await allSettled(landingSubmitted, { scope, params: 'hero' });
    expect(lookup).not.toHaveBeenCalled();
    expect(scope.getState($invalidField)).toBe('hero');
    await allSettled(landingEmailChanged, {
      scope,
      params: { field: 'banner', value: 'ada@demo.tidyfox.test' },
    });
    await allSettled(landingSubmitted, { scope, params: 'banner' });
    expect(lookup).toHaveBeenCalledWith('ada@demo.tidyfox.test');
    expect(navigate).toHaveBeenCalledWith({ to: '/login/web', replace: false });
  });

  it('the demo entry signs in a discovery user and goes to /fetch', async () => {
    const { scope, demo, navigate, demoUser } = setup();
    await allSettled(demoRequested, { scope });
    expect(demo).toHaveBeenCalledTimes(1);
    expect(scope.getState($token)).toBe('demo-token');
    expect(scope.getState($user)).toEqual(demoUser);
    expect(navigate).toHaveBeenCalledWith({ to: '/fetch', replace: false });
  });
});
