import { useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { useChats, useLikes } from '@dating/api-client';
import { useBusEvent } from '@dating/bus';
import { session } from '../session/store';
import { setAppBadge } from './app-badge';
import { badgeTotal, newLikesOf, unreadTotal } from './badge';

/**
 * Keeps the badge counts current from two sources: the chats and likes caches that polling fills (observed
 * here without fetching: polling decides when), and the bus, where remotes announce a read conversation
 * or a seen like at once, without waiting for the next round.
 */
export function useBadgeSync(): void {
  const chats = useChats(false);
  const likes = useLikes(false);
  const { unread, newLikes } = useSnapshot(session);

  useEffect(() => {
    if (chats.data) session.unread = unreadTotal(chats.data.chats);
  }, [chats.data]);
  useEffect(() => {
    if (likes.data) session.newLikes = newLikesOf(likes.data);
  }, [likes.data]);

  useBusEvent('unread:changed', ({ count }) => {
    session.unread = count;
  });
  useBusEvent('likes:changed', ({ newLikes: count }) => {
    session.newLikes = count;
  });

  useEffect(() => setAppBadge(badgeTotal(unread, newLikes)), [unread, newLikes]);
}
