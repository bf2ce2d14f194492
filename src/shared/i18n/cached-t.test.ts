import i18next, { type i18n as I18n } from 'i18next';
import { describe, expect, it, vi } from 'vitest';
import { CACHE_LIMIT, cacheTranslations } from './cached-t';

/** A fresh instance with two languages, the cache installed, and a count of i18next's own resolutions. */
async function instance(): Promise<{ i18n: I18n; resolved: () => number }> {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'en-gb',
    fallbackLng: 'en-gb',
    lowerCaseLng: true,
    initAsync: false,
    interpolation: { escapeValue: false },
    ns: ['ui'],
    defaultNS: 'ui',
    resources: {
      'en-gb': {
        ui: {
          keep: 'Keep',
          mails_one: '{{count}} mail',
          mails_other: '{{count}} mails',
          select: 'Select {{name}}',
          flag: 'flag is {{on}}',
        },
      },
      'fr-fr': { ui: { keep: 'Garder' } },
    },
  });
  const translate = vi.spyOn(i18n, 't');
  cacheTranslations(i18n);
  return { i18n, resolved: () => translate.mock.calls.length };
}

describe('the translations cache', () => {
  it('answers a repeated call from memory, across the t functions of different components', async () => {
    const { i18n, resolved } = await instance();
    const row1 = i18n.getFixedT('en-gb', 'ui');
    const row2 = i18n.getFixedT('en-gb', 'ui');
    expect(row1('keep')).toBe('Keep');
    expect(row2('keep')).toBe('Keep');
    expect(row1('mails', { count: 3 })).toBe('3 mails');
    expect(row2('mails', { count: 3 })).toBe('3 mails');
    expect(resolved()).toBe(2);
  });

  it('keeps calls apart by their options, their types and the language of the t', async () => {
    const { i18n } = await instance();
    const t = i18n.getFixedT('en-gb', 'ui');
    expect(t('mails', { count: 1 })).toBe('1 mail');
    expect(t('mails', { count: 2 })).toBe('2 mails');
    expect(t('select', { name: 'Daily Deals' })).toBe('Select Daily Deals');
    expect(t('select', { name: 'Weekly' })).toBe('Select Weekly');
    expect(t('flag', { on: true })).toBe('flag is true');
    expect(t('flag', { on: 'yes' })).toBe('flag is yes');
    expect(i18n.getFixedT('fr-fr', 'ui')('keep')).toBe('Garder');
    expect(t('keep')).toBe('Keep');
  });

  it('forgets everything when the language changes or texts are added', async () => {
    const { i18n, resolved } = await instance();
    // A t made without a language follows the current one (and is cached by it).
    const follows = i18n.getFixedT(null as unknown as string, 'ui');
    expect(follows('keep')).toBe('Keep');
    expect(follows('keep')).toBe('Keep');
    expect(resolved()).toBe(1);
    await i18n.changeLanguage('fr-fr');
    expect(follows('keep')).toBe('Garder');
    i18n.addResourceBundle('fr-fr', 'ui', { keep: 'Conserver' }, true, true);
    expect(i18n.getFixedT('fr-fr', 'ui')('keep')).toBe('Conserver');
    // A key missing before its namespace loads is asked again once it is in.
    const t = i18n.getFixedT('en-gb', 'ui');
    expect(t('later')).toBe('later');
    i18n.addResourceBundle('en-gb', 'ui', { later: 'Later' }, true, true);
    expect(t('later')).toBe('Later');
  });

  it('leaves calls it cannot key to i18next, every time', async () => {
    const { i18n, resolved } = await instance();
    const t = i18n.getFixedT('en-gb', 'ui');
    const objectOption = { name: { first: 'A' } };
    t('select', objectOption);
    t('select', objectOption);
    t('keep', { returnObjects: true });
    t('keep', { returnObjects: true });
    expect(resolved()).toBe(4);
  });

  it('starts again when full', async () => {
    const { i18n, resolved } = await instance();
    const t = i18n.getFixedT('en-gb', 'ui');
    for (let index = 0; index <= CACHE_LIMIT; index += 1) t('select', { name: `n${index}` });
    expect(resolved()).toBe(CACHE_LIMIT + 1);
    t('select', { name: 'n0' });
    expect(resolved()).toBe(CACHE_LIMIT + 2);
  });
});
