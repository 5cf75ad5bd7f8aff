import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { getLikes } from '@dating/contract';
import { getApi } from '@dating/api-client';
import { publishLikes } from '@dating/api-client';

/**
 * Opening a profile clears its like_new on the server (spec section 4); the likes are fetched afresh once the
 * profile has loaded and published, so the badge and the likes list drop the 'new' mark at once.
 */
export function useSeenLike(profileId: number | undefined, isMember: boolean): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!profileId || !isMember) return;
    let live = true;
    getApi().call(getLikes).then(
      (likes) => live && publishLikes(queryClient, likes),
      (err) => console.error('likes refresh failed', err),
    );
    return () => { live = false; };
  }, [profileId, isMember, queryClient]);
}
