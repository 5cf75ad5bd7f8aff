import { fromDayNumber, toDayNumber } from './calendar';
import { birthDateBounds, DEFAULT_MAX_AGE, DEFAULT_MIN_AGE, type AgeRange } from './age-range';
import { formatDob } from './parts';

export interface RandomDobOptions extends AgeRange {
  /** A source of numbers in [0, 1), Math.random by default; pass a seeded one for repeatable results. */
  random?: () => number;
}

/** docs/product.md §5: young pickers are filled with an age up to 50, others up to their maximum age. */
const RANDOM_AGE_CAP = 50;
const CAP_APPLIES_BELOW_MIN_AGE = 40;

/** The oldest age a random date of birth may give. */
export function randomDobMaxAge(minAge: number, maxAge: number): number {
  return minAge < CAP_APPLIES_BELOW_MIN_AGE && maxAge > RANDOM_AGE_CAP ? RANDOM_AGE_CAP : maxAge;
}

/**
 * A random real date of birth, 'YYYY-MM-DD', whose age on `today` lies between the minimum age and
 * 50 when the minimum age is under 40 and the maximum age over 50, otherwise between the minimum
 * and the maximum age. Every day in that span is equally likely.
 */
export function randomDob({
  minAge = DEFAULT_MIN_AGE,
  maxAge = DEFAULT_MAX_AGE,
  today = new Date(),
  random = Math.random,
}: RandomDobOptions = {}): string {
  const { earliest, latest } = birthDateBounds({ minAge, maxAge: randomDobMaxAge(minAge, maxAge), today });
  const first = toDayNumber(earliest);
  const span = toDayNumber(latest) - first + 1;
  const offset = Math.min(span - 1, Math.max(0, Math.floor(random() * span)));
  return formatDob(fromDayNumber(first + offset));
}
