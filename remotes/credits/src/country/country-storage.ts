import { readClientState, writeClientState } from '@dating/api-client';
import { STORAGE_COOKIE_MAX_AGE_S } from '@dating/config';

/** The key of the payment country in local storage and the name of its cookie (docs/product.md §3, client state). */
export const PAYMENT_COUNTRY_KEY = 'payment-country';

const isCountryCode = (value: unknown): value is string => typeof value === 'string' && /^[A-Z]{2}$/.test(value);

/**
 * The chosen payment country, kept in both places client state lives (docs/product.md §3: a cookie and local storage,
 * either of which may be cleared on its own): local storage first, else the cookie. Anything but a country code
 * reads as none.
 */
export function readStoredPaymentCountry(): string | null {
  return readClientState(PAYMENT_COUNTRY_KEY, (raw) => (isCountryCode(raw) ? raw : null));
}

/**
 * Keeps the choice in both places, the cookie for the 30 days of the site's other client state (docs/product.md §9).
 */
export function storePaymentCountry(country: string): void {
  writeClientState(PAYMENT_COUNTRY_KEY, country, STORAGE_COOKIE_MAX_AGE_S);
}
