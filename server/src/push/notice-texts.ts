import { textsIn } from '../i18n/texts';

/** What /sw-push.js reads: the texts, where a click leads, the installed-app badge, one notification per tag. */
export interface PushNotice {
  title: string;
  body: string;
  url: string;
  /** unread messages plus new likes (the site's badge, docs/product.md §1) */
  badge: number;
  /** a newer notice of the same tag replaces the older one (one per conversation; one for likes) */
  tag: string;
}

/**
 * The push notifications in the member's language, from the notices namespace (the service worker shows what it
 * gets; it has no translations of its own). {{name}} is the other member's name. Like the mails, they are made here
 * because no page of the member is open to translate them.
 */
export function messageNotice(o: { language: string; name: string; conversation: number; badge: number }): PushNotice {
  const t = textsIn(o.language, 'notices');
  return {
    title: t('message_title', { name: o.name }),
    body: t('message_body'),
    url: `/chats/${o.conversation}`,
    badge: o.badge,
    tag: `chat-${o.conversation}`,
  };
}

export function likeNotice(o: { language: string; name: string; badge: number }): PushNotice {
  const t = textsIn(o.language, 'notices');
  return {
    title: t('like_title'),
    body: t('like_body', { name: o.name }),
    url: '/likes',
    badge: o.badge,
    tag: 'likes',
  };
}
