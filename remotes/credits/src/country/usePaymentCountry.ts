import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useSettings, useUser } from '@dating/api-client';
import { PAYMENT_COUNTRY_KEY } from './country-storage';
import {
  choosePaymentCountry,
  paymentCountryState,
  reloadPaymentCountry,
  resolvePaymentCountry,
} from './payment-country';

/**
 * The payment country the credits pages price in, the countries one may choose and the way to choose. The user and
 * the settings are in the page's cache before a remote renders (the host fetched them), so this settles at once.
 */
export function usePaymentCountry() {
  const { chosen } = useSnapshot(paymentCountryState);
  const settings = useSettings().data;
  const user = useUser().data?.user;
  // a choice made in another tab is the one in force here too
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === PAYMENT_COUNTRY_KEY) reloadPaymentCountry();
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);
  const countries = settings?.countries ?? [];
  const country = resolvePaymentCountry({
    chosen,
    memberCountry: user?.profile.country || null,
    guessedCountry: settings?.geoip_selected_country || null,
    countries,
  });
  return { country, countries, choose: choosePaymentCountry };
}

/**
 * The country the country field shows: the one just chosen while its prices load (the last ones stay meanwhile),
 * else the one the server priced in.
 */
export const fieldCountry = (
  pricing: { data?: { country: string }; isPlaceholderData: boolean },
  chosen: string | null,
): string => (pricing.isPlaceholderData && chosen ? chosen : (pricing.data?.country ?? chosen ?? ''));
