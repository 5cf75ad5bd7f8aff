import { useTranslation } from 'react-i18next';
import { LoadingRegion, Skeleton } from '@dating/ui';

const TILES = [0, 1, 2, 3, 4];

/** The shape of the lists while they load: a heading and a row of member tiles per list. */
export function LikesSkeleton({ lists }: { lists: 1 | 2 }) {
  const { t } = useTranslation('likes');
  return (
    <LoadingRegion label={t('loading')} className="likes-loading">
      {Array.from({ length: lists }, (_, list) => (
        <div key={list} className="likes-section">
          <Skeleton shape="text" width="14rem" height="1.5rem" className="likes-skeleton-heading" />
          <div className="likes-grid">
            {TILES.map((tile) => (
              <div key={tile} className="likes-tile likes-tile--skeleton">
                <Skeleton shape="rect" aspectRatio="4 / 5" className="likes-skeleton-photo" />
                <div className="likes-tile-body">
                  <Skeleton shape="text" width="70%" />
                  <Skeleton shape="text" width="45%" />
                </div>
              </div>
            ))}
          </div>
        </div>
      ))}
    </LoadingRegion>
  );
}
