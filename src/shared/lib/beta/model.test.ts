import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { httpFx } from '@/shared/api/client';
import { $betaVariant, betaFlagFx, betaFlagRequested, betaVariantAppliedFx } from './model';

describe('beta flag (onboarding §7: GET /beta, field beta selects variant a or b)', () => {
  it('calls GET /beta and takes its variant, written on the document', async () => {
    const urls: string[] = [];
    const applied = vi.fn();
    const scope = fork({
      handlers: [
        [
          httpFx,
          async ({ url, method }: { url: string; method: string }) => {
            urls.push(`${method} ${url}`);
            return { status: 200, body: { beta: 'b' } };
          },
        ],
        [betaVariantAppliedFx, applied],
      ],
    });
    await allSettled(betaFlagRequested, { scope });
    expect(urls).toHaveLength(1);
    expect(urls[0]).toMatch(/^GET \/api\/beta\?/);
    expect(scope.getState($betaVariant)).toBe('b');
    expect(applied).toHaveBeenCalledWith('b');
  });

  it('keeps variant a when the call fails', async () => {
    const applied = vi.fn();
    const scope = fork({
      handlers: [
        [
          betaFlagFx,
          async () => {
            throw new Error('Network Error');
          },
        ],
        [betaVariantAppliedFx, applied],
      ],
    });
    await allSettled(betaFlagRequested, { scope });
    expect(scope.getState($betaVariant)).toBe('a');
    expect(applied).not.toHaveBeenCalled();
  });
});
