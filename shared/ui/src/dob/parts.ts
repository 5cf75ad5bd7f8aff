/**
 * A date of birth travels as 'YYYY-MM-DD' with '00' (or '0000') for the parts not chosen yet, so a
 * half-filled picker still has a value a form can hold: '0000-00-00' is empty, '0000-02-00' is "February".
 */
export interface DobParts {
  /** 0 when unset */
  year: number;
  /** 1-12, 0 when unset */
  month: number;
  /** 1-31, 0 when unset */
  day: number;
}

export type DobField = keyof DobParts;

export const EMPTY_DOB = '0000-00-00';

const SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The parts of a value; anything not of the 'YYYY-MM-DD' shape reads as empty. */
export function parseDob(value: string | null | undefined): DobParts {
  const match = SHAPE.exec(value?.trim() ?? '');
  if (!match) return { year: 0, month: 0, day: 0 };
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/** 'YYYY-MM-DD', zero-padded; a missing or nonsensical part becomes zeros. */
export function formatDob({ year, month, day }: DobParts): string {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

function pad(n: number, width: number): string {
  const whole = Number.isInteger(n) && n > 0 && String(n).length <= width ? n : 0;
  return String(whole).padStart(width, '0');
}

/** Whether all three parts are chosen (not whether they form a real date: see isRealDate). */
export function isCompleteDob(parts: DobParts): boolean {
  return parts.year > 0 && parts.month > 0 && parts.day > 0;
}

/** The calendar date of a Date in local time, which is the member's "today". */
export function localParts(date: Date): DobParts {
  return { year: date.getFullYear(), month: date.getMonth() + 1, day: date.getDate() };
}
