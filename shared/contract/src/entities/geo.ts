import { array, object, string, type Infer } from 'superstruct';

export const Region = object({ code: string(), name: string() });
export const CountryRegions = object({ code: string(), name: string(), regions: array(Region) });
export const RegionData = object({ countries: array(CountryRegions) });
export type RegionData = Infer<typeof RegionData>;

export const Location = object({ country: string(), countryregion: string(), city: string() });
export type Location = Infer<typeof Location>;
