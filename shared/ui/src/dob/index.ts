/** Pure date-of-birth helpers (no React): safe to use on the server and in node tests. */
export { EMPTY_DOB, formatDob, isCompleteDob, localParts, parseDob, type DobField, type DobParts } from './parts';
export { daysInMonth, isLeapYear, isRealDate } from './calendar';
export { ageOn } from './age';
export {
  birthDateBounds,
  birthDateLimits,
  birthYears,
  DEFAULT_MAX_AGE,
  DEFAULT_MIN_AGE,
  type AgeRange,
} from './age-range';
export { randomDob, randomDobMaxAge, type RandomDobOptions } from './random';
export { fieldOrder } from './field-order';
export { monthNames } from './month-names';
