/**
 * The notification mails in the member's language. {name} is the other member, {site} the site's name. The
 * footer says why the mail came and carries the one-click unsubscribe link (RFC 8058 also puts it in a header).
 */
export interface NotificationMailTexts {
  messageSubject: string;
  messageBody: string;
  messageButton: string;
  likeSubject: string;
  likeBody: string;
  likeButton: string;
  greeting: string;
  /** why this mail came: {what} is the kind, from kindNames */
  reason: string;
  unsubscribe: string;
  manage: string;
}

export const NOTIFICATION_MAIL_TEXTS: Record<string, NotificationMailTexts> = {
  en: {
    messageSubject: 'New message from {name}',
    messageBody: '{name} sent you a message on {site}.',
    messageButton: 'Read the message',
    likeSubject: '{name} likes you',
    likeBody: '{name} liked your profile on {site}.',
    likeButton: 'See who likes you',
    greeting: 'Hello {member},',
    reason: 'You get this email because emails about {what} are switched on. You get at most one per hour.',
    unsubscribe: 'Stop these emails',
    manage: 'Choose which emails you get',
  },
  nl: {
    messageSubject: 'Nieuw bericht van {name}',
    messageBody: '{name} heeft je een bericht gestuurd op {site}.',
    messageButton: 'Lees het bericht',
    likeSubject: '{name} vindt je leuk',
    likeBody: '{name} vindt je profiel op {site} leuk.',
    likeButton: 'Bekijk wie je leuk vindt',
    greeting: 'Hallo {member},',
    reason: 'Je krijgt deze e-mail omdat e-mails over {what} aanstaan. Je krijgt er hoogstens één per uur.',
    unsubscribe: 'Stop deze e-mails',
    manage: 'Kies welke e-mails je krijgt',
  },
  de: {
    messageSubject: 'Neue Nachricht von {name}',
    messageBody: '{name} hat dir auf {site} eine Nachricht geschickt.',
    messageButton: 'Nachricht lesen',
    likeSubject: '{name} mag dich',
    likeBody: '{name} gefällt dein Profil auf {site}.',
    likeButton: 'Sieh nach, wer dich mag',
    greeting: 'Hallo {member},',
    reason:
      'Du erhältst diese E-Mail, weil E-Mails über {what} eingeschaltet sind. Du erhältst höchstens eine pro Stunde.',
    unsubscribe: 'Diese E-Mails abbestellen',
    manage: 'Wähle, welche E-Mails du erhältst',
  },
  it: {
    messageSubject: 'Nuovo messaggio da {name}',
    messageBody: '{name} ti ha inviato un messaggio su {site}.',
    messageButton: 'Leggi il messaggio',
    likeSubject: 'Piaci a {name}',
    likeBody: 'A {name} piace il tuo profilo su {site}.',
    likeButton: 'Scopri a chi piaci',
    greeting: 'Ciao {member},',
    reason: 'Ricevi questa email perché le email su {what} sono attive. Ne ricevi al massimo una all’ora.',
    unsubscribe: 'Non ricevere più queste email',
    manage: 'Scegli quali email ricevere',
  },
  fr: {
    messageSubject: 'Nouveau message de {name}',
    messageBody: '{name} vous a envoyé un message sur {site}.',
    messageButton: 'Lire le message',
    likeSubject: '{name} vous apprécie',
    likeBody: '{name} a aimé votre profil sur {site}.',
    likeButton: 'Voir qui vous apprécie',
    greeting: 'Bonjour {member},',
    reason:
      'Vous recevez cet e-mail car les e-mails concernant {what} sont activés. Vous en recevez au plus un par heure.',
    unsubscribe: 'Ne plus recevoir ces e-mails',
    manage: 'Choisir les e-mails que vous recevez',
  },
  es: {
    messageSubject: 'Nuevo mensaje de {name}',
    messageBody: '{name} te ha enviado un mensaje en {site}.',
    messageButton: 'Leer el mensaje',
    likeSubject: 'Le gustas a {name}',
    likeBody: 'A {name} le gusta tu perfil en {site}.',
    likeButton: 'Ver a quién le gustas',
    greeting: 'Hola, {member}:',
    reason: 'Recibes este correo porque los correos sobre {what} están activados. Recibes como máximo uno por hora.',
    unsubscribe: 'Dejar de recibir estos correos',
    manage: 'Elige qué correos recibes',
  },
  pl: {
    messageSubject: 'Nowa wiadomość od {name}',
    messageBody: '{name} wysłał(a) Ci wiadomość w {site}.',
    messageButton: 'Przeczytaj wiadomość',
    likeSubject: '{name} Cię polubił(a)',
    likeBody: '{name} polubił(a) Twój profil w {site}.',
    likeButton: 'Zobacz, kto Cię polubił',
    greeting: 'Cześć {member},',
    reason: 'Otrzymujesz tę wiadomość, ponieważ e-maile o {what} są włączone. Otrzymujesz najwyżej jeden na godzinę.',
    unsubscribe: 'Nie wysyłaj mi tych e-maili',
    manage: 'Wybierz, jakie e-maile chcesz otrzymywać',
  },
};

/** The kinds as the mail's footer and the unsubscribe page name them ("emails about {what}"). */
export const KIND_NAMES: Record<string, Record<'new_message' | 'new_like' | 'news', string>> = {
  en: { new_message: 'new messages', new_like: 'new likes', news: 'news and offers' },
  nl: { new_message: 'nieuwe berichten', new_like: 'nieuwe likes', news: 'nieuws en aanbiedingen' },
  de: { new_message: 'neue Nachrichten', new_like: 'neue Likes', news: 'Neuigkeiten und Angebote' },
  it: { new_message: 'nuovi messaggi', new_like: 'nuovi like', news: 'novità e offerte' },
  fr: { new_message: 'les nouveaux messages', new_like: 'les nouveaux j’aime', news: 'les actualités et offres' },
  es: { new_message: 'mensajes nuevos', new_like: 'nuevos me gusta', news: 'novedades y ofertas' },
  pl: { new_message: 'nowych wiadomościach', new_like: 'nowych polubieniach', news: 'nowościach i ofertach' },
};
