import { textsIn } from '../i18n/texts';
import { genderContext, type MailGender } from './gendered';
import { escapeHtml, mailButton, mailDocument, type RenderedMail } from './mail-html';

/**
 * The two mails of leaving the site, in the member's language: the goodbye after a deletion (no name in it:
 * it is kept as the one record that the member was told, and the name is gone), and "your data is ready" with
 * a link to /profile, where the member downloads the file after logging in (the file is never in a mail).
 * Each is a section of the mail namespace: its subject, its paragraphs in order, and the button of a link.
 */
const GOODBYE_PARAGRAPHS = ['greeting', 'deleted', 'records', 'welcome'];
const EXPORT_READY_PARAGRAPHS = ['greeting', 'ready', 'download'];

interface LeavingMail {
  language: string;
  subject: string;
  paragraphs: string[];
  button?: { label: string; link: string };
}

function render({ language, subject, paragraphs, button }: LeavingMail): RenderedMail {
  const text = [...paragraphs, ...(button ? [`${button.label}: ${button.link}`] : [])].join('\n\n');
  const paragraphsHtml = paragraphs.map((paragraph) => `<p>${escapeHtml(paragraph)}</p>`).join('\n');
  const buttonHtml = button
    ? [
        mailButton(button.link, button.label),
        `<p><a href="${escapeHtml(button.link)}">${escapeHtml(button.link)}</a></p>`,
      ]
    : [];
  const html = mailDocument(language, escapeHtml(subject), [paragraphsHtml, ...buttonHtml].join('\n'));
  return { subject, text, html };
}

export function goodbyeMail(options: { language: string; site: string }): RenderedMail {
  const t = textsIn(options.language, 'mail');
  const text = (key: string) => t(`goodbye.${key}`, { site: options.site });
  return render({ language: options.language, subject: text('subject'), paragraphs: GOODBYE_PARAGRAPHS.map(text) });
}

export function exportReadyMail(options: {
  language: string;
  site: string;
  link: string;
  days: number;
  gender?: MailGender;
}): RenderedMail {
  const t = textsIn(options.language, 'mail');
  const values = { site: options.site, days: options.days, context: genderContext(options.gender) };
  const text = (key: string) => t(`export_ready.${key}`, values);
  return render({
    language: options.language,
    subject: text('subject'),
    paragraphs: EXPORT_READY_PARAGRAPHS.map(text),
    button: options.link ? { label: text('button'), link: options.link } : undefined,
  });
}
