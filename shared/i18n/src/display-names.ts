import { SITE_COUNTRY_NAMES } from './country-names';
import { isLanguage } from './languages';

/**
 * Country and language names in the reader's language. Intl knows every name in every language, so no
 * message file carries them (the site's own countries come written out, see country-names.ts); an unknown code (or
 * an engine without the data) reads as the code itself.
 */

/**
 * One Intl object per language and kind: making one costs about as much as a hundred look-ups, and a page names a
 * country on every result card and in every country list.
 */
function kept<T>(cache: Map<string, T | null>, key: string, make: () => T): T | null {
  if (!cache.has(key)) {
    try {
      cache.set(key, make());
    } catch {
      cache.set(key, null);
    }
  }
  return cache.get(key) ?? null;
}

const displayNames = new Map<string, Intl.DisplayNames | null>();
const collators = new Map<string, Intl.Collator | null>();

interface SiteCountry {
  name: string;
  /** its place in the language's alphabetical order */
  order: number;
}
const siteCountries = new Map<string, ReadonlyMap<string, SiteCountry>>();

/** The site's countries by code in `language`; none for a language the site does not speak. */
function siteCountriesIn(language: string): ReadonlyMap<string, SiteCountry> | undefined {
  if (!isLanguage(language)) return undefined;
  let byCode = siteCountries.get(language);
  if (!byCode) {
    byCode = new Map(SITE_COUNTRY_NAMES[language].map(([code, name], order) => [code, { name, order }]));
    siteCountries.set(language, byCode);
  }
  return byCode;
}

function nameOf(type: 'region' | 'language', code: string, language: string): string {
  const names = kept(displayNames, `${type} ${language}`, () => new Intl.DisplayNames([language], { type }));
  try {
    return names?.of(code) ?? code;
  } catch {
    return code;
  }
}

export function countryName(code: string, language: string): string {
  if (!code) return '';
  const upper = code.toUpperCase();
  return siteCountriesIn(language)?.get(upper)?.name ?? nameOf('region', upper, language);
}

export function languageName(code: string, language: string): string {
  return nameOf('language', code, language);
}

/** Country codes as select options, named and sorted in the reader's language. */
export function countryOptions(codes: readonly string[], language: string): { code: string; name: string }[] {
  const site = siteCountriesIn(language);
  const named = codes.map((code) => ({ code, country: site?.get(code.toUpperCase()) }));
  if (named.every((option): option is { code: string; country: SiteCountry } => option.country !== undefined)) {
    return named
      .sort((a, b) => a.country.order - b.country.order)
      .map(({ code, country }) => ({ code, name: country.name }));
  }
  const collator = kept(collators, language, () => new Intl.Collator(language));
  return codes
    .map((code) => ({ code, name: countryName(code, language) }))
    .sort((a, b) => (collator ? collator.compare(a.name, b.name) : a.name.localeCompare(b.name)));
}
