import { LANGUAGE_BADGE_COUNTRIES } from '@dating/config';

/** Countries with more than one language show which one the member speaks (docs/product.md §9: CA, BE, CH). */
export const showsLanguageBadge = (country: string, language: string): boolean =>
  Boolean(language) && (LANGUAGE_BADGE_COUNTRIES as readonly string[]).includes(country.toUpperCase());
