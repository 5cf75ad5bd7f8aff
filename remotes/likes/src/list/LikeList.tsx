import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Profile } from '@dating/contract';
import { useLikeToggle, useMediaUrl } from '@dating/api-client';
import { Avatar, LikeToggle } from '@dating/ui';

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
      <h2 id={id}>
        {title} <span className="likes-count">({profiles.length})</span>
      </h2>
      {profiles.length === 0 ? (
        <p>{empty}</p>
      ) : (
        <ul className="likes-list">
          {profiles.map((p) => {
            const liked = likedIds.has(p.id);
            const href = `/likes/m/${p.id}`;
            return (
              <li key={p.id} className={`likes-item${p.like_new ? ' likes-item--new' : ''}`} data-profile-id={p.id}>
                <Link to={href} className="likes-avatar" tabIndex={-1} aria-hidden="true">
                  <Avatar src={p.main_image && mediaUrl(p.main_image.thumb_filename)} size="md" />
                </Link>
                <div className="likes-item-body">
                  <Link to={href} className="likes-name">
                    {p.name}
                  </Link>
                  {p.like_new && <span className="likes-new">{t('new')}</span>}
                  <span className="likes-meta">
                    {[p.age !== null ? t('age', { age: p.age }) : '', p.city].filter(Boolean).join(' · ')}
                  </span>
                </div>
                <LikeToggle
                  name={p.name}
                  liked={liked}
                  pending={toggle.isPending && toggle.variables?.profileId === p.id}
                  onToggle={() => toggle.mutate({ profileId: p.id, like: !liked, profile: p })}
                />
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
