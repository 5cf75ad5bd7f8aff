import { isRealDate } from './calendar';
import { localParts, parseDob, type DobParts } from './parts';

/**
 * Whole years of age on a day (local calendar date of `today`), counting the birthday itself.
 * Someone born on 29 February turns a year older on 1 March in common years.
 * Null when the date of birth is not a real date.
 */
export function ageOn(dob: string | DobParts, today: Date = new Date()): number | null {
  const birth = typeof dob === 'string' ? parseDob(dob) : dob;
  if (!isRealDate(birth)) return null;
  const now = localParts(today);
  const beforeBirthday = now.month < birth.month || (now.month === birth.month && now.day < birth.day);
  return now.year - birth.year - (beforeBirthday ? 1 : 0);
}
