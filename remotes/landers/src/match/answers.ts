import { AGE_BUCKETS } from '@dating/config';
import { bucketToRange, is, isAgeBucket, rangeToBucket, SearchStart, type AgeBucket } from '@dating/contract';

/** Who the visitor is looking for: women, men, or both (the search's '' gender). */
export const SEEKING = ['female', 'male', ''] as const;
export type Seeking = (typeof SEEKING)[number];

/** The quiz's answers; null for a question not answered yet. */
export interface MatchAnswers {
  gender: Seeking | null;
  age: AgeBucket | null;
  /** '' until chosen; the quiz preselects the site's guess of the visitor's country */
  country: string;
  /** optional: '' is anywhere in the country */
  countryregion: string;
}

export const NO_ANSWERS: MatchAnswers = { gender: null, age: null, country: '', countryregion: '' };

export const AGE_CHOICES: readonly AgeBucket[] = AGE_BUCKETS;

const isSeeking = (value: unknown): value is Seeking => (SEEKING as readonly unknown[]).includes(value);

/** What a SearchStart needs is there: who and which ages. Where is optional. */
export const isComplete = (answers: MatchAnswers): boolean => answers.gender !== null && answers.age !== null;

/** The answers as the signup form's searchStart (SearchStart of @dating/contract), once who and ages are known. */
export function toSearchStart(answers: MatchAnswers): SearchStart | null {
  if (answers.gender === null || answers.age === null) return null;
  return {
    gender: answers.gender,
    ...bucketToRange(answers.age),
    ...(answers.country ? { country: answers.country } : {}),
    ...(answers.country && answers.countryregion ? { countryregion: answers.countryregion } : {}),
  };
}

/** A searchStart as /signup-matches' query string, so the link can be shared and the page reloaded. */
export function searchStartQuery(start: SearchStart): string {
  const params = new URLSearchParams({
    gender: start.gender,
    min_age: String(start.min_age),
    max_age: String(start.max_age),
  });
  if (start.country) params.set('country', start.country);
  if (start.countryregion) params.set('countryregion', start.countryregion);
  return params.toString();
}

const whole = (value: string | null) => (value !== null && /^\d{1,3}$/.test(value) ? Number(value) : NaN);

/** A searchStart from a query string, or null when it has none or one the server would refuse. */
export function searchStartFromQuery(params: URLSearchParams): SearchStart | null {
  if (!params.has('min_age') && !params.has('max_age') && !params.has('gender')) return null;
  const gender = params.get('gender') ?? '';
  const country = params.get('country')?.toUpperCase() ?? '';
  const countryregion = params.get('countryregion') ?? '';
  const start = {
    gender,
    min_age: params.has('min_age') ? whole(params.get('min_age')) : bucketToRange('all').min_age,
    max_age: params.has('max_age') ? whole(params.get('max_age')) : bucketToRange('all').max_age,
    ...(country ? { country } : {}),
    ...(country && countryregion ? { countryregion } : {}),
  };
  return is(start, SearchStart) ? start : null;
}

/** Kept answers read back: anything that is not a valid answer is treated as not answered. */
export function answersFrom(value: unknown): MatchAnswers {
  const data = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const text = (v: unknown, max: number) => (typeof v === 'string' && v.length <= max ? v : '');
  return {
    gender: isSeeking(data.gender) ? data.gender : null,
    age: typeof data.age === 'string' && isAgeBucket(data.age) ? data.age : null,
    country: text(data.country, 2),
    countryregion: text(data.countryregion, 10),
  };
}

/** The quiz's answers for a searchStart (from a link), so the quiz can be taken up where the link left off. */
export function answersFromSearchStart(start: SearchStart): MatchAnswers {
  return {
    gender: start.gender,
    age: rangeToBucket(start),
    country: start.country ?? '',
    countryregion: start.countryregion ?? '',
  };
}
