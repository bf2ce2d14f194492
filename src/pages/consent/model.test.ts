import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { futureContactFx, submitConsentFx } from '@/entities/data-consent/model';
import { $storedEmail } from '@/entities/session/model';
import { trackingParamsSaved } from '@/entities/tracking/model';
import { navigateFx } from '@/shared/lib/router/model';
import { createMemoryStorage } from '@/shared/lib/storage/memory-storage';
import { $consentError, consentPageOpened, futureContactToggled, letsGoPressed } from './model';

function setup(email: string | null, consent: () => Promise<unknown> = async () => ({ done: true })) {
  const memory = createMemoryStorage();
  const navigate = vi.fn();
  const submit = vi.fn((..._args: unknown[]) => consent());
  const future = vi.fn(async (..._args: unknown[]) => ({ done: true }));
  const scope = fork({
    values: [[$storedEmail, email]],
    handlers: [
      ...memory.handlers,
      [navigateFx, navigate],
      [submitConsentFx, submit],
      [futureContactFx, future],
    ],
  });
  return { scope, navigate, submit, future };
}

describe('consent page (onboarding §2 /consent-page, §7 PUT /auth/consent)', () => {
  it("let's go sends the stored e-mail with the sign-up tracking fields, then goes on to toPath", async () => {
    const { scope, navigate, submit, future } = setup('ada@gmail.com');
    await allSettled(trackingParamsSaved, {
      scope,
      params: { utm_source: 'news', utm_campaign: 'spring', utm_medium: 'mail', referrer: 'friend' },
    });
    await allSettled(consentPageOpened, { scope, params: { provider: 'google', toPath: '/login/google' } });
    await allSettled(letsGoPressed, { scope });
    // The attached effect's handler receives the request it would send (and the locale).
    expect(submit.mock.calls[0]?.[1]).toEqual({
      body: {
        email: 'ada@gmail.com',
        language: 'en',
        device: 'web',
        signUpReferrer: 'friend',
        signUpUtmSource: 'news',
        signUpUtmCampaign: 'spring',
        signUpUtmMedium: 'mail',
      },
    });
    expect(future).not.toHaveBeenCalled();
    expect(navigate).toHaveBeenLastCalledWith({ to: '/login/google', replace: true });
  });

  it('the optional future-contact box also records that agreement', async () => {
    const { scope, future } = setup('ada@gmail.com');
    await allSettled(consentPageOpened, { scope, params: {} });
    await allSettled(futureContactToggled, { scope, params: true });
    await allSettled(letsGoPressed, { scope });
    expect(future.mock.calls[0]?.[1]).toEqual({
      body: { email: 'ada@gmail.com', language: 'en', device: 'web' },
    });
  });

  it('a failure sets the error flag and stays; without a stored e-mail the page goes to /', async () => {
    const failing = setup('ada@gmail.com', async () => Promise.reject({ message: 'x', status: 500 }));
    await allSettled(consentPageOpened, { scope: failing.scope, params: { toPath: '/login/web' } });
    await allSettled(letsGoPressed, { scope: failing.scope });
    expect(failing.scope.getState($consentError)).toBe(true);
    expect(failing.navigate).not.toHaveBeenCalled();

    const none = setup(null);
    await allSettled(consentPageOpened, { scope: none.scope, params: {} });
    expect(none.navigate).toHaveBeenCalledWith({ to: '/', replace: true });
    await allSettled(letsGoPressed, { scope: none.scope });
    expect(none.submit).not.toHaveBeenCalled();
  });
});
