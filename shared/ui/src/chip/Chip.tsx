import type { ReactNode } from 'react';
import styles from './Chip.module.css';

export interface ChipProps {
  icon?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** A fact about a member on a soft pill (city, age, language): read as plain text. */
export function Chip({ icon, children, className }: ChipProps) {
  return (
    <span className={[styles.chip, className].filter(Boolean).join(' ')}>
      {icon && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      {children}
    </span>
  );
}
