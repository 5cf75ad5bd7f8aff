/**
 * Countries the site serves. The seven language countries (en-US, nl-NL, de-DE, it-IT, fr-FR, es-ES, pl-PL)
 * plus the neighbours and other English-speaking countries members come from (docs/product.md §9 pairs:
 * AU-NZ, NL-BE, US-CA, GB-IE, DE-AT; and CH for the language badge).
 */
export const LANGUAGE_COUNTRIES = ['US', 'NL', 'DE', 'IT', 'FR', 'ES', 'PL'] as const;
export const SUPPORTED_COUNTRIES = [...LANGUAGE_COUNTRIES, 'BE', 'AT', 'CH', 'GB', 'IE', 'CA', 'AU', 'NZ'] as const;
export type SupportedCountry = (typeof SUPPORTED_COUNTRIES)[number];

export const DEFAULT_COUNTRY: SupportedCountry = 'US';

/** The site language of each language country. */
export const COUNTRY_LANGUAGE: Record<(typeof LANGUAGE_COUNTRIES)[number], string> = {
  US: 'en',
  NL: 'nl',
  DE: 'de',
  IT: 'it',
  FR: 'fr',
  ES: 'es',
  PL: 'pl',
};

export function isSupportedCountry(code: string): code is SupportedCountry {
  return (SUPPORTED_COUNTRIES as readonly string[]).includes(code);
}
