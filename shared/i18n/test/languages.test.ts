import {
  DEFAULT_LANGUAGE,
  fromLocaleCode,
  isLanguage,
  LANGUAGES,
  nativeName,
  toGifCode,
  toLocaleCode,
} from '../src/languages';

describe('languages', () => {
  it('lists the 7 product languages, English first and default', () => {
    expect(LANGUAGES).toEqual(['en', 'nl', 'de', 'it', 'fr', 'es', 'pl']);
    expect(DEFAULT_LANGUAGE).toBe('en');
  });

  it.each([
    ['en', 'en-US', 'en_US', 'English'],
    ['nl', 'nl-NL', 'nl_NL', 'Nederlands'],
    ['de', 'de-DE', 'de_DE', 'Deutsch'],
    ['it', 'it-IT', 'it_IT', 'Italiano'],
    ['fr', 'fr-FR', 'fr_FR', 'Français'],
    ['es', 'es-ES', 'es_ES', 'Español'],
    ['pl', 'pl-PL', 'pl_PL', 'Polski'],
  ] as const)('%s maps to %s, %s and %s', (lng, locale, gif, name) => {
    expect(toLocaleCode(lng)).toBe(locale);
    expect(toGifCode(lng)).toBe(gif);
    expect(nativeName(lng)).toBe(name);
    expect(fromLocaleCode(locale)).toBe(lng);
    expect(fromLocaleCode(gif)).toBe(lng);
  });

  it('reads language tags leniently and rejects other languages', () => {
    expect(fromLocaleCode('NL')).toBe('nl');
    expect(fromLocaleCode('de-AT')).toBe('de');
    expect(fromLocaleCode('en-GB')).toBe('en');
    expect(fromLocaleCode('pt-BR')).toBeUndefined();
    expect(fromLocaleCode('')).toBeUndefined();
    expect(fromLocaleCode(undefined)).toBeUndefined();
  });

  it('isLanguage accepts only the bare codes', () => {
    expect(isLanguage('fr')).toBe(true);
    expect(isLanguage('fr-FR')).toBe(false);
    expect(isLanguage('pt')).toBe(false);
    expect(isLanguage(1)).toBe(false);
  });
});
