import type { LinkMailTexts } from './link-mail';

/**
 * The texts of the credentials pages' mails (docs/product.md §2: reset-password, mail-change/do,
 * notifications#email-change-incorrect) in every language, rendered by linkMail.
 */
type Language = 'en' | 'nl' | 'de' | 'it' | 'fr' | 'es' | 'pl';

const GREETING: Record<Language, string> = {
  en: 'Hello {name},',
  nl: 'Hallo {name},',
  de: 'Hallo {name},',
  it: 'Ciao {name},',
  fr: 'Bonjour {name},',
  es: 'Hola, {name}:',
  pl: 'Cześć {name},',
};

const FALLBACK: Record<Language, string> = {
  en: 'If the button does not work, copy this link into your browser:',
  nl: 'Werkt de knop niet? Kopieer dan deze link naar je browser:',
  de: 'Falls die Schaltfläche nicht funktioniert, kopiere diesen Link in deinen Browser:',
  it: 'Se il pulsante non funziona, copia questo link nel tuo browser:',
  fr: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :',
  es: 'Si el botón no funciona, copia este enlace en tu navegador:',
  pl: 'Jeśli przycisk nie działa, skopiuj ten link do przeglądarki:',
};

type Specific = Omit<LinkMailTexts, 'greeting' | 'fallback'>;

const RESET: Record<Language, Specific> = {
  en: {
    subject: 'Choose a new password for {site}',
    body:
      'We received a request to reset the password of your {site} account. Choose a new password with ' +
      'the button below. The link works once, for one hour.',
    button: 'Choose a new password',
    after: 'Did you not ask for this? Then you can ignore this email: your password stays as it is.',
  },
  nl: {
    subject: 'Kies een nieuw wachtwoord voor {site}',
    body:
      'We hebben een verzoek ontvangen om het wachtwoord van je account bij {site} opnieuw in te ' +
      'stellen. Kies met de knop hieronder een nieuw wachtwoord. De link werkt één keer, een uur lang.',
    button: 'Nieuw wachtwoord kiezen',
    after: 'Heb je hier niet om gevraagd? Dan kun je deze e-mail negeren: je wachtwoord blijft zoals het is.',
  },
  de: {
    subject: 'Wähle ein neues Passwort für {site}',
    body:
      'Wir haben eine Anfrage erhalten, das Passwort deines Kontos bei {site} zurückzusetzen. Wähle ' +
      'mit der Schaltfläche unten ein neues Passwort. Der Link funktioniert einmal und eine Stunde ' +
      'lang.',
    button: 'Neues Passwort wählen',
    after: 'Du hast das nicht angefordert? Dann kannst du diese E-Mail ignorieren: Dein Passwort bleibt, wie es ist.',
  },
  it: {
    subject: 'Scegli una nuova password per {site}',
    body:
      'Abbiamo ricevuto una richiesta di reimpostare la password del tuo account su {site}. Scegli una ' +
      'nuova password con il pulsante qui sotto. Il link funziona una sola volta, per un’ora.',
    button: 'Scegli una nuova password',
    after: 'Non l’hai richiesto tu? Allora puoi ignorare questa email: la tua password resta invariata.',
  },
  fr: {
    subject: 'Choisissez un nouveau mot de passe pour {site}',
    body:
      'Nous avons reçu une demande de réinitialisation du mot de passe de votre compte {site}. ' +
      'Choisissez un nouveau mot de passe avec le bouton ci-dessous. Le lien fonctionne une seule ' +
      'fois, pendant une heure.',
    button: 'Choisir un nouveau mot de passe',
    after: 'Vous n’avez rien demandé ? Vous pouvez ignorer cet e-mail : votre mot de passe reste inchangé.',
  },
  es: {
    subject: 'Elige una nueva contraseña para {site}',
    body:
      'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de {site}. Elige una ' +
      'nueva contraseña con el botón de abajo. El enlace funciona una sola vez, durante una hora.',
    button: 'Elegir una nueva contraseña',
    after: '¿No lo has solicitado tú? Entonces puedes ignorar este correo: tu contraseña no cambia.',
  },
  pl: {
    subject: 'Wybierz nowe hasło do {site}',
    body:
      'Otrzymaliśmy prośbę o zresetowanie hasła do Twojego konta w {site}. Wybierz nowe hasło za ' +
      'pomocą przycisku poniżej. Link działa jeden raz, przez godzinę.',
    button: 'Wybierz nowe hasło',
    after: 'To nie Ty? W takim razie zignoruj tę wiadomość: Twoje hasło pozostaje bez zmian.',
  },
};

