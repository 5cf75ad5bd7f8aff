import type { ReactNode } from 'react';
import { CircleAlert } from 'lucide-react';
import styles from './ErrorNotice.module.css';

export interface ErrorNoticeProps {
  /** What went wrong, in the member's language: spoken at once (role alert). */
  children: ReactNode;
  /** The way on, usually a retry button. */
  action?: ReactNode;
  className?: string;
}

/** A failure in place of what could not be loaded or done, with the way on beside it. */
export function ErrorNotice({ children, action, className }: ErrorNoticeProps) {
  return (
    <div className={className ? `${styles.notice} ${className}` : styles.notice}>
      <CircleAlert className={styles.icon} aria-hidden="true" />
      <p role="alert">{children}</p>
      {action}
    </div>
  );
}
