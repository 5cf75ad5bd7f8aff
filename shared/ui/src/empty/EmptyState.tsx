import type { ReactNode } from 'react';
import styles from './EmptyState.module.css';

export interface EmptyStateProps {
  /** A large icon over the title (decorative). */
  icon?: ReactNode;
  title: ReactNode;
  /** The heading level that fits the page's outline. */
  headingLevel?: 2 | 3;
  /** What it means and what to do next. */
  children?: ReactNode;
  /** The next step: a button or a link styled as one. */
  action?: ReactNode;
  className?: string;
}

/** An empty list that says what to do next ('No likes yet — complete your profile to be found'). */
export function EmptyState({ icon, title, headingLevel = 2, children, action, className }: EmptyStateProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={[styles.empty, className].filter(Boolean).join(' ')}>
      {icon && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      <Heading className={styles.title}>{title}</Heading>
      {children && <div className={styles.text}>{children}</div>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
