import { lazy, Suspense } from 'react';
import { Skeleton } from '../skeleton/Skeleton';
import { DEFAULT_MAX_AGE, DEFAULT_MIN_AGE } from './age-range';
import type { DobControlProps, DobPickerLabels } from './dob-control';
import { useDobValue } from './useDobValue';
import styles from './DobPicker.module.css';

export type { DobPickerLabels };

/** docs/product.md §2: the picker's labels are Dag, Maand, Jaar unless the caller passes others. */
export const DEFAULT_DOB_LABELS: Readonly<DobPickerLabels> = { day: 'Dag', month: 'Maand', year: 'Jaar' };

export interface DobPickerProps {
  /** 'YYYY-MM-DD', '00' for parts not chosen ('0000-00-00' or '' when empty). Leave out for an uncontrolled picker. */
  value?: string;
  defaultValue?: string;
  /** Every change of day, month or year, with the whole new value. */
  onInput?: (value: string) => void;
  /** When a change leaves all three parts set (once per complete date). */
  onBlur?: (value: string) => void;
  minAge?: number;
  maxAge?: number;
  labels?: Partial<DobPickerLabels>;
  /**
   * Decides the order of the selects (spec: the browser locale's order) and, unless monthLocale is given, the month
   * names.
   */
  locale?: string;
  /** The language month names are written in: the site's language, which may differ from the browser's. */
  monthLocale?: string;
  /** Render the browser's <input type="date"> instead of three selects. */
  native?: boolean;
  /** The day ages are counted from (default: now). */
  today?: Date;
  /** Id of the control (native) or prefix of the three select ids (`<id>-day`, ...). */
  id?: string;
  /** Form field name; the selects get `<name>[day]`, `<name>[month]`, `<name>[year]`. */
  name?: string;
  disabled?: boolean;
  required?: boolean;
  invalid?: boolean;
  /** Id of an error or hint text that describes the controls. */
  'aria-describedby'?: string;
  className?: string;
}

// Only two pages ask for a date of birth: the controls load with them, not with every first render.
const DobSelects = lazy(() => import('./DobSelects').then((m) => ({ default: m.DobSelects })));
const NativeDobInput = lazy(() => import('./NativeDobInput').then((m) => ({ default: m.NativeDobInput })));

/**
 * Date-of-birth picker: day, month and year selects in the order the locale writes dates (DMY,
 * MDY or YMD), years from (now - maxAge) to (now - minAge), only the days the month has.
 */
export function DobPicker({
  value,
  defaultValue,
  onInput,
  onBlur,
  minAge = DEFAULT_MIN_AGE,
  maxAge = DEFAULT_MAX_AGE,
  labels,
  locale,
  monthLocale,
  native = false,
  today,
  className,
  'aria-describedby': describedBy,
  ...rest
}: DobPickerProps) {
  const [current, change] = useDobValue({ value, defaultValue, onInput, onBlur });
  const control: DobControlProps = {
    ...rest,
    value: current,
    onChange: change,
    minAge,
    maxAge,
    today,
    locale,
    monthLocale: monthLocale ?? locale,
    labels: { ...DEFAULT_DOB_LABELS, ...labels },
    describedBy,
  };
  return (
    <div className={[styles.picker, className].filter(Boolean).join(' ')}>
      <Suspense fallback={<Skeleton shape="rect" height="var(--control-height)" />}>
        {native ? <NativeDobInput {...control} /> : <DobSelects {...control} />}
      </Suspense>
    </div>
  );
}
