import { array, enums, object, type Infer } from 'superstruct';
import { Text } from '../primitives';

export const Region = object({ code: Text, name: Text });
export const CountryRegions = object({ code: Text, name: Text, regions: array(Region) });
export const RegionData = object({ countries: array(CountryRegions) });
export type RegionData = Infer<typeof RegionData>;

export const Location = object({ country: Text, countryregion: Text, city: Text });
export type Location = Infer<typeof Location>;

/**
 * Geolocation permission (docs/product.md §3): unsupported (no geolocation in the browser), unknown (not asked, or
 * no answer), or the browser's state.
 */
export const GeolocationPermission = enums(['unsupported', 'unknown', 'prompt', 'granted', 'denied']);
export type GeolocationPermission = Infer<typeof GeolocationPermission>;
