import { useEffect } from 'react';
import { useBadgeParts } from '@dating/api-client';
import { setAppBadge } from './app-badge';
import { badgeTotal } from './badge';

/** The badge of the top nav and the installed app, derived from the chats and likes caches. */
export function useBadge(): number {
  const { unread, newLikes } = useBadgeParts();
  return badgeTotal(unread, newLikes);
}

/** Mirrors the badge onto the installed app's icon (docs/product.md §1). */
export function useAppBadgeSync(): void {
  const badge = useBadge();
  useEffect(() => setAppBadge(badge), [badge]);
}
