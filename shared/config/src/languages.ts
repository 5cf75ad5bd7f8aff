/** The 7 languages of the product (docs/product.md §1); English is the default. */
export const LANGUAGES = ['en', 'nl', 'de', 'it', 'fr', 'es', 'pl'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's BCP 47 locale (docs/product.md §1): `<html lang>`, Intl, og:locale (with '_'). */
export const LOCALE_CODES: Readonly<Record<Language, string>> = {
  en: 'en-US',
  nl: 'nl-NL',
  de: 'de-DE',
  it: 'it-IT',
  fr: 'fr-FR',
  es: 'es-ES',
  pl: 'pl-PL',
};
