/**
 * The texts of the push notifications, in the member's language (the service worker shows what it gets; it has
 * no translations of its own). {name} is the other member's name. Like the mails, they are made here because no
 * page of the member is open to translate them.
 */
interface NoticeTexts {
  messageTitle: string;
  messageBody: string;
  likeTitle: string;
  likeBody: string;
}

export const NOTICE_TEXTS: Record<string, NoticeTexts> = {
  en: {
    messageTitle: 'New message from {name}',
    messageBody: 'Open the chat to read it.',
    likeTitle: 'Someone likes you',
    likeBody: '{name} liked your profile.',
  },
  nl: {
    messageTitle: 'Nieuw bericht van {name}',
    messageBody: 'Open de chat om het te lezen.',
    likeTitle: 'Iemand vindt je leuk',
    likeBody: '{name} vindt je profiel leuk.',
  },
  de: {
    messageTitle: 'Neue Nachricht von {name}',
    messageBody: 'Öffne den Chat, um sie zu lesen.',
    likeTitle: 'Jemand mag dich',
    likeBody: '{name} gefällt dein Profil.',
  },
  it: {
    messageTitle: 'Nuovo messaggio da {name}',
    messageBody: 'Apri la chat per leggerlo.',
    likeTitle: 'Piaci a qualcuno',
    likeBody: 'A {name} piace il tuo profilo.',
  },
  fr: {
    messageTitle: 'Nouveau message de {name}',
    messageBody: 'Ouvrez la discussion pour le lire.',
    likeTitle: 'Quelqu’un vous apprécie',
    likeBody: '{name} a aimé votre profil.',
  },
  es: {
    messageTitle: 'Nuevo mensaje de {name}',
    messageBody: 'Abre el chat para leerlo.',
    likeTitle: 'Le gustas a alguien',
    likeBody: 'A {name} le gusta tu perfil.',
  },
  pl: {
    messageTitle: 'Nowa wiadomość od {name}',
    messageBody: 'Otwórz czat, aby ją przeczytać.',
    likeTitle: 'Ktoś cię polubił',
    likeBody: '{name} polubił(a) Twój profil.',
  },
};

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

const fill = (text: string, name: string) => text.replaceAll('{name}', name);

export function messageNotice(o: { language: string; name: string; conversation: number; badge: number }): PushNotice {
  const t = NOTICE_TEXTS[o.language] ?? NOTICE_TEXTS.en!;
  return {
    title: fill(t.messageTitle, o.name),
    body: t.messageBody,
    url: `/chats/${o.conversation}`,
    badge: o.badge,
    tag: `chat-${o.conversation}`,
  };
}

export function likeNotice(o: { language: string; name: string; badge: number }): PushNotice {
  const t = NOTICE_TEXTS[o.language] ?? NOTICE_TEXTS.en!;
  return { title: t.likeTitle, body: fill(t.likeBody, o.name), url: '/likes', badge: o.badge, tag: 'likes' };
}
