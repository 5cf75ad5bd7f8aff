import { proxy } from 'valtio';
import { readStoredPaymentCountry, storePaymentCountry } from './country-storage';

/**
 * The payment country the member chose (docs/product.md §3, client state), null until they choose one: then the
 * pages follow their profile country, or for a visitor the country the site guessed. Client-only state, so valtio.
 */
export const paymentCountryState = proxy<{ chosen: string | null }>({ chosen: readStoredPaymentCountry() });

export function choosePaymentCountry(country: string): void {
  paymentCountryState.chosen = country;
  storePaymentCountry(country);
}

/** Reads the kept choice again (another tab may have changed it; tests start from what they stored). */
export function reloadPaymentCountry(): void {
  paymentCountryState.chosen = readStoredPaymentCountry();
}

export interface PaymentCountrySources {
  chosen: string | null;
  /** the member's profile country; null for a visitor */
  memberCountry: string | null;
  /** settings geoip_selected_country */
  guessedCountry: string | null;
  /** settings countries: the ones the site offers */
  countries: readonly string[];
}

const isCountryCode = (value: string | null): value is string => value !== null && /^[A-Z]{2}$/.test(value);

/**
 * Where someone pays: their own choice, else the member's country, else the site's guess for the visitor; a
 * country the site does not offer is passed over. Null only when nothing is known (the server then decides).
 */
export function resolvePaymentCountry({
  chosen,
  memberCountry,
  guessedCountry,
  countries,
}: PaymentCountrySources): string | null {
  const offered = (code: string | null): code is string =>
    isCountryCode(code) && (countries.length === 0 || countries.includes(code));
  if (offered(chosen)) return chosen;
  if (offered(memberCountry)) return memberCountry;
  return isCountryCode(guessedCountry) ? guessedCountry : null;
}
