import { AGE_BUCKETS, PICKER_MAX_AGE, SIGNUP_MIN_AGE } from '@dating/config';

export type AgeBucket = (typeof AGE_BUCKETS)[number];
export interface AgeRange { min_age: number; max_age: number }

/** The age range each filter bucket searches (spec section 9: all, up to 25, 26-35, ..., 65 and over). */
const RANGES: Record<AgeBucket, AgeRange> = {
  all: { min_age: SIGNUP_MIN_AGE, max_age: PICKER_MAX_AGE },
  '-25': { min_age: SIGNUP_MIN_AGE, max_age: 25 },
  '26-35': { min_age: 26, max_age: 35 },
  '36-45': { min_age: 36, max_age: 45 },
  '46-55': { min_age: 46, max_age: 55 },
  '56-65': { min_age: 56, max_age: 65 },
  '65-': { min_age: 65, max_age: PICKER_MAX_AGE },
};

export const bucketToRange = (bucket: AgeBucket): AgeRange => ({ ...RANGES[bucket] });

/** The bucket of a range the server hands back; a range no bucket matches exactly reads as 'all'. */
export function rangeToBucket(range: { min_age?: number | null; max_age?: number | null }): AgeBucket {
  const min = range.min_age ?? SIGNUP_MIN_AGE;
  const max = range.max_age ?? PICKER_MAX_AGE;
  return AGE_BUCKETS.find((b) => RANGES[b].min_age === min && RANGES[b].max_age === max) ?? 'all';
}

export const isAgeBucket = (value: string): value is AgeBucket => (AGE_BUCKETS as readonly string[]).includes(value);
