import { countNewLikes, type ChatListItem, type Likes } from '@dating/contract';

/** Total unread messages over every conversation. */
export const unreadTotal = (chats: readonly ChatListItem[]): number => chats.reduce((sum, c) => sum + c.num_unread_messages, 0);

/** The badge (top nav and installed-app icon): unread messages plus new likes (spec section 1). */
export const badgeTotal = (unread: number, newLikes: number): number => Math.max(0, unread) + Math.max(0, newLikes);

export const newLikesOf = (likes: Likes): number => countNewLikes(likes);
