import { useLikes } from '@dating/api-client';

/** Which members the member likes, from the page's shared likes cache; null until known. */
export function useLikedIds(enabled: boolean): Set<number> | null {
  const likes = useLikes({ enabled });
  return likes.data ? new Set(likes.data.profiles.map((p) => p.id)) : null;
}