const MAIL_CHANGE_CONFIRM: Record<Language, Specific> = {
  en: {
    subject: 'Confirm your new email address for {site}',
    body:
      'You asked to use this address for your {site} account. Confirm it with the button below; until ' +
      'then your current address stays in use. The link works once, for 24 hours.',
    button: 'Confirm my new address',
    after: 'Did you not ask for this? Then you can ignore this email.',
  },
  nl: {
    subject: 'Bevestig je nieuwe e-mailadres voor {site}',
    body:
      'Je hebt gevraagd dit adres te gebruiken voor je account bij {site}. Bevestig het met de knop ' +
      'hieronder; tot die tijd blijft je huidige adres in gebruik. De link werkt één keer, 24 uur ' +
      'lang.',
    button: 'Mijn nieuwe adres bevestigen',
    after: 'Heb je hier niet om gevraagd? Dan kun je deze e-mail negeren.',
  },
  de: {
    subject: 'Bestätige deine neue E-Mail-Adresse für {site}',
    body:
      'Du möchtest diese Adresse für dein Konto bei {site} verwenden. Bestätige sie mit der ' +
      'Schaltfläche unten; bis dahin bleibt deine bisherige Adresse in Gebrauch. Der Link funktioniert ' +
      'einmal und 24 Stunden lang.',
    button: 'Neue Adresse bestätigen',
    after: 'Du hast das nicht angefordert? Dann kannst du diese E-Mail ignorieren.',
  },
  it: {
    subject: 'Conferma il tuo nuovo indirizzo email per {site}',
    body:
      'Hai chiesto di usare questo indirizzo per il tuo account su {site}. Confermalo con il pulsante ' +
      'qui sotto; fino ad allora resta in uso il tuo indirizzo attuale. Il link funziona una sola ' +
      'volta, per 24 ore.',
    button: 'Conferma il nuovo indirizzo',
    after: 'Non l’hai richiesto tu? Allora puoi ignorare questa email.',
  },
  fr: {
    subject: 'Confirmez votre nouvelle adresse e-mail pour {site}',
    body:
      'Vous avez demandé à utiliser cette adresse pour votre compte {site}. Confirmez-la avec le ' +
      'bouton ci-dessous ; d’ici là, votre adresse actuelle reste utilisée. Le lien fonctionne une ' +
      'seule fois, pendant 24 heures.',
    button: 'Confirmer ma nouvelle adresse',
    after: 'Vous n’avez rien demandé ? Vous pouvez ignorer cet e-mail.',
  },
  es: {
    subject: 'Confirma tu nueva dirección de correo para {site}',
    body:
      'Has pedido usar esta dirección para tu cuenta de {site}. Confírmala con el botón de abajo; ' +
      'hasta entonces se sigue usando tu dirección actual. El enlace funciona una sola vez, durante 24 ' +
      'horas.',
    button: 'Confirmar mi nueva dirección',
    after: '¿No lo has solicitado tú? Entonces puedes ignorar este correo.',
  },
  pl: {
    subject: 'Potwierdź swój nowy adres e-mail w {site}',
    body:
      'Poprosiłeś o używanie tego adresu dla swojego konta w {site}. Potwierdź go przyciskiem poniżej; ' +
      'do tego czasu obowiązuje Twój obecny adres. Link działa jeden raz, przez 24 godziny.',
    button: 'Potwierdź nowy adres',
    after: 'To nie Ty? W takim razie zignoruj tę wiadomość.',
  },
};

