import { textsIn } from '../i18n/texts';
import { genderContext, type MailGender } from './gendered';
import { escapeHtml, mailButton, mailDocument, type RenderedMail } from './mail-html';

/**
 * The mails whose point is one link, each a section of the mail namespace with its subject, body (before the
 * button: what happened and what the button does), button and after (after the link: what to do if the member
 * did not ask for this). Italian signs up 'su {{site}}': 'a' before a vowel would be 'ad Amoroso'.
 */
export type LinkMailKind = 'activation' | 'password_reset' | 'mail_change_confirm' | 'mail_change_notice';

export interface LinkMailFill {
  language: string;
  name: string;
  site: string;
  link: string;
  /** the address a mail change names, in the notice to the old address */
  email?: string;
  /** the member's gender of the profile, for the words that agree with it (gendered.ts) */
  gender?: MailGender;
}

/**
 * A link mail in the member's language: {{name}}, {{site}} and {{email}} are filled in; the link goes in the
 * button and, for mail readers that hide buttons, as plain text under it.
 */
export function linkMail(kind: LinkMailKind, f: LinkMailFill): RenderedMail {
  const t = textsIn(f.language, 'mail');
  const values = { name: f.name, site: f.site, email: f.email ?? '', context: genderContext(f.gender) };
  const text = (key: string) => t(`${kind}.${key}`, values);
  const html = (key: string) => escapeHtml(text(key));
  const greeting = t('link.greeting', values);
  const button = text('button');
  const link = escapeHtml(f.link);
  const plain = [greeting, '', text('body'), '', `${button}: ${f.link}`, '', text('after'), '', f.site].join('\n');
  const document = mailDocument(
    f.language,
    html('subject'),
    [
      `<p>${escapeHtml(greeting)}</p>`,
      `<p>${html('body')}</p>`,
      mailButton(f.link, button),
      `<p>${escapeHtml(t('link.fallback'))}<br><a href="${link}">${link}</a></p>`,
      `<p style="color: #666">${html('after')}</p>`,
      `<p>${escapeHtml(f.site)}</p>`,
    ].join('\n'),
  );
  return { subject: text('subject'), text: plain, html: document };
}
