/** The 7 languages of the product (spec section 1); English is the default. */
export const LANGUAGES = ['en', 'nl', 'de', 'it', 'fr', 'es', 'pl'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';
