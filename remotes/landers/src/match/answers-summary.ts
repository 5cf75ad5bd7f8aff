import type { TFunction } from 'i18next';
import type { AgeBucket } from '@dating/contract';
import { countryName } from '@dating/i18n';
import { ageLabel } from './age-label';
import type { Seeking } from './answers';

const WHO: Record<Seeking, string> = {
  female: 'quiz.summary.female',
  male: 'quiz.summary.male',
  '': 'quiz.summary.both',
};

/** "Women, 26 to 35, Utrecht, Netherlands": the answers in one line, to check before signing up. */
export function answersSummary(
  t: TFunction<'landers'>,
  lng: string,
  { gender, age, country, regionName }: { gender: Seeking; age: AgeBucket; country: string; regionName?: string },
): string {
  const place = country ? [regionName, countryName(country, lng)].filter(Boolean).join(', ') : '';
  // facts in a row, the same in every language: who, which ages, where
  return [t(WHO[gender]), ageLabel(t, age), place].filter(Boolean).join(', ');
}
