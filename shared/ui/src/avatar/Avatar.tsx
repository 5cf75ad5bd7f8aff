import { useId } from 'react';
import styles from './Avatar.module.css';

export type AvatarSize = 'sm' | 'md' | 'lg' | 'fill';

/** Pixel sizes for the img width/height attributes, so the layout is reserved before the photo arrives. */
export const AVATAR_PIXELS: Record<AvatarSize, number> = { sm: 40, md: 64, lg: 96, fill: 160 };

export interface AvatarProps {
  /** Photo URL; without one a silhouette stands in. */
  src?: string | null;
  /**
   * Text alternative of the photo. Leave it out where the member's name is shown next to the avatar:
   * the photo is then decorative and a screen reader would only hear the name twice.
   */
  alt?: string;
  /** sm 40 px, md 64 px, lg 96 px; fill takes the width of its container. */
  size?: AvatarSize;
  shape?: 'circle' | 'rounded';
  className?: string;
  /** on the first screen, maybe the page's largest paint: loaded at once and ahead of the other images */
  firstScreen?: boolean;
}

/** A member's photo, or a silhouette on a soft gradient when there is none. */
export function Avatar({ src, alt, size = 'md', shape = 'circle', className, firstScreen = false }: AvatarProps) {
  const classes = [styles.avatar, styles[size], styles[shape], className].filter(Boolean).join(' ');
  const pixels = AVATAR_PIXELS[size];
  if (src) {
    return (
      <img
        className={classes}
        src={src}
        alt={alt ?? ''}
        width={pixels}
        height={pixels}
        loading={firstScreen ? 'eager' : 'lazy'}
        fetchPriority={firstScreen ? 'high' : undefined}
        decoding="async"
      />
    );
  }
  return (
    <span className={`${classes} ${styles.fallback}`} aria-hidden="true">
      <Silhouette />
    </span>
  );
}

/** A head and shoulders, drawn in currentColor so the stylesheet picks the tint. */
function Silhouette() {
  // Several avatars share a page: a fixed gradient id would make every copy point at the first one.
  const gradient = useId();
  return (
    <svg viewBox="0 0 64 64" focusable="false" className={styles.silhouette}>
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="0" y2="1">
          <stop offset="0" stopColor="currentColor" stopOpacity="0.9" />
          <stop offset="1" stopColor="currentColor" stopOpacity="0.6" />
        </linearGradient>
      </defs>
      <circle cx="32" cy="25" r="12" fill={`url(#${gradient})`} />
      <path d="M10 60c0-12.2 9.8-21 22-21s22 8.8 22 21z" fill={`url(#${gradient})`} />
    </svg>
  );
}
