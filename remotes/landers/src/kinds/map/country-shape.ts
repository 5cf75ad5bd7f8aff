import type { Feature, MultiPolygon, Polygon, Position } from 'geojson';
import { feature } from 'topojson-client';
import { ISO_NUMERIC } from './iso-numeric';

type Topology = Parameters<typeof feature>[0];
interface Atlas {
  type: 'Topology';
  objects: { countries: { type: 'GeometryCollection'; geometries: { id?: string | number }[] } };
}

/** A country's outline as polygons of rings of [lon, lat]; `main` is its largest part (the mainland). */
export interface CountryShape {
  polygons: Position[][][];
  main: Position[];
}

/**
 * The outline of one country from the world atlas that ships with the package (no tile server, no request
 * to anyone else). This module is loaded with import() so the atlas (about 100 KB) comes only with the map.
 */
export async function loadCountryShape(code: string): Promise<CountryShape | null> {
  const id = ISO_NUMERIC[code.toUpperCase()];
  if (!id) return null;
  const module = (await import('world-atlas/countries-110m.json')) as unknown as { default?: Atlas } & Atlas;
  const atlas = module.default ?? module;
  const geometry = atlas.objects.countries.geometries.find((g) => String(g.id) === id);
  if (!geometry) return null;
  const shape = feature(atlas as unknown as Topology, geometry as never) as unknown as Feature<Polygon | MultiPolygon>;
  const polygons = shape.geometry.type === 'Polygon' ? [shape.geometry.coordinates] : shape.geometry.coordinates;
  // Overseas parts (Alaska, French Guiana) would shrink the mainland to a speck: the frame fits the largest.
  const main = polygons.map((p) => p[0] ?? []).reduce((a, b) => (b.length > a.length ? b : a), []);
  return { polygons, main };
}
