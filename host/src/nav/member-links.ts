import { Heart, MessageCircle, Search, User } from 'lucide-react';

/** Where a member goes from the navigation (top bar, phone tab bar and sidebar alike), with its icon. */
export const MEMBER_LINKS = [
  { to: '/members', key: 'nav.search', icon: Search },
  { to: '/likes', key: 'nav.likes', icon: Heart },
  { to: '/chats', key: 'nav.chats', icon: MessageCircle },
  { to: '/profile', key: 'nav.profile', icon: User },
] as const;

export type MemberLinkPath = (typeof MEMBER_LINKS)[number]['to'];
