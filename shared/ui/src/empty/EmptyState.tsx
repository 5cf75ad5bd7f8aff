import type { ReactNode } from 'react';
import styles from './EmptyState.module.css';

export interface EmptyStateProps {
  /** A large icon over the title (decorative). */
  icon?: ReactNode;
  title: ReactNode;
  /** The heading level that fits the page's outline (1 when the panel is the whole page). */
  headingLevel?: 1 | 2 | 3;
  /** What it means and what to do next. */
  children?: ReactNode;
  /** The next step: a button or a link styled as one. */
  action?: ReactNode;
  /** The action takes the panel's full width (a column of ways in on a phone) instead of its own. */
  stretchAction?: boolean;
  className?: string;
}

/** An empty list that says what to do next ('No likes yet — complete your profile to be found'). */
export function EmptyState({
  icon,
  title,
  headingLevel = 2,
  children,
  action,
  stretchAction = false,
  className,
}: EmptyStateProps) {
  const Heading = (['h1', 'h2', 'h3'] as const)[headingLevel - 1]!;
  return (
    <div className={[styles.empty, className].filter(Boolean).join(' ')}>
      {icon && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      <Heading className={styles.title}>{title}</Heading>
      {children && <div className={styles.text}>{children}</div>}
      {action && <div className={stretchAction ? `${styles.action} ${styles.stretch}` : styles.action}>{action}</div>}
    </div>
  );
}
