import { genderText, type MailGender } from './gendered';
import { escapeHtml, mailButton, mailDocument, type RenderedMail } from './mail-html';

/**
 * The two mails of leaving the site, in the member's language: the goodbye after a deletion (no name in it:
 * it is kept as the one record that the member was told, and the name is gone), and "your data is ready" with
 * a link to /profile, where the member downloads the file after logging in (the file is never in a mail).
 */
interface LeavingTexts {
  subject: string;
  lines: string[];
  button?: string;
}

const GOODBYE: Record<string, LeavingTexts> = {
  en: {
    subject: 'Your {site} account has been deleted',
    lines: [
      'Hello,',
      'As you asked, we have deleted your {site} account: your profile, photos, likes and conversations are gone.',
      'We keep only the payment records the law requires, without your name or email address.',
      'You are welcome to sign up again with this address at any time. Thank you for your time with us.',
    ],
  },
  nl: {
    subject: 'Je account bij {site} is verwijderd',
    lines: [
      'Hallo,',
      "Zoals je vroeg hebben we je account bij {site} verwijderd: je profiel, foto's, likes en gesprekken zijn weg.",
      'We bewaren alleen de betaalgegevens die de wet voorschrijft, zonder je naam of e-mailadres.',
      'Je bent altijd welkom om je opnieuw aan te melden met dit adres. Bedankt voor je tijd bij ons.',
    ],
  },
  de: {
    subject: 'Dein Konto bei {site} wurde gelöscht',
    lines: [
      'Hallo,',
      'Wie gewünscht haben wir dein Konto bei {site} gelöscht: Profil, Fotos, Likes und Unterhaltungen sind entfernt.',
      'Wir bewahren nur die gesetzlich vorgeschriebenen Zahlungsbelege auf, ohne deinen Namen oder deine ' +
        'E-Mail-Adresse.',
      'Du kannst dich jederzeit wieder mit dieser Adresse anmelden. Danke für deine Zeit bei uns.',
    ],
  },
  it: {
    subject: 'Il tuo account su {site} è stato eliminato',
    lines: [
      'Ciao,',
      'Come richiesto, abbiamo eliminato il tuo account su {site}: profilo, foto, like e conversazioni non ci ' +
        'sono più.',
      'Conserviamo solo i dati di pagamento richiesti dalla legge, senza il tuo nome né il tuo indirizzo email.',
      'Puoi iscriverti di nuovo con questo indirizzo quando vuoi. Grazie per il tempo trascorso con noi.',
    ],
  },
  fr: {
    subject: 'Votre compte {site} a été supprimé',
    lines: [
      'Bonjour,',
      'Comme vous l’avez demandé, nous avons supprimé votre compte {site} : profil, photos, likes et ' +
        'conversations ont disparu.',
      'Nous ne conservons que les données de paiement exigées par la loi, sans votre nom ni votre adresse e-mail.',
      'Vous pouvez vous réinscrire avec cette adresse quand vous le souhaitez. Merci pour le temps passé avec nous.',
    ],
  },
  es: {
    subject: 'Tu cuenta de {site} se ha eliminado',
    lines: [
      'Hola:',
      'Tal como pediste, hemos eliminado tu cuenta de {site}: tu perfil, fotos, likes y conversaciones ya no existen.',
      'Solo conservamos los registros de pago que exige la ley, sin tu nombre ni tu dirección de correo.',
      'Puedes volver a registrarte con esta dirección cuando quieras. Gracias por el tiempo que pasaste con nosotros.',
    ],
  },
  pl: {
    subject: 'Twoje konto w {site} zostało usunięte',
    lines: [
      'Cześć,',
      'Zgodnie z Twoją prośbą usunęliśmy Twoje konto w {site}: profil, zdjęcia, polubienia i rozmowy zniknęły.',
      'Przechowujemy tylko dane płatności wymagane przez prawo, bez Twojego imienia i adresu e-mail.',
      'W każdej chwili możesz ponownie zarejestrować się z tym adresem. Dziękujemy za czas spędzony z nami.',
    ],
  },
};

