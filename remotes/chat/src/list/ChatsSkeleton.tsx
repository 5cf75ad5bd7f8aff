import { useTranslation } from 'react-i18next';
import { LoadingRegion, Skeleton } from '@dating/ui';

/** The list's shape while it loads: rows of photo, name and preview. */
export function ChatsSkeleton() {
  const { t } = useTranslation('chat');
  return (
    <LoadingRegion label={t('list.loading')} className="chat-list">
      {[0, 1, 2, 3].map((i) => (
        <div key={i} className="chat-row">
          <Skeleton shape="circle" width="2.5rem" height="2.5rem" />
          <div className="chat-row-body">
            <Skeleton width="40%" />
            <Skeleton width="75%" />
          </div>
        </div>
      ))}
    </LoadingRegion>
  );
}
