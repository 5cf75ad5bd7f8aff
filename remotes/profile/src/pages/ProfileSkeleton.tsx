import { useTranslation } from 'react-i18next';
import { Card, LoadingRegion, Skeleton } from '@dating/ui';

/** The page's shape while the member loads: the summary card and a form card with a few fields. */
export function ProfileSkeleton() {
  const { t } = useTranslation('profile');
  return (
    <LoadingRegion label={t('loading')} className="profile-layout profile-skeleton">
      <Card className="profile-summary" padding="none">
        <div className="profile-summary-cover" />
        <div className="profile-summary-main">
          <Skeleton shape="circle" width="8rem" className="profile-summary-photo" />
          <Skeleton shape="text" width="9rem" height="1.75rem" />
          <Skeleton shape="text" width="11rem" />
          <Skeleton shape="text" width="8rem" />
        </div>
      </Card>
      <div className="profile-form">
        {[3, 2].map((fields, card) => (
          <Card key={card} padding="lg" className="profile-card">
            <Skeleton shape="text" width="10rem" height="1.5rem" />
            <div className="profile-fields profile-fields--two">
              {Array.from({ length: fields }, (_, field) => (
                <div key={field} className="profile-skeleton-field">
                  <Skeleton shape="text" width="6rem" />
                  <Skeleton shape="rect" height="var(--control-height)" />
                </div>
              ))}
            </div>
          </Card>
        ))}
      </div>
    </LoadingRegion>
  );
}
