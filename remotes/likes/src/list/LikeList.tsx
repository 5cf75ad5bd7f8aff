import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@dating/contract';
import { useLikeToggle, useMediaUrl } from '@dating/api-client';

export interface LikeListProps {
  id: string;
  title: string;
  empty: string;
  profiles: (Profile & { like_new?: boolean })[];
  likedIds: Set<number>;
}

/** One list of likes: avatar and name open the profile (which clears a new like), with like/unlike at hand. */
export function LikeList({ id, title, empty, profiles, likedIds }: LikeListProps) {
  const { t } = useTranslation('likes');
  const toggle = useLikeToggle();
  const mediaUrl = useMediaUrl();
  return (
    <section className="likes-section" aria-labelledby={id}>
      <h2 id={id}>{title} <span className="likes-count">({profiles.length})</span></h2>
      {profiles.length === 0 ? <p>{empty}</p> : (
        <ul className="likes-list">
          {profiles.map((p) => {
            const liked = likedIds.has(p.id);
            const href = `/likes/m/${p.id}`;
            return (
              <li key={p.id} className={`likes-item${p.like_new ? ' likes-item--new' : ''}`} data-profile-id={p.id}>
                <Link to={href} className="likes-avatar" tabIndex={-1} aria-hidden="true">
                  {p.main_image ? <img src={mediaUrl(p.main_image.thumb_filename)} alt="" width={64} height={64} />
                    : <span>{p.name.slice(0, 1).toUpperCase()}</span>}
                </Link>
                <div className="likes-item-body">
                  <Link to={href} className="likes-name">{p.name}</Link>
                  {p.like_new && <span className="likes-new">{t('new')}</span>}
                  <span className="likes-meta">{[p.age !== null ? t('age', { age: p.age }) : '', p.city].filter(Boolean).join(' · ')}</span>
                </div>
                <button type="button" className={`likes-btn${liked ? ' likes-btn--on' : ''}`} aria-pressed={liked}
                  aria-label={t(liked ? 'unlike_label' : 'like_label', { name: p.name })}
                  disabled={toggle.isPending && toggle.variables?.profileId === p.id}
                  onClick={() => toggle.mutate({ profileId: p.id, like: !liked })}>
                  {t(liked ? 'unlike' : 'like_back')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
