import { AD_TILE_POSITION, CAM_TILE_POSITION, SEARCH_PAGE_SIZE } from '@dating/config';

export type Tile<P> = { kind: 'profile'; profile: P } | { kind: 'cam'; slot: number } | { kind: 'ad'; slot: number };

export interface TileOptions {
  cams: boolean;
  ads: boolean;
}

/** Whether a grid position (0-based, counted over the whole grid) is a cam or ad tile: 1 mod 12 and 5 mod 12. */
export function tileAt(position: number, { cams, ads }: TileOptions): 'cam' | 'ad' | null {
  const slot = position % SEARCH_PAGE_SIZE;
  if (cams && slot === CAM_TILE_POSITION) return 'cam';
  if (ads && slot === AD_TILE_POSITION) return 'ad';
  return null;
}

/**
 * Mixes promotion tiles into the profiles: every block of 12 grid positions has the cam tile at 1 and the
 * ad tile at 5, where enabled. Tiles are only placed while profiles remain, so a short page never ends in ads.
 */
export function mixTiles<P>(profiles: readonly P[], options: TileOptions): Tile<P>[] {
  const out: Tile<P>[] = [];
  let next = 0;
  let cam = 0;
  let ad = 0;
  while (next < profiles.length) {
    const kind = tileAt(out.length, options);
    if (kind === 'cam') out.push({ kind, slot: cam++ });
    else if (kind === 'ad') out.push({ kind, slot: ad++ });
    else out.push({ kind: 'profile', profile: profiles[next++] });
  }
  return out;
}
