import type { MailGender } from './gendered';
import { linkMail } from './link-mail';
import type { RenderedMail } from './mail-html';

/**
 * The activation mail in the member's language. {name} and {site} are filled in; the link goes in the button
 * and, for mail readers that hide buttons, as plain text under it. Words that agree with the member's gender are
 * written {male|female} (gendered.ts). Italian signs up 'su {site}': 'a' before a vowel would be 'ad Amoroso'.
 */
interface ActivationTexts {
  subject: string;
  greeting: string;
  body: string;
  button: string;
  fallback: string;
  ignore: string;
}

export const ACTIVATION_TEXTS: Record<string, ActivationTexts> = {
  en: {
    subject: 'Activate your {site} account',
    greeting: 'Hello {name},',
    body: 'Thank you for signing up at {site}. Please confirm your email address to activate your account.',
    button: 'Activate my account',
    fallback: 'If the button does not work, copy this link into your browser:',
    ignore: 'Did you not sign up? Then you can ignore this email.',
  },
  nl: {
    subject: 'Activeer je account bij {site}',
    greeting: 'Hallo {name},',
    body: 'Bedankt voor je aanmelding bij {site}. Bevestig je e-mailadres om je account te activeren.',
    button: 'Mijn account activeren',
    fallback: 'Werkt de knop niet? Kopieer dan deze link naar je browser:',
    ignore: 'Heb je je niet aangemeld? Dan kun je deze e-mail negeren.',
  },
  de: {
    subject: 'Aktiviere dein Konto bei {site}',
    greeting: 'Hallo {name},',
    body: 'Danke für deine Anmeldung bei {site}. Bitte bestätige deine E-Mail-Adresse, um dein Konto zu aktivieren.',
    button: 'Mein Konto aktivieren',
    fallback: 'Falls die Schaltfläche nicht funktioniert, kopiere diesen Link in deinen Browser:',
    ignore: 'Du hast dich nicht angemeldet? Dann kannst du diese E-Mail ignorieren.',
  },
  it: {
    subject: 'Attiva il tuo account su {site}',
    greeting: 'Ciao {name},',
    body: 'Grazie per esserti iscritt{o|a} su {site}. Conferma il tuo indirizzo email per attivare il tuo account.',
    button: 'Attiva il mio account',
    fallback: 'Se il pulsante non funziona, copia questo link nel tuo browser:',
    ignore: 'Non ti sei iscritt{o|a}? Allora puoi ignorare questa email.',
  },
  fr: {
    subject: 'Activez votre compte {site}',
    greeting: 'Bonjour {name},',
    body: 'Merci de votre inscription sur {site}. Veuillez confirmer votre adresse e-mail pour activer votre compte.',
    button: 'Activer mon compte',
    fallback: 'Si le bouton ne fonctionne pas, copiez ce lien dans votre navigateur :',
    ignore: 'Vous ne vous êtes pas inscrit{|e} ? Vous pouvez ignorer cet e-mail.',
  },
  es: {
    subject: 'Activa tu cuenta de {site}',
    greeting: 'Hola, {name}:',
    body: 'Gracias por registrarte en {site}. Confirma tu dirección de correo electrónico para activar tu cuenta.',
    button: 'Activar mi cuenta',
    fallback: 'Si el botón no funciona, copia este enlace en tu navegador:',
    ignore: '¿No te has registrado? Entonces puedes ignorar este correo.',
  },
  pl: {
    subject: 'Aktywuj swoje konto w {site}',
    greeting: 'Cześć {name},',
    body: 'Dziękujemy za rejestrację w {site}. Potwierdź swój adres e-mail, aby aktywować konto.',
    button: 'Aktywuj moje konto',
    fallback: 'Jeśli przycisk nie działa, skopiuj ten link do przeglądarki:',
    ignore: 'Nie rejestrował{eś|aś} się? W takim razie zignoruj tę wiadomość.',
  },
};

export function activationMail(options: {
  language: string;
  name: string;
  site: string;
  link: string;
  gender?: MailGender;
}): RenderedMail {
  const t = ACTIVATION_TEXTS[options.language] ?? ACTIVATION_TEXTS.en!;
  return linkMail({ ...t, after: t.ignore }, options);
}
