import { useSettings } from '@dating/api-client';

/**
 * The site's countries and the one to preselect: the visitor's answer, else the site's guess from their IP
 * (settings geoip_selected_country) when the site offers it, else the first.
 */
export function useQuizCountry(answered: string): { countries: readonly string[]; country: string } {
  const settings = useSettings().data;
  const countries = settings?.countries ?? [];
  const guess = settings?.geoip_selected_country?.toUpperCase() ?? '';
  if (answered && countries.includes(answered)) return { countries, country: answered };
  return { countries, country: countries.includes(guess) ? guess : (countries[0] ?? '') };
}
