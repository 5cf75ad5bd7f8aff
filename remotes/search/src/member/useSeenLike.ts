import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { getLikes } from '@dating/contract';
import { apiKey, publishLikes, useApi } from '@dating/api-client';

/**
 * Opening a profile clears its like_new on the server (spec section 4); the likes are fetched afresh once the
 * profile has loaded and published, so the badge and the likes list drop the 'new' mark at once. A likes fetch
 * already under way (a poll, the likes page's mount) asked before the flag was cleared: it is cancelled first,
 * or its stale answer, landing later, would put the mark back.
 */
export function useSeenLike(profileId: number | undefined, isMember: boolean): void {
  const queryClient = useQueryClient();
  const api = useApi();
  useEffect(() => {
    if (!profileId || !isMember) return;
    void queryClient
      .cancelQueries({ queryKey: apiKey(getLikes) })
      .then(() => api.call(getLikes))
      .then(
        (likes) => publishLikes(queryClient, likes),
        (err) => console.error('likes refresh failed', err),
      );
  }, [profileId, isMember, queryClient, api]);
}
