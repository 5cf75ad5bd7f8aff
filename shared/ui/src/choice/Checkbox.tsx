import { useId, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import styles from './Choice.module.css';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** The label's text: clicking it toggles the box. */
  label: ReactNode;
  /** A hint under the label, read as the box's description. */
  hint?: ReactNode;
  /** The rule message shown when the box must be ticked (RuleMessage), or nothing. */
  error?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

/** The native checkbox in the brand's colour, with its label beside it and the whole row a touch target. */
export function Checkbox({ label, hint, error, id, className, ...rest }: CheckboxProps) {
  const ownId = useId();
  const inputId = id ?? ownId;
  return (
    <div className={[styles.check, className].filter(Boolean).join(' ')}>
      <input
        type="checkbox"
        id={inputId}
        className={styles.input}
        aria-describedby={hint ? `${inputId}-hint` : undefined}
        {...rest}
      />
      <label htmlFor={inputId} className={styles.checkLabel}>
        {label}
      </label>
      {hint && (
        <p id={`${inputId}-hint`} className={styles.checkHint}>
          {hint}
        </p>
      )}
      {error && <div className={styles.checkError}>{error}</div>}
    </div>
  );
}
