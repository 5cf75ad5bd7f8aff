import type { ReactNode } from 'react';
import styles from './Badge.module.css';

export interface CountBadgeProps {
  count: number;
  /** What the number counts, read instead of the bare number ("3 new: unread messages and likes"). */
  label: string;
  className?: string;
}

/** A number on a pill (unread messages, new likes); nothing at zero; over 99 shows 99+. */
export function CountBadge({ count, label, className }: CountBadgeProps) {
  if (count <= 0) return null;
  return (
    <span className={[styles.count, className].filter(Boolean).join(' ')} role="status" aria-label={label}>
      {count > 99 ? '99+' : count}
    </span>
  );
}

export interface BadgeProps {
  /** brand for 'new', neutral for a plain mark, ad for paid promotion (marked as such, docs/product.md §6). */
  tone?: 'brand' | 'neutral' | 'ad' | 'success';
  children: ReactNode;
  className?: string;
}

/** A short word on a pill: 'New', 'Ad', 'Online'. */
export function Badge({ tone = 'neutral', children, className }: BadgeProps) {
  return <span className={[styles.badge, styles[tone], className].filter(Boolean).join(' ')}>{children}</span>;
}
