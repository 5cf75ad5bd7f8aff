import { useTranslation } from 'react-i18next';
import { Sparkles, Video } from 'lucide-react';
import type { Cam } from '@dating/contract';
import { Badge, Button } from '@dating/ui';

const open = (url: string) => window.open(url, '_blank', 'noopener');

/**
 * A webcam promotion tile (docs/product.md §6), the size of a member card and marked as an ad: the performer's
 * photo with a 'live' mark; the button, which covers the whole tile, opens the partner through the site's
 * redirect call. Without a cam (still loading), its empty frame.
 */
export function CamTile({ cam }: { cam: Cam | undefined }) {
  const { t } = useTranslation('search');
  // the cams are on their way: the tile's frame holds its place in the grid
  if (!cam) return <div className="search-tile search-tile--cam" aria-hidden="true" />;
  return (
    <div className="search-tile search-tile--cam" role="group" aria-label={t('tiles.cam_label')}>
      <img className="search-tile-img" src={cam.thumb} alt="" width={240} height={320} loading="lazy" />
      <div className="search-tile-marks">
        <Badge tone="ad">{t('tiles.ad_badge')}</Badge>
        <Badge tone="brand" className="search-tile-live">
          {t('tiles.live')}
        </Badge>
      </div>
      <div className="search-tile-caption">
        <p className="search-tile-title">
          {cam.name}
          {cam.age !== null && <span className="search-tile-age">{cam.age}</span>}
        </p>
        <Button
          block
          className="search-tile-cta"
          icon={<Video aria-hidden="true" />}
          onClick={() => open(`/api/xcams/redirect.php?account=${encodeURIComponent(cam.account)}`)}
        >
          {t('tiles.cam_cta')}
        </Button>
      </div>
    </div>
  );
}

/** The resell partner's ad tile: the brand gradient, a clear 'Ad' mark and one call to action. */
export function AdTile() {
  const { t } = useTranslation('search');
  return (
    <div className="search-tile search-tile--ad" role="group" aria-label={t('tiles.ad_label')}>
      <div className="search-tile-marks">
        <Badge tone="ad">{t('tiles.ad_badge')}</Badge>
      </div>
      <div className="search-tile-body">
        <Sparkles className="search-tile-icon" aria-hidden="true" />
        <p className="search-tile-title">{t('tiles.ad_heading')}</p>
      </div>
      <Button
        variant="secondary"
        block
        className="search-tile-cta"
        onClick={() => open('/api/resellpartner.php?flow=profile-search&redirect=1')}
      >
        {t('tiles.ad_cta')}
      </Button>
    </div>
  );
}
