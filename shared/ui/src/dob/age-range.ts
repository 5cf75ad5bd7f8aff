import { SIGNUP_MIN_AGE, PICKER_MAX_AGE } from '@dating/config';
import { fromDayNumber, toDayNumber, yearsBefore } from './calendar';
import { formatDob, localParts, type DobParts } from './parts';

export interface AgeRange {
  /** Youngest age allowed, in whole years (default 18). */
  minAge?: number;
  /** Oldest age allowed, in whole years (default 100). */
  maxAge?: number;
  /** The day ages are counted on (default: now). */
  today?: Date;
}

export const DEFAULT_MIN_AGE = SIGNUP_MIN_AGE;
export const DEFAULT_MAX_AGE = PICKER_MAX_AGE;

/** The years a picker offers, newest first: from (this year - minAge) down to (this year - maxAge). */
export function birthYears({
  minAge = DEFAULT_MIN_AGE,
  maxAge = DEFAULT_MAX_AGE,
  today = new Date(),
}: AgeRange = {}): number[] {
  const newest = today.getFullYear() - minAge;
  const oldest = today.getFullYear() - maxAge;
  const years: number[] = [];
  for (let year = newest; year >= oldest; year--) years.push(year);
  return years;
}

/**
 * The first and last birth dates whose age on `today` lies within [minAge, maxAge], as day parts.
 * The last is the day `minAge` years ago (that birthday is today); the first is the day after the
 * day `maxAge + 1` years ago.
 */
export function birthDateBounds({
  minAge = DEFAULT_MIN_AGE,
  maxAge = DEFAULT_MAX_AGE,
  today = new Date(),
}: AgeRange = {}): {
  earliest: DobParts;
  latest: DobParts;
} {
  const now = localParts(today);
  const latest = yearsBefore(now, minAge);
  const earliest = fromDayNumber(toDayNumber(yearsBefore(now, maxAge + 1)) + 1);
  return { earliest, latest };
}

/** birthDateBounds as 'YYYY-MM-DD' strings, ready for an <input type="date"> min and max. */
export function birthDateLimits(range: AgeRange = {}): { min: string; max: string } {
  const { earliest, latest } = birthDateBounds(range);
  return { min: formatDob(earliest), max: formatDob(latest) };
}
