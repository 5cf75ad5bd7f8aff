/**
 * The page the unsubscribe link of a notification mail opens, in the member's language. {what} is the kind
 * (KIND_NAMES of mail-texts.ts). The GET only asks; the button posts (a mail scanner that prefetches links
 * must not unsubscribe anyone).
 */
export interface UnsubscribePageTexts {
  askTitle: string;
  askBody: string;
  button: string;
  doneTitle: string;
  doneBody: string;
  manage: string;
  invalidTitle: string;
  invalidBody: string;
}

export const UNSUBSCRIBE_PAGE_TEXTS: Record<string, UnsubscribePageTexts> = {
  en: {
    askTitle: 'Stop emails about {what}?',
    askBody: 'Press the button and you will no longer get emails about {what}.',
    button: 'Stop these emails',
    doneTitle: 'Unsubscribed',
    doneBody: 'You will no longer get emails about {what}.',
    manage: 'Choose which emails you get',
    invalidTitle: 'This link does not work',
    invalidBody:
      'The link is incomplete or was changed. Log in and choose which emails you get on the notifications page.',
  },
  nl: {
    askTitle: 'Geen e-mails meer over {what}?',
    askBody: 'Druk op de knop en je krijgt geen e-mails meer over {what}.',
    button: 'Stop deze e-mails',
    doneTitle: 'Afgemeld',
    doneBody: 'Je krijgt geen e-mails meer over {what}.',
    manage: 'Kies welke e-mails je krijgt',
    invalidTitle: 'Deze link werkt niet',
    invalidBody: 'De link is onvolledig of gewijzigd. Log in en kies op de meldingenpagina welke e-mails je krijgt.',
  },
  de: {
    askTitle: 'Keine E-Mails mehr über {what}?',
    askBody: 'Drück auf die Schaltfläche, dann erhältst du keine E-Mails über {what} mehr.',
    button: 'Diese E-Mails abbestellen',
    doneTitle: 'Abbestellt',
    doneBody: 'Du erhältst keine E-Mails über {what} mehr.',
    manage: 'Wähle, welche E-Mails du erhältst',
    invalidTitle: 'Dieser Link funktioniert nicht',
    invalidBody:
      'Der Link ist unvollständig oder wurde verändert. Melde dich an und wähle auf ' +
      'der Seite Benachrichtigungen, welche E-Mails du erhältst.',
  },
  it: {
    askTitle: 'Non ricevere più email su {what}?',
    askBody: 'Premi il pulsante e non riceverai più email su {what}.',
    button: 'Non ricevere più queste email',
    doneTitle: 'Disiscrizione completata',
    doneBody: 'Non riceverai più email su {what}.',
    manage: 'Scegli quali email ricevere',
    invalidTitle: 'Questo link non funziona',
    invalidBody:
      'Il link è incompleto o è stato modificato. Accedi e scegli quali email ricevere nella pagina delle notifiche.',
  },
  fr: {
    askTitle: 'Ne plus recevoir d’e-mails concernant {what} ?',
    askBody: 'Appuyez sur le bouton et vous ne recevrez plus d’e-mails concernant {what}.',
    button: 'Ne plus recevoir ces e-mails',
    doneTitle: 'Désinscription effectuée',
    doneBody: 'Vous ne recevrez plus d’e-mails concernant {what}.',
    manage: 'Choisir les e-mails que vous recevez',
    invalidTitle: 'Ce lien ne fonctionne pas',
    invalidBody:
      'Le lien est incomplet ou a été modifié. Connectez-vous et choisissez les ' +
      'e-mails que vous recevez sur la page des notifications.',
  },
  es: {
    askTitle: '¿Dejar de recibir correos sobre {what}?',
    askBody: 'Pulsa el botón y dejarás de recibir correos sobre {what}.',
    button: 'Dejar de recibir estos correos',
    doneTitle: 'Suscripción cancelada',
    doneBody: 'Ya no recibirás correos sobre {what}.',
    manage: 'Elige qué correos recibes',
    invalidTitle: 'Este enlace no funciona',
    invalidBody:
      'El enlace está incompleto o se ha modificado. Inicia sesión y elige ' +
      'qué correos recibes en la página de notificaciones.',
  },
  pl: {
    askTitle: 'Wyłączyć e-maile o {what}?',
    askBody: 'Naciśnij przycisk, a nie będziesz już otrzymywać e-maili o {what}.',
    button: 'Nie wysyłaj mi tych e-maili',
    doneTitle: 'Wypisano',
    doneBody: 'Nie będziesz już otrzymywać e-maili o {what}.',
    manage: 'Wybierz, jakie e-maile chcesz otrzymywać',
    invalidTitle: 'Ten link nie działa',
    invalidBody:
      'Link jest niepełny lub został zmieniony. Zaloguj się i na stronie ' +
      'powiadomień wybierz, jakie e-maile chcesz otrzymywać.',
  },
};
