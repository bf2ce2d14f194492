import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $storedEmail, $token, $user } from '@/entities/session/model';
import { TOAST_DURATION_MS } from '@/shared/config/constants';
import type { ValueList } from '@/shared/lib/effector/handlers';
import { navigateFx } from '@/shared/lib/router/model';
import { createMemoryStorage } from '@/shared/lib/storage/memory-storage';
import { $toast } from '@/shared/lib/toast/model';
import { makeMailbox, makeUser } from '@/shared/test/fixtures';
import {
  $lookupInlineError,
  $unsupportedProvider,
  type LookupAnswer,
  lookupProviderFx,
  lookupSubmitted,
  unsupportedConsentToggled,
  unsupportedValidated,
} from './model';

function setup(answer: () => Promise<LookupAnswer>, values: ValueList = []) {
  const memory = createMemoryStorage();
  const navigate = vi.fn();
  const lookup = vi.fn(answer);
  const scope = fork({
    values,
    handlers: [...memory.handlers, [navigateFx, navigate], [lookupProviderFx, lookup]],
  });
  return { scope, memory, navigate, lookup };
}
const connected: ValueList = [
  [$token, 't'],
  [$user, makeUser({ accounts: [makeMailbox({ email: 'mine@yahoo.com', provider: 'yahoo' })] })],
];
const reject = (message: string, data?: unknown) => async () =>
  Promise.reject({ message, data, status: 400 });

describe('landing submit (onboarding §4): a valid e-mail → provider lookup → provider login path', () => {
  it('an invalid e-mail submits nothing', async () => {
    const { scope, lookup } = setup(async () => ({ provider: 'google', isShutdown: false }));
    await allSettled(lookupSubmitted, { scope, params: { email: 'nope@', flow: 'landing' } });
    expect(lookup).not.toHaveBeenCalled();
  });

  it('stores the e-mail and goes to the provider login path (microsoft through OAuth)', async () => {
    const { scope, navigate, memory } = setup(async () => ({ provider: 'yahoo', isShutdown: false }));
    await allSettled(lookupSubmitted, { scope, params: { email: 'ada@yahoo.com', flow: 'landing' } });
    expect(navigate).toHaveBeenCalledWith({ to: '/login/yahoo', replace: false });
    expect(memory.local.get('email')).toBe('ada@yahoo.com');
    expect(scope.getState($storedEmail)).toBe('ada@yahoo.com');
    const ms = setup(async () => ({ provider: 'microsoft', isShutdown: false }));
    await allSettled(lookupSubmitted, {
      scope: ms.scope,
      params: { email: 'ada@outlook.com', flow: 'landing' },
    });
    expect(ms.navigate).toHaveBeenCalledWith({ to: '/login/microsoft/redirect', replace: false });
  });

  it('mx_unsupported / mx_not_found open the provider error modal with the e-mail, provider and reason', async () => {
    const { scope, navigate } = setup(reject('mx_unsupported', { provider: 'orange', reason: 'shutdown' }));
    await allSettled(lookupSubmitted, { scope, params: { email: 'ada@orange.fr', flow: 'landing' } });
    expect(scope.getState($unsupportedProvider)).toEqual({
      code: 'mx_unsupported',
      email: 'ada@orange.fr',
      provider: 'orange',
      reason: 'shutdown',
    });
    await allSettled(unsupportedValidated, { scope });
    expect(navigate).not.toHaveBeenCalled();
    await allSettled(unsupportedConsentToggled, { scope, params: true });
    await allSettled(unsupportedValidated, { scope });
    expect(navigate).toHaveBeenCalledWith({ to: '/login/web', replace: false });
    expect(scope.getState($unsupportedProvider)).toBeNull();
  });

  it('other lookup errors show an error toast', async () => {
    vi.useFakeTimers();
    const { scope } = setup(reject('internal_error'));
    const run = allSettled(lookupSubmitted, { scope, params: { email: 'ada@x.com', flow: 'landing' } });
    await vi.advanceTimersByTimeAsync(0);
    expect(scope.getState($toast)).toMatchObject({
      kind: 'error',
      messageKey: 'platform:toast_generic_error',
    });
    await vi.advanceTimersByTimeAsync(TOAST_DURATION_MS);
    await run;
    vi.useRealTimers();
  });
});

describe('delete-account flow (onboarding §4)', () => {
  it('with the invalid-grant marker: store the e-mail; connected owner → /settings, else the provider login path', async () => {
    const owner = setup(
      async () => ({ provider: 'yahoo', isShutdown: false, invalidGrant: true }),
      connected,
    );
    await allSettled(lookupSubmitted, {
      scope: owner.scope,
      params: { email: 'mine@yahoo.com', flow: 'deleteAccount' },
    });
    expect(owner.memory.local.get('emailToDeleteRedirect')).toBe('mine@yahoo.com');
    expect(owner.navigate).toHaveBeenCalledWith({ to: '/settings', replace: false });

    const stranger = setup(async () => ({ provider: 'yahoo', isShutdown: false, invalidGrant: true }));
    await allSettled(lookupSubmitted, {
      scope: stranger.scope,
      params: { email: 'x@yahoo.com', flow: 'deleteAccount' },
    });
    expect(stranger.memory.local.get('emailToDeleteRedirect')).toBe('x@yahoo.com');
    expect(stranger.navigate).toHaveBeenCalledWith({ to: '/login/yahoo', replace: false });
  });

  it('without the marker: the not-in-database error', async () => {
    const { scope, navigate } = setup(async () => ({ provider: 'yahoo', isShutdown: false }));
    await allSettled(lookupSubmitted, { scope, params: { email: 'x@yahoo.com', flow: 'deleteAccount' } });
    expect(scope.getState($lookupInlineError)).toBe('platform:delete_account_not_in_database');
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('lookup errors shown inline (onboarding §8)', () => {
  it('login_email_already_associated / mailbox_already_associated from the server show inline, as i18n keys', async () => {
    for (const code of ['login_email_already_associated', 'mailbox_already_associated']) {
      const { scope, navigate } = setup(reject(code));
      await allSettled(lookupSubmitted, { scope, params: { email: 'ada@yahoo.com', flow: 'addMailbox' } });
      expect(scope.getState($lookupInlineError)).toBe(`platform:${code}`);
      expect(navigate).not.toHaveBeenCalled();
    }
  });
});

describe('add-mailbox flow (onboarding §4)', () => {
  it('marker present, connected and the mailbox is not theirs: already-associated error', async () => {
    const { scope, navigate } = setup(
      async () => ({ provider: 'yahoo', isShutdown: false, invalidGrant: true }),
      connected,
    );
    await allSettled(lookupSubmitted, { scope, params: { email: 'other@yahoo.com', flow: 'addMailbox' } });
    expect(scope.getState($lookupInlineError)).toBe('platform:mailbox_already_associated');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('otherwise go to the provider login path', async () => {
    const own = setup(async () => ({ provider: 'yahoo', isShutdown: false, invalidGrant: true }), connected);
    await allSettled(lookupSubmitted, {
      scope: own.scope,
      params: { email: 'mine@yahoo.com', flow: 'addMailbox' },
    });
    expect(own.navigate).toHaveBeenCalledWith({ to: '/login/yahoo', replace: false });
    const fresh = setup(async () => ({ provider: 'gmx', isShutdown: false }), connected);
    await allSettled(lookupSubmitted, {
      scope: fresh.scope,
      params: { email: 'new@gmx.de', flow: 'addMailbox' },
    });
    expect(fresh.navigate).toHaveBeenCalledWith({ to: '/login/gmx', replace: false });
  });
});
