import { allSettled, fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Locale } from '@/shared/config/constants';
import { $locale, localeChanged, switchLocaleFx } from './model';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('a language is accepted only if it is in the configured list (onboarding §5)', () => {
  it('switches to a configured locale and ignores anything else', async () => {
    const switched = vi.fn(async (locale: Locale) => locale);
    const scope = fork({ handlers: [[switchLocaleFx, switched]] });
    await allSettled(localeChanged, { scope, params: 'fr-fr' });
    expect(scope.getState($locale)).toBe('fr-fr');
    await allSettled(localeChanged, { scope, params: 'xx-yy' as Locale });
    expect(scope.getState($locale)).toBe('fr-fr');
    expect(switched).toHaveBeenCalledTimes(1);
  });
});
