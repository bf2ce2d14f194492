import { allSettled, fork } from 'effector';
import { describe, expect, it } from 'vitest';
import { $token } from '@/entities/session/model';
import type { Locale } from '@/shared/config/constants';
import { $locale, switchLocaleFx } from '@/shared/i18n/model';
import { createMemoryStorage } from '@/shared/lib/storage/memory-storage';
import { appPrepared } from './model';

describe('app start-up', () => {
  it('restores the stored values and the language before the first page, and stores language changes', async () => {
    const memory = createMemoryStorage({ local: { token: 't' } });
    const scope = fork({
      handlers: [...memory.handlers, [switchLocaleFx, async (locale: Locale) => locale]],
    });
    await allSettled(appPrepared, { scope, params: { locale: 'fr-fr' } });
    expect(scope.getState($token)).toBe('t');
    expect(scope.getState($locale)).toBe('fr-fr');
    expect(memory.local.get('lang')).toBe('fr-fr');
  });
});
