import { useId } from 'react';
import { useUiTranslation } from '../i18n/useUiTranslation';
import a11y from '../a11y.module.css';
import { birthDateLimits } from './age-range';
import { isRealDate } from './calendar';
import type { DobControlProps } from './dob-control';
import { EMPTY_DOB } from './parts';
import styles from './DobPicker.module.css';

/** The browser's own date input, limited to the dates whose age is within minAge..maxAge. */
export function NativeDobInput({
  value,
  onChange,
  minAge,
  maxAge,
  today,
  labels,
  id,
  name,
  disabled,
  required,
  invalid,
  describedBy,
}: DobControlProps) {
  const { t } = useUiTranslation();
  const baseId = useId();
  const inputId = id ?? baseId;
  const { min, max } = birthDateLimits({ minAge, maxAge, today });
  return (
    <div className={styles.field}>
      <label htmlFor={inputId} className={a11y.visuallyHidden}>
        {labels.date ?? t('dob.date')}
      </label>
      <input
        id={inputId}
        type="date"
        name={name}
        className={styles.select}
        value={isRealDate(value) ? value : ''}
        min={min}
        max={max}
        disabled={disabled}
        required={required}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        // The browser gives '' until the date is whole (or while it is not a real date).
        onChange={(event) => onChange(event.target.value || EMPTY_DOB)}
      />
    </div>
  );
}
