import { detect, detectLanguage } from '../src/detect';

describe('detectLanguage', () => {
  it('prefers the ?lang= query parameter over everything', () => {
    expect(detect({ search: '?lang=de', cookie: 'nl', navigatorLanguages: ['fr-FR'] })).toEqual({
      language: 'de',
      source: 'query',
    });
    expect(detectLanguage({ search: '?x=1&lang=pl-PL' })).toBe('pl');
  });

  it('falls back to the locale cookie when the query has none or an unknown one', () => {
    expect(detect({ search: '?lang=pt', cookie: 'nl', navigatorLanguages: ['fr-FR'] })).toEqual({
      language: 'nl',
      source: 'cookie',
    });
    expect(detectLanguage({ search: '', cookie: 'it-IT' })).toBe('it');
  });

  it('then takes the first supported navigator language', () => {
    expect(detect({ cookie: 'xx', navigatorLanguages: ['pt-BR', 'es-MX', 'fr'] })).toEqual({
      language: 'es',
      source: 'navigator',
    });
  });

  it('defaults to English', () => {
    expect(detect({ navigatorLanguages: ['ja-JP'] })).toEqual({ language: 'en', source: 'default' });
    expect(detectLanguage({})).toBe('en');
  });

  it('answers English outside a browser', () => {
    expect(detectLanguage()).toBe('en');
  });
});
