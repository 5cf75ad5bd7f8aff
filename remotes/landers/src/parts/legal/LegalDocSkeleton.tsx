import { useTranslation } from 'react-i18next';
import { LoadingRegion, Skeleton } from '@dating/ui';

/** The shape of a legal page while its text loads: a title and a few paragraphs. */
export function LegalDocSkeleton() {
  const { t } = useTranslation('landers');
  return (
    <LoadingRegion label={t('static.loading')} className="landers-static__skeleton">
      <Skeleton height="2rem" width="70%" />
      <Skeleton width="40%" />
      {Array.from({ length: 6 }, (_, i) => (
        <Skeleton key={i} width={i % 3 === 2 ? '60%' : '100%'} />
      ))}
    </LoadingRegion>
  );
}
