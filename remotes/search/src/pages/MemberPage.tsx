import '../search.css';
import { Suspense } from 'react';
import { Link, useLocation } from 'react-router-dom';
import { ArrowLeft, Cake, Globe, Languages, MapPin, MessageCircle, UserX } from 'lucide-react';
import { getProfile } from '@dating/contract';
import { useApiQuery, useMediaUrl, useSettings, useTemplateFlags, useUser } from '@dating/api-client';
import type { RemotePageProps } from '@dating/routes';
import { countryName, languageName } from '@dating/i18n';
import { Button, buttonClassName, Chip, EmptyState } from '@dating/ui';
import { useSearchMessages } from '../i18n';
import { useLikedIds } from '../likes/useLikedIds';
import { LikeButton } from '../cards/LikeButton';
import { AgeText } from '../cards/AgeText';
import { useStartChat } from '../chat/useStartChat';
import { PhotoGallery } from '../member/PhotoGallery';
import { MemberSkeleton } from '../member/MemberSkeleton';
import { answeredDetails, DetailChips } from '../member/DetailChips';
import { InterestChips } from '../member/InterestChips';
import { showsLanguageBadge } from '../logic/language-badge';
import { SafetyActions } from '../member/SafetyActions';
import { backLink, type BackKind } from '../logic/back-link';

/** The back link's text: where it leads back to. */
const BACK_LABEL = {
  likes: 'member.back_likes',
  search: 'member.back',
  home: 'member.back_home',
  chats: 'member.back_chats',
  other: 'member.back_other',
} as const satisfies Record<BackKind, string>;

/**
 * /members/:memberId (also /likes/m/:memberId): one member's details; visitors see it without member actions.
 * Photos first, then the name and facts; like and chat stay at hand at the bottom of a phone's screen.
 */
export default function MemberPage({ params }: RemotePageProps) {
  const { t, i18n } = useSearchMessages();
  const id = Number(params.memberId);
  const user = useUser().data?.user ?? null;
  const isMember = Boolean(user);
  const flags = useTemplateFlags().memberDetails;
  const visibleFields = useSettings().data?.visible_profile_fields;
  const query = useApiQuery(getProfile, { query: { id } }, { enabled: Number.isInteger(id) && id > 0, retry: false });
  const likedIds = useLikedIds(isMember);
  const { start, pending } = useStartChat();
  const mediaUrl = useMediaUrl();
  const back = backLink(useLocation());
  const profile = query.data?.profile;

  if (query.isError || !(id > 0))
    return (
      <div role="alert" className="search-page search-member-missing">
        <EmptyState
          icon={<UserX />}
          headingLevel={2}
          title={t('member.not_found')}
          action={
            isMember && (
              <Link to={back.to} className={buttonClassName({ variant: 'primary' })}>
                {t(BACK_LABEL[back.kind])}
              </Link>
            )
          }
        />
      </div>
    );
  if (!profile) return <MemberSkeleton label={t('member.loading')} />;

  const liked = likedIds ? likedIds.has(profile.id) : profile.did_like_profile;
  // The gallery shows the photos themselves, large; a profile with only a main image shows its thumbnail.
  const photos =
    profile.images.length > 0
      ? profile.images.map((img, i) => ({
          key: `${img.id}-${i}`,
          src: mediaUrl(img.filename),
          srcSet: img.renditions?.map((r) => `${mediaUrl(r.filename)} ${r.width}w`).join(', '),
        }))
      : profile.main_image
        ? [{ key: 'main', src: mediaUrl(profile.main_image.thumb_filename) }]
        : [];
  const badge = flags.showLanguageBadge && showsLanguageBadge(profile.country, profile.language);
  const details = answeredDetails(profile.details, visibleFields);
  return (
    <article
      className={isMember ? 'search-page search-member search-member--actions' : 'search-page search-member'}
      aria-labelledby="search-member-name"
    >
      {isMember && (
        <Link to={back.to} className="search-member-back">
          <ArrowLeft aria-hidden="true" />
          {t(BACK_LABEL[back.kind])}
        </Link>
      )}
      <div className="search-member-media">
        <PhotoGallery name={profile.name} photos={photos} />
      </div>
      <div className="search-member-info">
        <header className="search-member-head">
          <h1 id="search-member-name" className="search-member-name">
            {profile.name} {profile.age !== null && <AgeText age={profile.age} className="search-member-age" />}
          </h1>
          <ul className="search-member-chips">
            {profile.age !== null && (
              <li>
                <Chip icon={<Cake />}>{t('card.age', { age: profile.age })}</Chip>
              </li>
            )}
            {flags.showCity && profile.city && (
              <li>
                <Chip icon={<MapPin />}>{profile.city}</Chip>
              </li>
            )}
            {profile.country && (
              <li>
                <Chip icon={<Globe />}>{countryName(profile.country, i18n.language)}</Chip>
              </li>
            )}
            {badge && (
              <li>
                <Chip icon={<Languages />}>
                  {t('member.language', { language: languageName(profile.language, i18n.language) })}
                </Chip>
              </li>
            )}
          </ul>
        </header>
        {isMember && (
          <div className="search-member-actions">
            <LikeButton profile={profile} liked={liked} className="search-member-action" />
            <Button
              variant="primary"
              className="search-member-action search-member-chat"
              icon={<MessageCircle aria-hidden="true" />}
              loading={pending === profile.id}
              onClick={() => start(profile.id)}
            >
              {t('card.chat')}
            </Button>
          </div>
        )}
        {profile.personal && (
          <section className="search-member-section" aria-labelledby="search-member-about">
            <h2 id="search-member-about" className="search-member-subtitle">
              {t('member.about')}
            </h2>
            <p className="search-member-personal">{profile.personal}</p>
          </section>
        )}
        {details.length > 0 && (
          <section className="search-member-section" aria-labelledby="search-member-details">
            <h2 id="search-member-details" className="search-member-subtitle">
              {t('member.details', { name: profile.name })}
            </h2>
            <Suspense fallback={null}>
              <DetailChips answers={details} />
            </Suspense>
          </section>
        )}
        {profile.interests && profile.interests.length > 0 && (
          <section className="search-member-section" aria-labelledby="search-member-interests">
            <h2 id="search-member-interests" className="search-member-subtitle">
              {t('member.interests', { name: profile.name })}
            </h2>
            <Suspense fallback={null}>
              <InterestChips ids={profile.interests} />
            </Suspense>
          </section>
        )}
        {isMember && user?.profile.id !== profile.id && <SafetyActions member={profile} />}
      </div>
    </article>
  );
}
