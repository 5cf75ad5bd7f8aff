import { useNamespace } from './hooks';

export const INTERESTS_NAMESPACE = 'interests';

/**
 * The names of the interests of GET /api/interests.php by id (docs/product.md §5), for every part that shows them
 * (profile, signup step 4, member page, search filter). Loaded only when a page asks.
 */
export const loadInterestNames = (lng: string) => import(`./locales/${lng}/interests.json`);

/**
 * Names an interest in the current language; `fallback` (the English name interests.php gives) for an id these
 * messages do not know yet. Suspends until loaded (put a <Suspense> above).
 */
export function useInterestNames(): (id: number, fallback?: string) => string {
  const { t } = useNamespace(INTERESTS_NAMESPACE, loadInterestNames);
  return (id, fallback) => t(String(id), { defaultValue: fallback ?? String(id) });
}
