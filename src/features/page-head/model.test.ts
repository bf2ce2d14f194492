import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $locale } from '@/shared/i18n/model';
import { navigated } from '@/shared/lib/router/model';
import { createMemoryStorage } from '@/shared/lib/storage/memory-storage';
import { applyPageHeadFx, fetchPageHeadFx } from './model';

function setup() {
  const fetchHead = vi.fn(async (path: string) => ({ title: `title of ${path}`, description: 'd' }));
  const apply = vi.fn();
  const scope = fork({
    values: [[$locale, 'fr-fr']],
    handlers: [...createMemoryStorage().handlers, [fetchPageHeadFx, fetchHead], [applyPageHeadFx, apply]],
  });
  return { scope, fetchHead, apply };
}

describe('page head (onboarding §7 /structureddata)', () => {
  it("a public page reads its served file in the current language and applies it; another page gets the product's name", async () => {
    const { scope, fetchHead, apply } = setup();
    await allSettled(navigated, { scope, params: { pathname: '/consent-page', search: '' } });
    expect(fetchHead).toHaveBeenCalledWith('/structureddata/consent_fr-fr.json');
    expect(apply).toHaveBeenLastCalledWith({
      title: 'title of /structureddata/consent_fr-fr.json',
      description: 'd',
    });

    await allSettled(navigated, { scope, params: { pathname: '/magic-link', search: '?code=x' } });
    expect(fetchHead).toHaveBeenLastCalledWith('/structureddata/magic_link_fr-fr.json');

    await allSettled(navigated, { scope, params: { pathname: '/login-o-auth/microsoft', search: '' } });
    expect(apply).toHaveBeenLastCalledWith({ title: 'Tidy Fox' });
  });
});
