import type { TFunction } from 'i18next';
import { bucketToRange, type AgeBucket } from '@dating/contract';

/** A bucket in words: "Any age", "18 to 25", "65 and older"; the numbers from the bucket, never retyped. */
export function ageLabel(t: TFunction<'landers'>, bucket: AgeBucket): string {
  if (bucket === 'all') return t('quiz.age.any');
  const { min_age, max_age } = bucketToRange(bucket);
  return bucket === '65-' ? t('quiz.age.over', { min: min_age }) : t('quiz.age.range', { min: min_age, max: max_age });
}
