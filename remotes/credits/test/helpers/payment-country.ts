import { PAYMENT_COUNTRY_KEY } from '../../src/country/country-storage';
import { reloadPaymentCountry } from '../../src/country/payment-country';

/** Each test starts with no payment country chosen: none in storage, none in the cookie, none remembered. */
export function forgetPaymentCountry(): void {
  localStorage.clear();
  document.cookie = `${PAYMENT_COUNTRY_KEY}=; Max-Age=0; Path=/`;
  reloadPaymentCountry();
}
