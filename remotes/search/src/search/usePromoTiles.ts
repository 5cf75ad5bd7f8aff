import { getXcamsSearch, type User } from '@dating/contract';
import { useApiQuery, useSettings } from '@dating/api-client';
import { promotionTiles, resellEnabled } from '../logic/resell';
import { bucketToRange } from '@dating/contract';
import type { Filters } from './filters';
import type { TemplateFlags } from '@dating/config';

/**
 * Webcam resell tiles for eligible members, with cams matching the search's gender and age. The cam tile's place is
 * kept while the cams load (the tile shows its empty frame), so their arrival moves no card (layout shift); it goes
 * only when none came.
 */
export function usePromoTiles(user: User | null | undefined, flags: TemplateFlags, filters: Filters | null) {
  const settings = useSettings();
  const memberResell = settings.data?.member_resell;
  const tiles = promotionTiles(flags.profileSearch, resellEnabled({ user, memberResell }), memberResell);
  const range = filters ? bucketToRange(filters.bucket) : undefined;
  const cams = useApiQuery(
    getXcamsSearch,
    { query: { gender: filters?.gender || undefined, ...range } },
    {
      enabled: tiles.cams && filters !== null,
      staleTime: 300_000,
      retry: false,
    },
  );
  const found = cams.data?.cams ?? [];
  return { tiles: { ...tiles, cams: tiles.cams && (cams.isPending || found.length > 0) }, cams: found };
}
