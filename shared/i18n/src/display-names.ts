/**
 * Country and language names in the reader's language. Intl knows every name in every language, so no
 * message file carries them; an unknown code (or an engine without the data) reads as the code itself.
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

function nameOf(type: 'region' | 'language', code: string, language: string): string {
  const names = kept(displayNames, `${type} ${language}`, () => new Intl.DisplayNames([language], { type }));
  try {
    return names?.of(code) ?? code;
  } catch {
    return code;
  }
}

export function countryName(code: string, language: string): string {
  return code ? nameOf('region', code.toUpperCase(), language) : '';
}

export function languageName(code: string, language: string): string {
  return nameOf('language', code, language);
}

/** Country codes as select options, named and sorted in the reader's language. */
export function countryOptions(codes: readonly string[], language: string): { code: string; name: string }[] {
  const collator = kept(collators, language, () => new Intl.Collator(language));
  return codes
    .map((code) => ({ code, name: countryName(code, language) }))
    .sort((a, b) => (collator ? collator.compare(a.name, b.name) : a.name.localeCompare(b.name)));
}
