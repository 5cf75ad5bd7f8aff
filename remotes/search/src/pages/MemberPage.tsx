import '../search.css';
import { Link } from 'react-router-dom';
import { getProfile } from '@dating/contract';
import { useApiQuery, useMediaUrl, useUser } from '@dating/api-client';
import type { RemotePageProps } from '@dating/routes';
import { useSearchMessages } from '../i18n';
import { useTemplateFlags } from '../search/useTemplateFlags';
import { useLikedIds } from '../likes/useLikes';
import { LikeButton } from '../cards/LikeButton';
import { useStartChat } from '../chat/useStartChat';
import { useSeenLike } from '../member/useSeenLike';
import { countryName, languageName } from '@dating/i18n';
import { showsLanguageBadge } from '../logic/language-badge';

/** /members/:memberId (also /likes/m/:memberId): one member's details; visitors see it without member actions. */
export default function MemberPage({ params }: RemotePageProps) {
  const { t, i18n } = useSearchMessages();
  const id = Number(params.memberId);
  const user = useUser().data?.user ?? null;
  const isMember = Boolean(user);
  const flags = useTemplateFlags().memberDetails;
  const query = useApiQuery(getProfile, { query: { id } }, { enabled: Number.isInteger(id) && id > 0, retry: false });
  const likedIds = useLikedIds(isMember);
  const { start, pending } = useStartChat();
  const mediaUrl = useMediaUrl();
  const profile = query.data?.profile;
  useSeenLike(profile?.id, isMember);

  if (query.isError || !(id > 0))
    return (
      <p role="alert" className="search-page">
        {t('member.not_found')}
      </p>
    );
  if (!profile)
    return (
      <p role="status" className="search-page">
        {t('results.loading')}
      </p>
    );

  const liked = likedIds ? likedIds.has(profile.id) : profile.did_like_profile;
  const photos =
    profile.images.length > 0
      ? profile.images
      : profile.main_image
        ? [{ id: 0, thumb_filename: profile.main_image.thumb_filename }]
        : [];
  const badge = flags.showLanguageBadge && showsLanguageBadge(profile.country, profile.language);
  return (
    <article className="search-page search-member" aria-labelledby="search-member-name">
      <header className="search-member-head">
        <h1 id="search-member-name">
          {profile.name}
          {profile.age !== null && <span className="search-member-age">{t('card.age', { age: profile.age })}</span>}
        </h1>
        {badge && (
          <span className="search-badge">
            {t('member.language', { language: languageName(profile.language, i18n.language) })}
          </span>
        )}
      </header>
      <dl className="search-member-facts">
        {flags.showCity && profile.city && (
          <>
            <dt>{t('member.city')}</dt>
            <dd>{profile.city}</dd>
          </>
        )}
        {profile.country && (
          <>
            <dt>{t('member.country')}</dt>
            <dd>{countryName(profile.country, i18n.language)}</dd>
          </>
        )}
      </dl>
      {isMember && (
        <div className="search-card-actions">
          <LikeButton profile={profile} liked={liked} />
          <button
            type="button"
            className="search-btn"
            disabled={pending === profile.id}
            onClick={() => start(profile.id)}
          >
            {t('card.chat')}
          </button>
        </div>
      )}
      {profile.personal && (
        <section aria-labelledby="search-member-about">
          <h2 id="search-member-about">{t('member.about')}</h2>
          <p className="search-member-personal">{profile.personal}</p>
        </section>
      )}
      <section aria-labelledby="search-member-photos">
        <h2 id="search-member-photos">{t('member.photos')}</h2>
        {photos.length === 0 ? (
          <p>{t('member.no_photos')}</p>
        ) : (
          <ul className="search-photos">
            {photos.map((img, i) => (
              <li key={`${img.id}-${i}`}>
                <img
                  src={mediaUrl(img.thumb_filename)}
                  alt={t('member.photo_alt', { name: profile.name, index: i + 1 })}
                  width={240}
                  height={240}
                  loading="lazy"
                />
              </li>
            ))}
          </ul>
        )}
      </section>
      {isMember && (
        <p>
          <Link to="/members">{t('member.back')}</Link>
        </p>
      )}
    </article>
  );
}
