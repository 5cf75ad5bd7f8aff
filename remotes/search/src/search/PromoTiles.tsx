import { useTranslation } from 'react-i18next';
import type { Cam } from '@dating/contract';

const open = (url: string) => window.open(url, '_blank', 'noopener');

/** A webcam promotion tile: opens the partner through the site's redirect call. */
export function CamTile({ cam }: { cam: Cam | undefined }) {
  const { t } = useTranslation('search');
  if (!cam) return null;
  return (
    <aside className="search-card search-tile" aria-label={t('tiles.cam_label')}>
      <img src={cam.thumb} alt="" width={160} height={160} loading="lazy" />
      <p className="search-card-name">
        {cam.name}
        {cam.age !== null ? `, ${cam.age}` : ''}
      </p>
      <button
        type="button"
        className="search-btn"
        onClick={() => open(`/api/xcams/redirect.php?account=${encodeURIComponent(cam.account)}`)}
      >
        {t('tiles.cam_cta')}
      </button>
    </aside>
  );
}

/** The resell partner's ad tile. */
export function AdTile() {
  const { t } = useTranslation('search');
  return (
    <aside className="search-card search-tile" aria-label={t('tiles.ad_label')}>
      <p className="search-card-name">{t('tiles.ad_heading')}</p>
      <button
        type="button"
        className="search-btn"
        onClick={() => open('/api/resellpartner.php?flow=profile-search&redirect=1')}
      >
        {t('tiles.ad_cta')}
      </button>
    </aside>
  );
}
