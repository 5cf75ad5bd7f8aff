import { useTranslation } from 'react-i18next';
import { LoadingRegion, Skeleton } from '@dating/ui';

/** The form's shape while the member and the site settings load. */
export function SignupLoading() {
  const { t } = useTranslation('signup');
  return (
    <LoadingRegion label={t('common:status.loading')} className="signup-loading">
      <Skeleton shape="text" width="40%" />
      <Skeleton shape="rect" height="2.75rem" />
      <Skeleton shape="text" width="30%" />
      <Skeleton shape="rect" height="2.75rem" />
      <Skeleton shape="text" width="35%" />
      <Skeleton shape="rect" height="2.75rem" />
      <Skeleton shape="rect" height="3.25rem" className="signup-loading__button" />
    </LoadingRegion>
  );
}
