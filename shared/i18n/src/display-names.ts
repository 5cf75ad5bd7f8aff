/**
 * Country and language names in the reader's language. Intl knows every name in every language, so no
 * message file carries them; an unknown code (or an engine without the data) reads as the code itself.
 */
export function countryName(code: string, language: string): string {
  if (!code) return '';
  try {
    return new Intl.DisplayNames([language], { type: 'region' }).of(code.toUpperCase()) ?? code;
  } catch {
    return code;
  }
}

export function languageName(code: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}

/** Country codes as select options, named and sorted in the reader's language. */
export function countryOptions(codes: readonly string[], language: string): { code: string; name: string }[] {
  return codes
    .map((code) => ({ code, name: countryName(code, language) }))
    .sort((a, b) => a.name.localeCompare(b.name, language));
}
