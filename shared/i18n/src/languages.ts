/** The codes each of the product's languages (declared in @dating/config) goes by. */
import { DEFAULT_LANGUAGE, LANGUAGES, LOCALE_CODES, type Language } from '@dating/config';

export { DEFAULT_LANGUAGE, LANGUAGES, type Language };

export interface LanguageInfo {
  /** BCP 47 tag, used for `<html lang>` and Intl. */
  locale: string;
  /** The code the GIF search expects. */
  gif: string;
  /** The language's name in itself, as the language switcher lists it. */
  nativeName: string;
}

export const LANGUAGE_INFO: Readonly<Record<Language, LanguageInfo>> = {
  en: { locale: LOCALE_CODES.en, gif: 'en_US', nativeName: 'English' },
  nl: { locale: LOCALE_CODES.nl, gif: 'nl_NL', nativeName: 'Nederlands' },
  de: { locale: LOCALE_CODES.de, gif: 'de_DE', nativeName: 'Deutsch' },
  it: { locale: LOCALE_CODES.it, gif: 'it_IT', nativeName: 'Italiano' },
  fr: { locale: LOCALE_CODES.fr, gif: 'fr_FR', nativeName: 'Français' },
  es: { locale: LOCALE_CODES.es, gif: 'es_ES', nativeName: 'Español' },
  pl: { locale: LOCALE_CODES.pl, gif: 'pl_PL', nativeName: 'Polski' },
};

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** 'nl' → 'nl-NL' */
export function toLocaleCode(lng: Language): string {
  return LANGUAGE_INFO[lng].locale;
}

/** 'nl' → 'nl_NL' */
export function toGifCode(lng: Language): string {
  return LANGUAGE_INFO[lng].gif;
}

export function nativeName(lng: Language): string {
  return LANGUAGE_INFO[lng].nativeName;
}

/**
 * The product language of a language tag, or undefined when it is not one of ours.
 * Lenient on purpose, since the input comes from browsers, cookies and links:
 * 'nl-NL', 'nl_NL', 'NL', 'nl-BE' all give 'nl'.
 */
export function fromLocaleCode(code: string | null | undefined): Language | undefined {
  if (!code) return undefined;
  const primary = code.trim().split(/[-_]/)[0]?.toLowerCase();
  return isLanguage(primary) ? primary : undefined;
}
