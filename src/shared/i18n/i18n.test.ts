import { describe, expect, it } from 'vitest';
import { applyDocumentLocale, i18n, setupI18n } from './i18n';

describe('i18n bootstrap', () => {
  it('loads a locale lazily and translates in it, with en-gb as fallback', async () => {
    await setupI18n('fr-fr');
    expect(i18n.language).toBe('fr-fr');
    expect(i18n.t('shell_welcome_title')).toBe('Votre boîte mail, plus légère');
    await setupI18n('ja-jp');
    expect(i18n.t('language_name')).toBe('日本語');
    expect(i18n.t('shell_welcome_title', { lng: 'en-gb' })).toBe('Your mailbox, lighter');
  });

  it('keeps <html lang dir> right', () => {
    const doc = { documentElement: { lang: '', dir: '' } } as unknown as Document;
    applyDocumentLocale('ar-sa', doc);
    expect(doc.documentElement).toMatchObject({ lang: 'ar-sa', dir: 'rtl' });
    applyDocumentLocale('de-at', doc);
    expect(doc.documentElement).toMatchObject({ lang: 'de-at', dir: 'ltr' });
  });
});
