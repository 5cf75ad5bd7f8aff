import type { Cam, Profile } from '@dating/contract';
import { ProfileCard } from '../cards/ProfileCard';
import { mixTiles, type TileOptions } from '../logic/tiles';
import { AdTile, CamTile } from './PromoTiles';
import { useDrawnCount } from './useDrawnCount';

export interface ResultGridProps {
  profiles: Profile[];
  isMember: boolean;
  likedIds: Set<number> | null;
  showCity: boolean;
  tiles?: TileOptions;
  cams?: Cam[];
  /** 'compact' stops at 4 columns: a short row of members on /home and the error page */
  size?: 'full' | 'compact';
}

/** The cards whose photos a page shows before any scrolling: two rows on a phone, most of one on a desktop. */
const FIRST_SCREEN_CARDS = 4;
/**
 * The cells drawn in the first commit (the first screen and a row more); the rest follow that many at a time, each in
 * a cell already the size of a card, so nothing below moves when it is drawn.
 */
const CELLS_PER_COMMIT = 6;

/** Result cards with the promotion tiles mixed in where enabled: 2 columns on a phone, up to 5 on a desktop. */
export function ResultGrid({
  profiles,
  isMember,
  likedIds,
  showCity,
  tiles = { cams: false, ads: false },
  cams = [],
  size = 'full',
}: ResultGridProps) {
  const cells = mixTiles(profiles, tiles);
  const drawn = useDrawnCount(cells.length, CELLS_PER_COMMIT, CELLS_PER_COMMIT);
  return (
    <div className="search-grid-frame">
      <ul className={`search-grid search-grid--${size}`}>
        {cells.map((cell, index) => (
          <li key={cell.kind === 'profile' ? `p${cell.profile.id}` : `${cell.kind}${cell.slot}`}>
            {index >= drawn ? (
              <div className="search-card search-card--pending" />
            ) : cell.kind === 'profile' ? (
              <ProfileCard
                profile={cell.profile}
                isMember={isMember}
                showCity={showCity}
                firstScreen={index < FIRST_SCREEN_CARDS}
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
    </div>
  );
}
