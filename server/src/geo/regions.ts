import allCountries from 'country-region-data/data.json';
import type { RegionData } from '@dating/contract';
import { SUPPORTED_COUNTRIES } from './countries';

interface PackageCountry {
  countryName: string;
  countryShortCode: string;
  regions: { name: string; shortCode: string }[];
}

/**
 * Region data of the supported countries, from country-region-data (shipped with the package, no network).
 * `countryregion` on a member is a region's code from this list (ISO 3166-2 subdivision code without the
 * country prefix, as the package gives it).
 */
export const regionData: RegionData = {
  countries: SUPPORTED_COUNTRIES.map((code) => {
    const country = (allCountries as PackageCountry[]).find((c) => c.countryShortCode === code);
    if (!country) throw new Error(`country-region-data has no ${code}`);
    return {
      code,
      name: country.countryName,
      regions: country.regions.map((r) => ({ code: r.shortCode, name: r.name })),
    };
  }),
};

const regionsByCountry = new Map(
  regionData.countries.map((c) => [c.code, new Map(c.regions.map((r) => [r.code, r.name]))]),
);

export function isKnownRegion(country: string, region: string): boolean {
  return regionsByCountry.get(country)?.has(region) ?? false;
}

export function regionName(country: string, region: string): string | undefined {
  return regionsByCountry.get(country)?.get(region);
}

export function countryName(country: string): string | undefined {
  return regionData.countries.find((c) => c.code === country)?.name;
}
