import { useTranslation } from 'react-i18next';
import { useLikeToggle } from '@dating/api-client';

/** Like/unlike toggle; aria-pressed tells assistive technology which state it is in. */
export function LikeButton({ profileId, name, liked }: { profileId: number; name: string; liked: boolean }) {
  const { t } = useTranslation('search');
  const toggle = useLikeToggle();
  return (
    <button
      type="button"
      className={`search-btn search-like${liked ? ' search-like--on' : ''}`}
      aria-pressed={liked}
      aria-label={t(liked ? 'card.unlike_label' : 'card.like_label', { name })}
      disabled={toggle.isPending}
      onClick={() => toggle.mutate({ profileId, like: !liked })}
    >
      <span aria-hidden="true">{liked ? '♥' : '♡'}</span> {t(liked ? 'card.unlike' : 'card.like')}
    </button>
  );
}
