import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { HeartHandshake, MapPin, Search } from 'lucide-react';
import type { Profile } from '@dating/contract';
import { useLikeToggle, useMediaUrl } from '@dating/api-client';
import { a11y, Avatar, Badge, buttonClassName, Card, EmptyState, LikeToggle } from '@dating/ui';

export interface LikeListProps {
  id: string;
  /** Which list: it picks the empty state and its next step. */
  kind: 'received' | 'given';
  title: string;
  profiles: (Profile & { like_new?: boolean })[];
  likedIds: Set<number>;
}

/**
 * One list of likes as a grid of photo tiles. The name is the tile's link (stretched over the whole tile) and
 * opens the profile, which clears a new like; the heart on the photo likes back or unlikes.
 */
export function LikeList({ id, kind, title, profiles, likedIds }: LikeListProps) {
  const { t } = useTranslation('likes');
  const toggle = useLikeToggle();
  const mediaUrl = useMediaUrl();
  return (
    <section className="likes-section" aria-labelledby={id}>
      <h2 id={id} className="likes-section-title">
        {title} {profiles.length > 0 && <span className="likes-count">{profiles.length}</span>}
      </h2>
      {profiles.length === 0 ? (
        <Card className="likes-empty" padding="none">
          <EmptyState
            headingLevel={3}
            icon={kind === 'received' ? <HeartHandshake /> : <Search />}
            title={t(`${kind}.empty.title`)}
            action={
              <Link to={kind === 'received' ? '/profile' : '/members'} className={buttonClassName()}>
                {t(`${kind}.empty.action`)}
              </Link>
            }
          >
            <p>{t(`${kind}.empty.text`)}</p>
          </EmptyState>
        </Card>
      ) : (
        <ul className="likes-grid">
          {profiles.map((p) => {
            const liked = likedIds.has(p.id);
            return (
              <Card
                as="li"
                padding="none"
                key={p.id}
                className={`likes-tile${p.like_new ? ' likes-tile--new' : ''}`}
                data-profile-id={p.id}
              >
                <div className="likes-tile-photo">
                  <Avatar src={p.main_image && mediaUrl(p.main_image.thumb_filename)} size="fill" shape="rounded" />
                </div>
                <div className="likes-tile-body">
                  <p className="likes-tile-line">
                    <Link to={`/likes/m/${p.id}`} className="likes-tile-name">
                      {p.name}
                    </Link>
                    {p.age !== null && (
                      <>
                        <span className="likes-tile-age" aria-hidden="true">
                          {p.age}
                        </span>
                        <span className={a11y.visuallyHidden}>{t('age', { age: p.age })}</span>
                      </>
                    )}
                  </p>
                  <p className="likes-tile-city">
                    {p.city && (
                      <>
                        <MapPin aria-hidden="true" />
                        <span>{p.city}</span>
                      </>
                    )}
                  </p>
                </div>
                {p.like_new && (
                  <Badge tone="brand" className="likes-tile-new">
                    {t('new')}
                  </Badge>
                )}
                <LikeToggle
                  appearance="overlay"
                  className="likes-tile-like"
                  name={p.name}
                  liked={liked}
                  pending={toggle.isPending && toggle.variables?.profileId === p.id}
                  onToggle={() => toggle.mutate({ profileId: p.id, like: !liked, profile: p })}
                />
              </Card>
            );
          })}
        </ul>
      )}
    </section>
  );
}
