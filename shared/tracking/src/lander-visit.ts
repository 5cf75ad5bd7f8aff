import { is, LanderVisit } from '@dating/contract';
import { browserKeepEnv, keep, kept, type KeepEnv } from './kept-value';

export const LANDER_VISIT_KEY = 'lander-visit';

/**
 * Remembers the landing page a visitor arrived on and the landers version that drew it, so a signup made later
 * (on /signup, or days after) is still credited to that campaign. A newer landing visit replaces it.
 */
export function rememberLanderVisit(visit: LanderVisit, env: KeepEnv = browserKeepEnv()): void {
  keep(LANDER_VISIT_KEY, visit, env);
}

export function keptLanderVisit(env: KeepEnv = browserKeepEnv()): LanderVisit | null {
  return kept(LANDER_VISIT_KEY, env, (data) => (is(data, LanderVisit) ? data : null));
}
