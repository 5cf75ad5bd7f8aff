import { readCookie } from '@dating/api-client';
import { STORAGE_COOKIE_MAX_AGE_S } from '@dating/config';

/** The key of the payment country in local storage and the name of its cookie (docs/product.md §3, client state). */
export const PAYMENT_COUNTRY_KEY = 'payment-country';

const isCountryCode = (value: unknown): value is string => typeof value === 'string' && /^[A-Z]{2}$/.test(value);

const localStore = (): Storage | null => {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null; // storage blocked: the cookie still keeps it
  }
};

/**
 * The chosen payment country, kept in both places client state lives (docs/product.md §3: a cookie and local storage,
 * either of which may be cleared on its own): local storage first, else the cookie. Anything but a country code
 * reads as none.
 */
export function readStoredPaymentCountry(): string | null {
  let stored: string | null;
  try {
    stored = localStore()?.getItem(PAYMENT_COUNTRY_KEY) ?? null;
  } catch {
    stored = null;
  }
  if (isCountryCode(stored)) return stored;
  const cookie = typeof document === 'undefined' ? null : readCookie(PAYMENT_COUNTRY_KEY);
  return isCountryCode(cookie) ? cookie : null;
}

/**
 * Keeps the choice in both places, the cookie for the 30 days of the site's other client state (docs/product.md §9).
 */
export function storePaymentCountry(country: string): void {
  try {
    localStore()?.setItem(PAYMENT_COUNTRY_KEY, country);
  } catch {
    // storage full or blocked: the cookie still keeps it
  }
  if (typeof document !== 'undefined')
    document.cookie = [
      `${PAYMENT_COUNTRY_KEY}=${encodeURIComponent(country)}`,
      `Max-Age=${STORAGE_COOKIE_MAX_AGE_S}`,
      'Path=/',
      'SameSite=Lax',
    ].join('; ');
}
