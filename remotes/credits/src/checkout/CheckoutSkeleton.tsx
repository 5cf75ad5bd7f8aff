import { useTranslation } from 'react-i18next';
import { LoadingRegion, Skeleton } from '@dating/ui';

/** The checkout's shape while the prices are on their way. */
export function CheckoutSkeleton() {
  const { t } = useTranslation('credits');
  return (
    <LoadingRegion label={t('checkout.loading')} className="credits-checkout">
      <Skeleton shape="rect" height="10rem" />
      <Skeleton shape="rect" height="3.5rem" />
      <Skeleton shape="rect" height="3.5rem" />
    </LoadingRegion>
  );
}
