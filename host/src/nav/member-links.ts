/** Where a member goes from the navigation, top bar and sidebar alike. */
export const MEMBER_LINKS = [
  { to: '/members', key: 'nav.search' },
  { to: '/likes', key: 'nav.likes' },
  { to: '/chats', key: 'nav.chats' },
  { to: '/profile', key: 'nav.profile' },
] as const;
