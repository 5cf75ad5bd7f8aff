import { parseDob, type DobParts } from './parts';

export function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

/**
 * Days in a month. While the year is unknown (0) February has 29, so a 29 stays choosable until the
 * year rules it out; while the month is unknown (0) every day up to 31 is possible.
 */
export function daysInMonth(year: number, month: number): number {
  if (month < 1 || month > 12) return 31;
  if (month === 2) return year === 0 || isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** A date that exists: every part set, the day within its month ('2001-02-29' is not real). */
export function isRealDate(value: string | DobParts): boolean {
  const { year, month, day } = typeof value === 'string' ? parseDob(value) : value;
  return year > 0 && month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** Days since 1970-01-01 of a calendar date, for counting days without time zones getting in. */
export function toDayNumber({ year, month, day }: DobParts): number {
  return Date.UTC(year, month - 1, day) / 86_400_000;
}

export function fromDayNumber(dayNumber: number): DobParts {
  const date = new Date(dayNumber * 86_400_000);
  return { year: date.getUTCFullYear(), month: date.getUTCMonth() + 1, day: date.getUTCDate() };
}

/**
 * The same calendar day `years` earlier; 29 February falls back to the 28th in a common year.
 */
export function yearsBefore(date: DobParts, years: number): DobParts {
  const year = date.year - years;
  return { year, month: date.month, day: Math.min(date.day, daysInMonth(year, date.month)) };
}
