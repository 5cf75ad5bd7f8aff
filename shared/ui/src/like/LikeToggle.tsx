import { Suspense } from 'react';
import { useUiTranslation } from '../i18n/useUiTranslation';
import styles from './LikeToggle.module.css';

const HEART =
  'M12 21s-7.5-4.6-9.6-9.3C.9 8.3 3 4.5 6.7 4.5c2.1 0 3.6 1.2 4.3 2.4h2c.7-1.2 2.2-2.4 4.3-2.4 ' +
  '3.7 0 5.8 3.8 4.3 7.2C19.5 16.4 12 21 12 21z';

export interface LikeToggleProps {
  /** The member's name, for the accessible name "Like {{name}}" / "Unlike {{name}}". */
  name: string;
  liked: boolean;
  /** A like or unlike of this member is under way: the button waits for it. */
  pending?: boolean;
  onToggle: () => void;
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

function LikeToggleButton({ name, liked, pending = false, onToggle, className }: LikeToggleProps) {
  const { t } = useUiTranslation();
  const classes = [styles.toggle, liked && styles.liked, className].filter(Boolean).join(' ');
  return (
    <button
      type="button"
      className={classes}
      aria-pressed={liked}
      aria-label={t(liked ? 'like.unlike_label' : 'like.like_label', { name })}
      aria-busy={pending || undefined}
      disabled={pending}
      onClick={onToggle}
    >
      <svg className={styles.heart} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d={HEART} />
      </svg>
      <span>{t(liked ? 'like.unlike' : 'like.like')}</span>
    </button>
  );
}
