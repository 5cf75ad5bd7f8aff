import { countryName, countryOptions, languageName } from '../src';

describe('country options', () => {
  it('names countries in the member language, sorted there', () => {
    expect(countryOptions(['NL', 'DE', 'BE'], 'nl')).toEqual([
      { code: 'BE', name: 'België' },
      { code: 'DE', name: 'Duitsland' },
      { code: 'NL', name: 'Nederland' },
    ]);
    expect(countryOptions(['NL'], 'de')[0].name).toBe('Niederlande');
  });
  it('names a single country and a language, and falls back to the code', () => {
    expect(countryName('be', 'fr')).toBe('Belgique');
    expect(countryName('', 'nl')).toBe('');
    expect(languageName('nl', 'de')).toBe('Niederländisch');
    expect(languageName('not a code!', 'en')).toBe('not a code!');
  });
});
