import '../likes.css';
import { NavLink } from 'react-router-dom';
import type { RemotePageProps } from '@dating/routes';
import { useLikesMessages } from '../i18n';
import { useSharedLikes } from '@dating/api-client';
import { receivedNewFirst } from '../list/likes-data';
import { LikeList } from '../list/LikeList';

/** /likes (both lists), /likes/given and /likes/received. */
export default function LikesPage({ params }: RemotePageProps) {
  const { t } = useLikesMessages();
  const type = params.type === 'given' || params.type === 'received' ? params.type : 'all';
  const likes = useSharedLikes(true);
  const likedIds = new Set(likes.data?.profiles.map((p) => p.id) ?? []);
  return (
    <section className="likes-page" aria-labelledby="likes-heading">
      <h1 id="likes-heading">{t('title')}</h1>
      <nav className="likes-tabs" aria-label={t('tabs.label')}>
        <NavLink to="/likes" end>
          {t('tabs.all')}
        </NavLink>
        <NavLink to="/likes/received">{t('tabs.received')}</NavLink>
        <NavLink to="/likes/given">{t('tabs.given')}</NavLink>
      </nav>
      {likes.isPending && <p role="status">{t('loading')}</p>}
      {likes.isError && <p role="alert">{t('error')}</p>}
      {likes.data && (type === 'all' || type === 'received') && (
        <LikeList
          id="likes-received"
          title={t('received.title')}
          empty={t('received.empty')}
          profiles={receivedNewFirst(likes.data.liked_by)}
          likedIds={likedIds}
        />
      )}
      {likes.data && (type === 'all' || type === 'given') && (
        <LikeList
          id="likes-given"
          title={t('given.title')}
          empty={t('given.empty')}
          profiles={likes.data.profiles}
          likedIds={likedIds}
        />
      )}
    </section>
  );
}
