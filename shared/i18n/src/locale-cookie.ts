import Cookies from 'js-cookie';
import { LOCALE_COOKIE_DAYS } from '@dating/config';
import { fromLocaleCode, type Language } from './languages';

/** docs/product.md §9: the locale cookie lives 365 days, SameSite=Lax, for the whole site. */
export const LOCALE_COOKIE = 'locale';
export const LOCALE_COOKIE_ATTRIBUTES = { expires: LOCALE_COOKIE_DAYS, sameSite: 'Lax', path: '/' } as const;

/** The language stored in the cookie, or undefined when it is absent or not one of ours. */
export function readLocaleCookie(): Language | undefined {
  return fromLocaleCode(Cookies.get(LOCALE_COOKIE));
}

/** Stores the language code ('nl', not 'nl-NL'); readers accept both. */
export function writeLocaleCookie(lng: Language): void {
  Cookies.set(LOCALE_COOKIE, lng, { ...LOCALE_COOKIE_ATTRIBUTES, secure: isHttps() });
}

export function clearLocaleCookie(): void {
  Cookies.remove(LOCALE_COOKIE, { path: LOCALE_COOKIE_ATTRIBUTES.path });
}

function isHttps(): boolean {
  return typeof location !== 'undefined' && location.protocol === 'https:';
}
