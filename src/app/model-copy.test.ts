import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fork } from 'effector';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $cookieItems } from '@/entities/cookie-consent/model';
import { SELECT_ONE_EMAIL_KEY, SETTINGS_ERROR_KEY } from '@/features/mailbox-settings/model';
import { PUSH_ERROR_KEYS } from '@/features/notification-settings/model';
import { inlineErrorKey, LOOKUP_INLINE_ERRORS } from '@/features/provider-lookup/model';
import { REFERRAL_ERROR_KEYS, USER_FORM_FIELD_KEYS } from '@/pages/user-form/model';
import { LOCALES } from '@/shared/config/constants';
import { DEFAULT_NAMESPACE } from '@/shared/i18n/i18n';
import { $remoteConfig, REMOTE_CONFIG_DEFAULTS } from '@/shared/lib/remote-config/model';
import { GENERIC_ERROR_KEY, PLATFORM_ERROR_KEY } from '@/shared/lib/toast/model';

const localesDir = join(process.cwd(), 'src/shared/i18n/locales');
const cache = new Map<string, Record<string, string>>();
function messages(locale: string, namespace: string): Record<string, string> {
  const id = `${locale}/${namespace}`;
  if (!cache.has(id)) {
    cache.set(id, JSON.parse(readFileSync(join(localesDir, locale, `${namespace}.json`), 'utf8')));
  }
  return cache.get(id) as Record<string, string>;
}
function text(locale: string, key: string): string | undefined {
  const [namespace, name] = key.includes(':') ? key.split(':') : [DEFAULT_NAMESPACE, key];
  return messages(locale, namespace as string)[name as string];
}
const placeholders = (value: string) =>
  [...value.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort();

/** Every i18n key the models put on screen (toasts, inline errors, form messages, cookie items, share text). */
function emittedKeys(): string[] {
  const cookieKeys = [true, false].flatMap((isEea) =>
    fork({ values: [[$remoteConfig, { ...REMOTE_CONFIG_DEFAULTS, isEea }]] })
      .getState($cookieItems)
      .flatMap((item) => [item.title, item.description]),
  );
  return [
    ...new Set([
      GENERIC_ERROR_KEY,
      PLATFORM_ERROR_KEY,
      SETTINGS_ERROR_KEY,
      SELECT_ONE_EMAIL_KEY,
      ...Object.values(PUSH_ERROR_KEYS),
      'product:share_text_stats',
      'product:share_text_generic',
      ...LOOKUP_INLINE_ERRORS.map(inlineErrorKey),
      ...USER_FORM_FIELD_KEYS.map((key) => `platform:${key}`),
      ...Object.values(REFERRAL_ERROR_KEYS),
      ...cookieKeys,
    ]),
  ];
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('copy a model emits is an i18n key present in all 22 locales', () => {
  it('every emitted key has a non-empty text with the same placeholders in every locale', () => {
    const keys = emittedKeys();
    expect(keys.length).toBeGreaterThan(30);
    for (const key of keys) {
      const reference = text('en-gb', key);
      expect(reference, `en-gb ${key}`).toBeTruthy();
      for (const locale of LOCALES) {
        const translated = text(locale, key);
        expect(translated?.trim(), `${locale} ${key}`).toBeTruthy();
        expect(placeholders(translated ?? ''), `${locale} ${key}`).toEqual(placeholders(reference ?? ''));
      }
    }
  });
});
