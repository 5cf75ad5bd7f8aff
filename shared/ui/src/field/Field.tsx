import type { ReactNode } from 'react';
import styles from './Field.module.css';

export interface FieldProps {
  /** The label's text; it labels the control whose id is htmlFor. */
  label: ReactNode;
  htmlFor: string;
  /** A hint under the control (give the control aria-describedby={`${htmlFor}-hint`}). */
  hint?: ReactNode;
  /** The rule message shown when the value is refused (RuleMessage), or nothing. */
  error?: ReactNode;
  children: ReactNode;
  className?: string;
}

/** One form row: label, control, hint and error, spaced the same in every form of the site. */
export function Field({ label, htmlFor, hint, error, children, className }: FieldProps) {
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.label} htmlFor={htmlFor}>
        {label}
      </label>
      {children}
      {hint && (
        <p className={styles.hint} id={`${htmlFor}-hint`}>
          {hint}
        </p>
      )}
      {error}
    </div>
  );
}
