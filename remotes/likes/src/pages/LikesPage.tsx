import '../likes.css';
import { NavLink } from 'react-router-dom';
import type { RemotePageProps } from '@dating/routes';
import { useLikes } from '@dating/api-client';
import { LoadError, PageHeader, TabNav } from '@dating/ui';
import { useLikesMessages } from '../i18n';
import { receivedNewFirst } from '../list/likes-data';
import { LikeList } from '../list/LikeList';
import { LikesSkeleton } from '../list/LikesSkeleton';

/** /likes (both lists), /likes/given and /likes/received. */
export default function LikesPage({ params }: RemotePageProps) {
  const { t } = useLikesMessages();
  const type = params.type === 'given' || params.type === 'received' ? params.type : 'all';
  const likes = useLikes();
  const likedIds = new Set(likes.data?.profiles.map((p) => p.id) ?? []);
  return (
    <section className="likes-page" aria-labelledby="likes-heading">
      <PageHeader id="likes-heading" title={t('title')} intro={t('intro')} />
      <TabNav label={t('tabs.label')} className="likes-tabs">
        <NavLink to="/likes" end>
          {t('tabs.all')}
        </NavLink>
        <NavLink to="/likes/received">{t('tabs.received')}</NavLink>
        <NavLink to="/likes/given">{t('tabs.given')}</NavLink>
      </TabNav>
      {likes.isPending && <LikesSkeleton lists={type === 'all' ? 2 : 1} />}
      {likes.isError && !likes.data && (
        <LoadError
          error={likes.error}
          message={t('error')}
          retrying={likes.isFetching}
          onRetry={() => void likes.refetch()}
        />
      )}
      {likes.data && (type === 'all' || type === 'received') && (
        <LikeList
          id="likes-received"
          kind="received"
          title={t('received.title')}
          profiles={receivedNewFirst(likes.data.liked_by)}
          likedIds={likedIds}
        />
      )}
      {likes.data && (type === 'all' || type === 'given') && (
        <LikeList
          id="likes-given"
          kind="given"
          title={t('given.title')}
          profiles={likes.data.profiles}
          likedIds={likedIds}
        />
      )}
    </section>
  );
}
