import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { getSearch } from '@dating/contract';
import { FIRST_SEARCH_QUERY, SEARCH_FRESH_MS } from '@dating/config';
import { apiQuery, useApi } from '@dating/api-client';

/**
 * The call a route's page makes first for a member, by route name: what its first screen shows. /chats needs none
 * here: its list is the polled chats.php the shell asks for anyway.
 */
const MEMBER_FIRST_CALLS = {
  members: { endpoint: getSearch, query: FIRST_SEARCH_QUERY, staleTime: SEARCH_FRESH_MS },
} as const satisfies Record<string, { endpoint: typeof getSearch; query: object; staleTime: number }>;

/**
 * Starts a member's route's first call as soon as the shell knows the member, while the page's remote still
 * loads (issue 29 point 3): /members waited for its scripts, then its remote, then search.php, then the photos. The
 * page's own query finds the answer in the cache, or under way and joins it. A visitor's search differs (traffic
 * source, unreviewed photos left out) and is the page's to make.
 */
export function useFirstCall(routeName: string | undefined, isMember: boolean): void {
  const queryClient = useQueryClient();
  const api = useApi();
  useEffect(() => {
    const call = isMember && routeName ? MEMBER_FIRST_CALLS[routeName as keyof typeof MEMBER_FIRST_CALLS] : undefined;
    if (!call) return;
    void queryClient.prefetchQuery({
      ...apiQuery(api, call.endpoint, { query: call.query }),
      staleTime: call.staleTime,
    });
  }, [queryClient, api, routeName, isMember]);
}
