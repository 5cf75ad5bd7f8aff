import { Heart } from 'lucide-react';
import { Suspense } from 'react';
import { IconButton } from '../button/IconButton';
import { useUiTranslation } from '../i18n/useUiTranslation';
import styles from './LikeToggle.module.css';

export interface LikeToggleProps {
  /** The member's name, for the accessible name "Like {{name}}" / "Unlike {{name}}". */
  name: string;
  liked: boolean;
  /** A like or unlike of this member is under way: the button waits for it. */
  pending?: boolean;
  onToggle: () => void;
  /** pill: heart and word (a profile page); icon: the heart alone (a card), overlay when it sits on a photo. */
  appearance?: 'pill' | 'icon' | 'overlay';
  className?: string;
}

/**
 * The like/unlike button of a member. Presentational: the caller owns the like itself (useLikeToggle
 * in @dating/api-client) and tells this button its state; aria-pressed carries that state.
 */
export function LikeToggle(props: LikeToggleProps) {
  // The ui messages load once per page; the button appears with them rather than with raw keys.
  return (
    <Suspense fallback={null}>
      <LikeToggleButton {...props} />
    </Suspense>
  );
}

function LikeToggleButton({ name, liked, pending = false, onToggle, appearance = 'pill', className }: LikeToggleProps) {
  const { t } = useUiTranslation();
  const label = t(liked ? 'like.unlike_label' : 'like.like_label', { name });
  if (appearance !== 'pill') {
    return (
      <IconButton
        label={label}
        icon={<Heart />}
        pressed={liked}
        variant={appearance === 'overlay' ? 'overlay' : 'secondary'}
        aria-busy={pending || undefined}
        disabled={pending}
        onClick={onToggle}
        className={className}
      />
    );
  }
  const classes = [styles.toggle, liked && styles.liked, className].filter(Boolean).join(' ');
  return (
    <button
      type="button"
      className={classes}
      aria-pressed={liked}
      aria-label={label}
      aria-busy={pending || undefined}
      disabled={pending}
      onClick={onToggle}
    >
      <Heart className={styles.heart} aria-hidden="true" />
      <span>{t(liked ? 'like.unlike' : 'like.like')}</span>
    </button>
  );
}
