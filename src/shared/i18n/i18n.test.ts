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

  it("formats counts the locale's way inside sentences (thousands grouped)", async () => {
    await setupI18n('en-gb');
    expect(i18n.t('ui:sender_mails_count', { count: 12480 })).toBe('12,480 mails');
    expect(i18n.t('ui:sender_mails_count', { count: 1 })).toBe('1 mail');
    await setupI18n('de-de');
    expect(i18n.t('ui:sender_mails_count', { count: 12480 })).toBe('12.480 E-Mails');
  });

  it('keeps <html lang dir> right', () => {
    const doc = { documentElement: { lang: '', dir: '' } } as unknown as Document;
    applyDocumentLocale('ar-sa', doc);
    expect(doc.documentElement).toMatchObject({ lang: 'ar-sa', dir: 'rtl' });
    applyDocumentLocale('de-at', doc);
    expect(doc.documentElement).toMatchObject({ lang: 'de-at', dir: 'ltr' });
  });
});
