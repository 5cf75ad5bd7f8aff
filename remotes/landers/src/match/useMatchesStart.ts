import { useSearchParams } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import type { SearchStart } from '@dating/contract';
import { searchStartFromQuery, toSearchStart } from './answers';
import { quizState } from './quiz-state';

/**
 * The answers /signup-matches shows matches for: the link's (a shared or reloaded URL), else the match-finder's
 * kept answers, else none (everyone near the visitor).
 */
export function useMatchesStart(): SearchStart | null {
  const [params] = useSearchParams();
  const { answers } = useSnapshot(quizState);
  return searchStartFromQuery(params) ?? toSearchStart(answers);
}
