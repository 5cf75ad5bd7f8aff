import type { Cam, Profile } from '@dating/contract';
import { ProfileCard } from '../cards/ProfileCard';
import { mixTiles, type TileOptions } from '../logic/tiles';
import { AdTile, CamTile } from './PromoTiles';

export interface ResultGridProps {
  profiles: Profile[];
  isMember: boolean;
  likedIds: Set<number> | null;
  showCity: boolean;
  tiles?: TileOptions;
  cams?: Cam[];
}

/** Result cards with the promotion tiles mixed in where enabled. */
export function ResultGrid({
  profiles,
  isMember,
  likedIds,
  showCity,
  tiles = { cams: false, ads: false },
  cams = [],
}: ResultGridProps) {
  const cells = mixTiles(profiles, { cams: tiles.cams && cams.length > 0, ads: tiles.ads });
  return (
    <ul className="search-grid">
      {cells.map((cell) => (
        <li key={cell.kind === 'profile' ? `p${cell.profile.id}` : `${cell.kind}${cell.slot}`}>
          {cell.kind === 'profile' ? (
            <ProfileCard
              profile={cell.profile}
              isMember={isMember}
              showCity={showCity}
              liked={likedIds ? likedIds.has(cell.profile.id) : cell.profile.did_like_profile}
            />
          ) : cell.kind === 'cam' ? (
            <CamTile cam={cams[cell.slot % cams.length]} />
          ) : (
            <AdTile />
          )}
        </li>
      ))}
    </ul>
  );
}
