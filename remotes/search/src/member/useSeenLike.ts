import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { getLikes, type Likes } from '@dating/contract';
import { apiKey, publishLikes, useApi } from '@dating/api-client';

/**
 * Opening a profile clears its like_new on the server (docs/product.md §4). `seenId` is set once the profile has
 * come from the server in this visit, so the clearing has happened: the badge drops at once (the cached likes lose
 * that mark), then the likes are fetched afresh and published. A likes fetch already under way (a poll, the likes
 * page's mount) asked before the flag was cleared: it is cancelled first, or its stale answer, landing later,
 * would put the mark back.
 */
export function useSeenLike(seenId: number | undefined, isMember: boolean): void {
  const queryClient = useQueryClient();
  const api = useApi();
  useEffect(() => {
    if (!seenId || !isMember) return;
    const key = apiKey(getLikes);
    void queryClient
      .cancelQueries({ queryKey: key })
      .then(() => {
        const cached = queryClient.getQueryData<Likes>(key);
        if (cached?.liked_by.some((p) => p.id === seenId && p.like_new))
          publishLikes(queryClient, markSeen(cached, seenId));
        return api.call(getLikes);
      })
      .then(
        (likes) => publishLikes(queryClient, likes),
        (err) => console.error('likes refresh failed', err),
      );
  }, [seenId, isMember, queryClient, api]);
}

function markSeen(likes: Likes, profileId: number): Likes {
  return { ...likes, liked_by: likes.liked_by.map((p) => (p.id === profileId ? { ...p, like_new: false } : p)) };
}
