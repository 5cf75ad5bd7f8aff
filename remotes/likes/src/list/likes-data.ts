import type { LikedByProfile } from '@dating/contract';

/** Received likes, new ones first (docs/product.md §4); otherwise the server's order is kept. */
export const receivedNewFirst = (likedBy: readonly LikedByProfile[]): LikedByProfile[] =>
  [...likedBy].sort((a, b) => Number(b.like_new) - Number(a.like_new));
