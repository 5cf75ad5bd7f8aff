import { useTranslation } from 'react-i18next';
import { LoadingRegion, Skeleton } from '@dating/ui';

const CARDS = [0, 1, 2, 3];

/** The shape of the packages while the prices are on their way; it holds a screen (credits.css says why). */
export function PackagesSkeleton() {
  const { t } = useTranslation('credits');
  return (
    <LoadingRegion label={t('packages.loading')} className="credits-section credits-packages-loading">
      <Skeleton shape="text" width="10rem" height="1.5rem" />
      <div className="credits-packages">
        {CARDS.map((card) => (
          <div key={card} className="credits-package credits-package--skeleton">
            <Skeleton shape="text" width="60%" height="1.5rem" />
            <Skeleton shape="text" width="45%" height="2rem" />
            <Skeleton shape="text" width="70%" />
          </div>
        ))}
      </div>
    </LoadingRegion>
  );
}
