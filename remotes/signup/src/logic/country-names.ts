/** Country codes as options named in the member's language (Intl knows every country name in every language). */
export function countryOptions(codes: readonly string[], language: string): { code: string; name: string }[] {
  const names = new Intl.DisplayNames([language], { type: 'region' });
  return codes
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((a, b) => a.name.localeCompare(b.name, language));
}
