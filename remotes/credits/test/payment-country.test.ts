/**
 * @jest-environment jsdom
 */
import { PAYMENT_COUNTRY_KEY, readStoredPaymentCountry, storePaymentCountry } from '../src/country/country-storage';
import { resolvePaymentCountry } from '../src/country/payment-country';

const COUNTRIES = ['NL', 'BE', 'PL', 'DE'];

describe('the payment country (docs/product.md §3, client state)', () => {
  it('is the member’s own choice, else their profile country, else the site’s guess', () => {
    const base = { chosen: null, memberCountry: null, guessedCountry: 'DE', countries: COUNTRIES };
    expect(resolvePaymentCountry({ ...base, chosen: 'PL', memberCountry: 'NL' })).toBe('PL');
    expect(resolvePaymentCountry({ ...base, memberCountry: 'NL' })).toBe('NL');
    expect(resolvePaymentCountry(base)).toBe('DE');
    expect(resolvePaymentCountry({ ...base, guessedCountry: '' })).toBeNull();
  });

  it('passes over what the site does not offer or is no country', () => {
    const base = { chosen: null, memberCountry: null, guessedCountry: 'NL', countries: COUNTRIES };
    expect(resolvePaymentCountry({ ...base, chosen: 'JP', memberCountry: 'BE' })).toBe('BE');
    expect(resolvePaymentCountry({ ...base, chosen: 'xx<' })).toBe('NL');
    expect(resolvePaymentCountry({ ...base, memberCountry: '' })).toBe('NL');
  });

  it('is kept in local storage and a 30-day cookie; either alone is enough', () => {
    localStorage.clear();
    storePaymentCountry('PL');
    expect(localStorage.getItem(PAYMENT_COUNTRY_KEY)).toBe('PL');
    expect(document.cookie).toContain(`${PAYMENT_COUNTRY_KEY}=PL`);
    localStorage.clear();
    expect(readStoredPaymentCountry()).toBe('PL');
    document.cookie = `${PAYMENT_COUNTRY_KEY}=; Max-Age=0; Path=/`;
    expect(readStoredPaymentCountry()).toBeNull();
    localStorage.setItem(PAYMENT_COUNTRY_KEY, 'BE');
    expect(readStoredPaymentCountry()).toBe('BE');
    localStorage.setItem(PAYMENT_COUNTRY_KEY, 'Belgium');
    expect(readStoredPaymentCountry()).toBeNull();
  });
});
