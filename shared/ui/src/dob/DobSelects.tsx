import { useId, useMemo } from 'react';
import a11y from '../a11y.module.css';
import { birthYears } from './age-range';
import { daysInMonth } from './calendar';
import { changePart } from './change-part';
import { fieldOrder } from './field-order';
import { monthNames } from './month-names';
import { formatDob, parseDob, type DobField } from './parts';
import type { DobControlProps } from './dob-control';
import styles from './DobPicker.module.css';
import { Select } from '../field/Select';

/**
 * Day, month and year selects in the locale's order, each labelled. The label also names the empty
 * first option, which is what a select shows until a part is chosen.
 */
export function DobSelects({
  value,
  onChange,
  minAge,
  maxAge,
  today,
  locale,
  monthLocale,
  labels,
  id,
  name,
  disabled,
  required,
  invalid,
  describedBy,
}: DobControlProps) {
  const baseId = useId();
  const prefix = id ?? baseId;
  const parts = parseDob(value);
  const order = useMemo(() => fieldOrder(locale), [locale]);
  const months = useMemo(() => monthNames(monthLocale), [monthLocale]);
  const offeredYears = useMemo(() => birthYears({ minAge, maxAge, today }), [minAge, maxAge, today]);
  const years = withYear(offeredYears, parts.year);
  const dayCount = daysInMonth(parts.year, parts.month);

  const options: Record<DobField, { value: number; text: string }[]> = {
    day: Array.from({ length: dayCount }, (_, i) => ({ value: i + 1, text: String(i + 1) })),
    month: months.map((text, i) => ({ value: i + 1, text })),
    year: years.map((year) => ({ value: year, text: String(year) })),
  };

  return (
    <div className={styles.selects}>
      {order.map((field) => {
        const selectId = `${prefix}-${field}`;
        return (
          <div key={field} className={`${styles.field} ${styles[field]}`}>
            <label htmlFor={selectId} className={a11y.visuallyHidden}>
              {labels[field]}
            </label>
            <Select
              id={selectId}
              name={name ? `${name}[${field}]` : undefined}
              className={styles.select}
              value={String(parts[field])}
              disabled={disabled}
              required={required}
              aria-invalid={invalid || undefined}
              aria-describedby={describedBy}
              onChange={(event) => onChange(formatDob(changePart(parts, field, Number(event.target.value))))}
            >
              <option value="0">{labels[field]}</option>
              {options[field].map((option) => (
                <option key={option.value} value={String(option.value)}>
                  {option.text}
                </option>
              ))}
            </Select>
          </div>
        );
      })}
    </div>
  );
}

/**
 * A stored date may lie outside today's range (a profile saved years ago): its year stays listed
 * so the select shows what is stored instead of silently showing nothing.
 */
function withYear(years: number[], year: number): number[] {
  if (year === 0 || years.includes(year)) return years;
  return [...years, year].sort((a, b) => b - a);
}
