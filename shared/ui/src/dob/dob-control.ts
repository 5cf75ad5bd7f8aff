export interface DobPickerLabels {
  day: string;
  month: string;
  year: string;
  /** Label of the native date input; 'Date of birth' in the page language by default. */
  date?: string;
}

/** What the two renderings (selects, native) get. */
export interface DobControlProps {
  value: string;
  onChange: (value: string) => void;
  minAge: number;
  maxAge: number;
  today: Date | undefined;
  locale: string | undefined;
  monthLocale: string | undefined;
  labels: DobPickerLabels;
  id?: string;
  name?: string;
  disabled?: boolean;
  required?: boolean;
  invalid?: boolean;
  describedBy?: string;
}
