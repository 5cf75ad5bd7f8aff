import { array, object, type Infer } from 'superstruct';
import { LikedByProfile, Profile } from './profile';

/** profiles: who the member liked; liked_by: who liked the member, new ones first (docs/product.md §3, §4). */
export const Likes = object({ profiles: array(Profile), liked_by: array(LikedByProfile) });
export type Likes = Infer<typeof Likes>;

/** What the badge counts of likes: received likes not yet seen. */
export const countNewLikes = (likes: Likes): number => likes.liked_by.filter((p) => p.like_new).length;
