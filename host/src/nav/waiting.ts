import type { TFunction } from 'i18next';
import type { MemberLinkPath } from './member-links';

/** A number waiting behind a link and what it means when read aloud. */
export interface Waiting {
  count: number;
  label: string;
}

/** What waits behind the links: unread messages behind Chats, new likes behind Likes; nothing at zero. */
export function waitingBehindLinks(
  t: TFunction,
  unread: number,
  newLikes: number,
): Partial<Record<MemberLinkPath, Waiting>> {
  return {
    ...(unread > 0 ? { '/chats': { count: unread, label: t('sidebar.unread', { count: unread }) } } : {}),
    ...(newLikes > 0 ? { '/likes': { count: newLikes, label: t('sidebar.newLikes', { count: newLikes }) } } : {}),
  };
}