const MAIL_CHANGE_NOTICE: Record<Language, Specific> = {
  en: {
    subject: 'The email address of your {site} account is being changed',
    body:
      'Someone asked to change the email address of your {site} account to {email}. If that was you, ' +
      'there is nothing to do. If it was not you, use the button below within 7 days: your address ' +
      'goes back, you choose a new password, and everyone else is logged out.',
    button: 'This was not me',
    after: '{site} never asks for your password by email.',
  },
  nl: {
    subject: 'Het e-mailadres van je account bij {site} wordt gewijzigd',
    body:
      'Iemand heeft gevraagd het e-mailadres van je account bij {site} te wijzigen in {email}. Was jij ' +
      'dat, dan hoef je niets te doen. Was jij het niet, gebruik dan binnen 7 dagen de knop hieronder: ' +
      'je adres wordt teruggezet, je kiest een nieuw wachtwoord en alle anderen worden uitgelogd.',
    button: 'Dit was ik niet',
    after: '{site} vraagt nooit per e-mail om je wachtwoord.',
  },
  de: {
    subject: 'Die E-Mail-Adresse deines Kontos bei {site} wird geändert',
    body:
      'Jemand möchte die E-Mail-Adresse deines Kontos bei {site} in {email} ändern. Warst du das, ' +
      'musst du nichts tun. Warst du es nicht, nutze innerhalb von 7 Tagen die Schaltfläche unten: ' +
      'Deine Adresse wird zurückgesetzt, du wählst ein neues Passwort und alle anderen werden ' +
      'abgemeldet.',
    button: 'Das war ich nicht',
    after: '{site} fragt dich nie per E-Mail nach deinem Passwort.',
  },
  it: {
    subject: 'L’indirizzo email del tuo account su {site} sta per essere cambiato',
    body:
      'Qualcuno ha chiesto di cambiare l’indirizzo email del tuo account su {site} in {email}. Se sei ' +
      'stat{o|a} tu, non devi fare nulla. Se non sei stat{o|a} tu, usa il pulsante qui sotto entro 7 giorni: ' +
      'il tuo indirizzo torna quello di prima, scegli una nuova password e tutti gli altri vengono ' +
      'disconnessi.',
    button: 'Non sono stat{o|a} io',
    after: '{site} non ti chiede mai la password via email.',
  },
  fr: {
    subject: 'L’adresse e-mail de votre compte {site} est en cours de modification',
    body:
      'Quelqu’un a demandé à remplacer l’adresse e-mail de votre compte {site} par {email}. Si c’était ' +
      'vous, vous n’avez rien à faire. Sinon, utilisez le bouton ci-dessous dans les 7 jours : votre ' +
      'adresse est rétablie, vous choisissez un nouveau mot de passe et toutes les autres personnes ' +
      'sont déconnectées.',
    button: 'Ce n’était pas moi',
    after: '{site} ne vous demande jamais votre mot de passe par e-mail.',
  },
  es: {
    subject: 'Se está cambiando la dirección de correo de tu cuenta de {site}',
    body:
      'Alguien ha pedido cambiar la dirección de correo de tu cuenta de {site} a {email}. Si has sido ' +
      'tú, no tienes que hacer nada. Si no, usa el botón de abajo en un plazo de 7 días: tu dirección ' +
      'vuelve a ser la de antes, eliges una nueva contraseña y se cierra la sesión de todos los demás.',
    button: 'No he sido yo',
    after: '{site} nunca te pide la contraseña por correo electrónico.',
  },
  pl: {
    subject: 'Adres e-mail Twojego konta w {site} jest zmieniany',
    body:
      'Ktoś poprosił o zmianę adresu e-mail Twojego konta w {site} na {email}. Jeśli to Ty, nie musisz ' +
      'nic robić. Jeśli nie, w ciągu 7 dni użyj przycisku poniżej: Twój adres zostanie przywrócony, ' +
      'wybierzesz nowe hasło, a wszyscy inni zostaną wylogowani.',
    button: 'To nie był{em|am} ja',
    after: '{site} nigdy nie prosi o hasło w wiadomości e-mail.',
  },
};

const textsOf = (table: Record<Language, Specific>, language: string): LinkMailTexts => {
  const lng: Language = language in table ? (language as Language) : 'en';
  return { ...table[lng], greeting: GREETING[lng], fallback: FALLBACK[lng] };
};

export const passwordResetTexts = (language: string) => textsOf(RESET, language);
export const mailChangeConfirmTexts = (language: string) => textsOf(MAIL_CHANGE_CONFIRM, language);
export const mailChangeNoticeTexts = (language: string) => textsOf(MAIL_CHANGE_NOTICE, language);