const EXPORT_READY: Record<string, LeavingTexts> = {
  en: {
    subject: 'Your {site} data is ready to download',
    lines: [
      'Hello,',
      'The copy of your data you asked for is ready: one zip file with your profile, likes, conversations, ' +
        'purchases and photos.',
      'Log in and download it from your profile page within {days} days; after that it is deleted.',
    ],
    button: 'Go to my profile',
  },
  nl: {
    subject: 'Je gegevens bij {site} staan klaar',
    lines: [
      'Hallo,',
      'De kopie van je gegevens die je hebt aangevraagd staat klaar: één zip-bestand met je profiel, likes, ' +
        "gesprekken, aankopen en foto's.",
      'Log in en download het binnen {days} dagen via je profielpagina; daarna wordt het verwijderd.',
    ],
    button: 'Naar mijn profiel',
  },
  de: {
    subject: 'Deine Daten bei {site} stehen zum Download bereit',
    lines: [
      'Hallo,',
      'Die angeforderte Kopie deiner Daten ist fertig: eine ZIP-Datei mit Profil, Likes, Unterhaltungen, ' +
        'Käufen und Fotos.',
      'Melde dich an und lade sie innerhalb von {days} Tagen auf deiner Profilseite herunter; danach wird sie ' +
        'gelöscht.',
    ],
    button: 'Zu meinem Profil',
  },
  it: {
    subject: 'I tuoi dati su {site} sono pronti per il download',
    lines: [
      'Ciao,',
      'La copia dei tuoi dati che hai richiesto è pronta: un file zip con profilo, like, conversazioni, ' +
        'acquisti e foto.',
      'Accedi e scaricalo dalla pagina del tuo profilo entro {days} giorni; dopo verrà eliminato.',
    ],
    button: 'Vai al mio profilo',
  },
  fr: {
    subject: 'Vos données {site} sont prêtes à être téléchargées',
    lines: [
      'Bonjour,',
      'La copie de vos données que vous avez demandée est prête : un fichier zip avec votre profil, vos likes, ' +
        'conversations, achats et photos.',
      'Connectez-vous et téléchargez-la depuis votre page de profil dans les {days} jours ; elle sera ensuite ' +
        'supprimée.',
    ],
    button: 'Aller à mon profil',
  },
  es: {
    subject: 'Tus datos de {site} están listos para descargar',
    lines: [
      'Hola:',
      'La copia de tus datos que pediste está lista: un archivo zip con tu perfil, likes, conversaciones, ' +
        'compras y fotos.',
      'Inicia sesión y descárgala desde tu página de perfil en un plazo de {days} días; después se eliminará.',
    ],
    button: 'Ir a mi perfil',
  },
  pl: {
    subject: 'Twoje dane z {site} są gotowe do pobrania',
    lines: [
      'Cześć,',
      'Kopia Twoich danych, o którą prosił{eś|aś}, jest gotowa: jeden plik zip z profilem, polubieniami, rozmowami, ' +
        'zakupami i zdjęciami.',
      'Zaloguj się i pobierz ją ze strony profilu w ciągu {days} dni; potem zostanie usunięta.',
    ],
    button: 'Przejdź do profilu',
  },
};

function render(texts: LeavingTexts, language: string, fill: (s: string) => string, link?: string): RenderedMail {
  const lines = texts.lines.map(fill);
  const button = link && texts.button ? { label: texts.button, link } : null;
  const text = [...lines, ...(button ? [`${button.label}: ${button.link}`] : [])].join('\n\n');
  const paragraphs = lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');
  const buttonHtml = button
    ? [
        mailButton(button.link, button.label),
        `<p><a href="${escapeHtml(button.link)}">${escapeHtml(button.link)}</a></p>`,
      ]
    : [];
  const html = mailDocument(language, escapeHtml(fill(texts.subject)), [paragraphs, ...buttonHtml].join('\n'));
  return { subject: fill(texts.subject), text, html };
}

export function goodbyeMail(options: { language: string; site: string }): RenderedMail {
  const texts = GOODBYE[options.language] ?? GOODBYE.en!;
  return render(texts, options.language, (s) => s.replaceAll('{site}', options.site));
}

export function exportReadyMail(options: {
  language: string;
  site: string;
  link: string;
  days: number;
  gender?: MailGender;
}): RenderedMail {
  const texts = EXPORT_READY[options.language] ?? EXPORT_READY.en!;
  const fill = (s: string) =>
    genderText(s, options.gender).replaceAll('{site}', options.site).replaceAll('{days}', String(options.days));
  return render(texts, options.language, fill, options.link);
}

export const GOODBYE_SUBJECTS = Object.fromEntries(Object.entries(GOODBYE).map(([lng, t]) => [lng, t.subject]));
