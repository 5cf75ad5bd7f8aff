import { countryName, countryOptions, languageName, LANGUAGES } from '../src';
import { SITE_COUNTRY_NAMES } from '../src/country-names';
import { SUPPORTED_COUNTRIES } from '../../../server/src/geo/countries';

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

describe("the site's countries", () => {
  it('are written out as Intl names them and sorts them, in every language, for every country the site serves', () => {
    for (const language of LANGUAGES) {
      const rows = SITE_COUNTRY_NAMES[language];
      const names = new Intl.DisplayNames([language], { type: 'region' });
      const collator = new Intl.Collator(language);
      expect(rows.map(([code]) => code).sort()).toEqual([...SUPPORTED_COUNTRIES].sort());
      expect(rows.map(([code, name]) => [code, name])).toEqual(
        [...SUPPORTED_COUNTRIES].map((code) => [code, names.of(code)]).sort((a, b) => collator.compare(a[1]!, b[1]!)),
      );
    }
  });

  it('are named and sorted without loading Intl’s region names, which a page pays for in its first render', () => {
    const Original = Intl.DisplayNames;
    const made = jest.spyOn(Intl, 'DisplayNames').mockImplementation((...args) => new Original(...args));
    try {
      jest.isolateModules(() => {
        const fresh = jest.requireActual<typeof import('../src/display-names')>('../src/display-names');
        expect(fresh.countryName('nl', 'pl')).toBe('Holandia');
        expect(fresh.countryOptions(['GB', 'DE', 'CH'], 'de').map((c) => c.name)).toEqual([
          'Deutschland',
          'Schweiz',
          'Vereinigtes Königreich',
        ]);
        expect(made).not.toHaveBeenCalled();
        // a country the site does not serve (a member's old profile) is still named, by Intl
        expect(fresh.countryName('JP', 'pl')).toBe('Japonia');
        expect(made).toHaveBeenCalledWith(['pl'], { type: 'region' });
      });
    } finally {
      made.mockRestore();
    }
  });
});
