import { describe, expect, it } from 'vitest';
import { pushLocale, pushText } from '../notify/push';

describe('push notification texts come from the account namespace in the user language', () => {
  it('maps a stored language to an app locale, else the default one', () => {
    expect(pushLocale('de')).toBe('de-de');
    expect(pushLocale('fr-FR')).toBe('fr-fr');
    expect(pushLocale('nl-be')).toBe('nl-be');
    expect(pushLocale('xx')).toBe('en-gb');
    expect(pushLocale(null)).toBe('en-gb');
  });

  it('picks the plural form of the language and writes the count', () => {
    expect(pushText(null, 'push_scan_done_body', 1)).toBe('1 newsletter is waiting for you to sort it.');
    expect(pushText('en', 'push_scan_done_body', 1200)).toBe(
      '1,200 newsletters are waiting for you to sort them.',
    );
    expect(pushText('pl', 'push_scan_done_body', 3)).toBe('3 newslettery czekają na posortowanie.');
    expect(pushText('pl', 'push_scan_done_body', 5)).toBe('5 newsletterów czeka na posortowanie.');
    expect(pushText('fr', 'push_scan_done_title')).toBe('Votre boîte mail est analysée');
  });
});
