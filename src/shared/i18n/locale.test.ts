import { describe, expect, it } from 'vitest';
import { languageOf, linkLocale, resolveLocale, splitLocalePrefix, textDirection } from './locale';

describe('spec onboarding §9: locale rules', () => {
  it('resolves short codes: en → en-gb, de → de-de, nl → nl-nl', () => {
    expect(resolveLocale('en')).toBe('en-gb');
    expect(resolveLocale('de')).toBe('de-de');
    expect(resolveLocale('nl')).toBe('nl-nl');
  });

  it('accepts full codes in any case and rejects unknown languages', () => {
    expect(resolveLocale('fr-FR')).toBe('fr-fr');
    expect(resolveLocale('pt_PT')).toBe('pt-pt');
    expect(resolveLocale('fr')).toBe('fr-fr');
    expect(resolveLocale('xx')).toBeNull();
    expect(resolveLocale('')).toBeNull();
  });

  it('builds de-at links as de-de and leaves other locales alone', () => {
    expect(linkLocale('de-at')).toBe('de-de');
    expect(linkLocale('fr-fr')).toBe('fr-fr');
  });

  it('ar-sa is right to left, every other locale left to right', () => {
    expect(textDirection('ar-sa')).toBe('rtl');
    expect(textDirection('en-gb')).toBe('ltr');
    expect(textDirection('ja-jp')).toBe('ltr');
  });

  it('reads the language prefix of a path', () => {
    expect(splitLocalePrefix('/fr-fr/newsletters')).toEqual({ locale: 'fr-fr', rest: '/newsletters' });
    expect(splitLocalePrefix('/en-gb')).toEqual({ locale: 'en-gb', rest: '/' });
    expect(splitLocalePrefix('/newsletters')).toEqual({ locale: null, rest: '/newsletters' });
    expect(splitLocalePrefix('/xx-yy/stats')).toEqual({ locale: null, rest: '/xx-yy/stats' });
  });

  it('gives the two-letter language the server expects', () => {
    expect(languageOf('de-at')).toBe('de');
  });
});
