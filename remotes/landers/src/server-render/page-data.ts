import type { QueryClient } from '@tanstack/react-query';
import type { LanderContent } from '@dating/contract';
import type { Language } from '@dating/i18n';
import { legalTextQuery } from '@dating/legal';
import type { RouteMatch } from '@dating/routes';
import { landerContentKey } from '../content/useLanderContent';
import { staticDocOf } from '../parts/legal/static-doc';

/**
 * What a page reads besides the server's answers: this version's content (the server has read it already) and a
 * static page's text, so the HTML holds the page itself, not its loading frame.
 */
export async function prefetchPageData(
  queryClient: QueryClient,
  match: RouteMatch,
  language: Language,
  content: LanderContent | null,
): Promise<void> {
  if (content) queryClient.setQueryData(landerContentKey(), content);
  const doc = staticDocOf(match.route.name, '');
  if (doc) await queryClient.prefetchQuery(legalTextQuery(language, doc));
}
