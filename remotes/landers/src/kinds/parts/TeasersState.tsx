import type { ReactNode } from 'react';
import type { Teasers } from '@dating/contract';
import { EmptyState, LoadError, LoadingRegion, Skeleton } from '@dating/ui';
import { useLanderKindsMessages } from '../i18n';
import type { useCampaignTeasers } from './useCampaignTeasers';

export interface TeasersStateProps {
  teasers: ReturnType<typeof useCampaignTeasers>;
  /** how many photo shapes stand in while the members load */
  placeholders?: number;
  placeholderClassName?: string;
  children: (teasers: Teasers) => ReactNode;
}

/** The members of a kind: shapes while they load, the failure with a retry, an honest empty panel, or them. */
export function TeasersState({ teasers, placeholders = 4, placeholderClassName, children }: TeasersStateProps) {
  const { t } = useLanderKindsMessages();
  if (teasers.isPending) {
    return (
      <LoadingRegion label={t('teasers.loading')} className={placeholderClassName}>
        {Array.from({ length: placeholders }, (_, i) => (
          <Skeleton key={i} shape="rect" aspectRatio="1" width="100%" />
        ))}
      </LoadingRegion>
    );
  }
  if (teasers.isError) {
    return (
      <LoadError
        error={teasers.error}
        what={t('teasers.error')}
        retrying={teasers.isFetching}
        onRetry={() => void teasers.refetch()}
      />
    );
  }
  if (teasers.data.profiles.length === 0) {
    return (
      <EmptyState headingLevel={3} title={t('teasers.empty')}>
        {t('teasers.emptyText')}
      </EmptyState>
    );
  }
  return <>{children(teasers.data)}</>;
}
