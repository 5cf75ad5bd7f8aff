import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { countNewLikes, deleteLikes, getLikes, postLikes, type Likes, type Profile } from '@dating/contract';
import { getBus } from '@dating/bus';
import { useApi } from './caller';
import { apiKey } from './queries';

/**
 * Puts the server's likes answer into the page's one likes cache and announces it: here every part reads
 * that cache; the bus relay tells other tabs to refetch theirs.
 */
export function publishLikes(
  queryClient: QueryClient,
  likes: Likes,
  change: { profileId?: number; liked?: boolean } = {},
): void {
  queryClient.setQueryData(apiKey(getLikes), likes);
  getBus().emit('likes:changed', { newLikes: countNewLikes(likes), ...change });
}

export interface LikeChange {
  profileId: number;
  like: boolean;
  /** the liked member as the page shows it: lets the likes list show the like before the server answers */
  profile?: Profile;
}

/** The likes picture as it will be once the server agrees: the member added to or taken from `profiles`. */
export function withLikeChange(likes: Likes, { profileId, like, profile }: LikeChange): Likes {
  const others = likes.profiles.filter((p) => p.id !== profileId);
  if (!like) return { ...likes, profiles: others };
  const known =
    profile ?? likes.profiles.find((p) => p.id === profileId) ?? likes.liked_by.find((p) => p.id === profileId);
  if (!known) return likes;
  const { like_new: _new, ...asProfile } = known as Profile & { like_new?: boolean };
  return { ...likes, profiles: [...others, { ...asProfile, did_like_profile: true }] };
}

/**
 * Like or unlike a member, optimistically: the card, the lists and the badge change at once (they all read
 * the one likes cache); a refusal puts the cache back and is logged only (docs/product.md §8). The server's answer
 * replaces the cache as it is, with no list rebuilt on the client.
 */
export function useLikeToggle() {
  const queryClient = useQueryClient();
  const key = apiKey(getLikes);
  const api = useApi();
  return useMutation({
    mutationFn: ({ profileId, like }: LikeChange) =>
      api.call(like ? postLikes : deleteLikes, { body: { profile: profileId } }),
    onMutate: async (change: LikeChange) => {
      // a poll landing now would overwrite the optimistic picture with the old one
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<Likes>(key);
      if (previous) queryClient.setQueryData(key, withLikeChange(previous, change));
      return { previous };
    },
    onSuccess: (likes, { profileId, like }) => publishLikes(queryClient, likes, { profileId, liked: like }),
    onError: (err, _change, context) => {
      console.error('like failed', err);
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
  });
}
