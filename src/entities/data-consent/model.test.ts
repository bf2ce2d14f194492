import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { navigateFx } from '@/shared/lib/router/model';
import { createMemoryStorage } from '@/shared/lib/storage/memory-storage';
import { $dataConsentError, $dataConsentRequired, consentSubmitted, submitConsentFx } from './model';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('consent page (onboarding §7 PUT /auth/consent, §8 consent call failure)', () => {
  it('success records acceptance (stored) and continues', async () => {
    const memory = createMemoryStorage();
    const navigate = vi.fn();
    const scope = fork({
      handlers: [
        ...memory.handlers,
        [navigateFx, navigate],
        [submitConsentFx, async () => ({ done: true as const })],
      ],
    });
    expect(scope.getState($dataConsentRequired)).toBe(true);
    await allSettled(consentSubmitted, {
      scope,
      params: { email: 'a@b.co', toPath: '/login/google?step=app_pass' },
    });
    expect(navigate).toHaveBeenCalledWith({ to: '/login/google?step=app_pass', replace: true });
    expect(scope.getState($dataConsentRequired)).toBe(false);
    expect(memory.local.get('dataConsentAccepted')).toBe('true');
    expect(scope.getState($dataConsentError)).toBe(false);
  });

  it('failure sets the error flag and stops', async () => {
    const memory = createMemoryStorage();
    const scope = fork({
      handlers: [
        ...memory.handlers,
        [submitConsentFx, async () => Promise.reject({ message: 'x', status: 500 })],
      ],
    });
    await allSettled(consentSubmitted, { scope, params: { email: 'a@b.co' } });
    expect(scope.getState($dataConsentError)).toBe(true);
    expect(scope.getState($dataConsentRequired)).toBe(true);
  });
});
