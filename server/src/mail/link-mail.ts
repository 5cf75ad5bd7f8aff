import { genderText, type MailGender } from './gendered';
import { escapeHtml, mailButton, mailDocument, type RenderedMail } from './mail-html';

/**
 * A mail whose point is one link (activation, password reset, mail change): {name}, {site} and {email} are filled
 * in; the link goes in the button and, for mail readers that hide buttons, as plain text under it.
 */
export interface LinkMailTexts {
  subject: string;
  greeting: string;
  /** before the button: what happened and what the button does */
  body: string;
  button: string;
  fallback: string;
  /** after the link: what to do if the member did not ask for this */
  after: string;
}

export interface LinkMailFill {
  language: string;
  name: string;
  site: string;
  link: string;
  /** the address a mail change names, in the notice to the old address */
  email?: string;
  /** the member's gender of the profile, for the words that agree with it ({male|female} in the texts) */
  gender?: MailGender;
}

export function linkMail(texts: LinkMailTexts, f: LinkMailFill): RenderedMail {
  const t = Object.fromEntries(
    Object.entries(texts).map(([key, text]) => [key, genderText(text, f.gender)]),
  ) as unknown as LinkMailTexts;
  const values: Record<string, string> = { name: f.name, site: f.site, email: f.email ?? '' };
  const fill = (s: string) => s.replace(/\{(name|site|email)\}/g, (_, key: string) => values[key]!);
  const fillHtml = (s: string) => s.replace(/\{(name|site|email)\}/g, (_, key: string) => escapeHtml(values[key]!));
  const link = escapeHtml(f.link);
  const text = [fill(t.greeting), '', fill(t.body), '', `${t.button}: ${f.link}`, '', fill(t.after), '', f.site].join(
    '\n',
  );
  const html = mailDocument(
    f.language,
    fillHtml(t.subject),
    [
      `<p>${fillHtml(t.greeting)}</p>`,
      `<p>${fillHtml(t.body)}</p>`,
      mailButton(f.link, t.button),
      `<p>${escapeHtml(t.fallback)}<br><a href="${link}">${link}</a></p>`,
      `<p style="color: #666">${fillHtml(t.after)}</p>`,
      `<p>${escapeHtml(f.site)}</p>`,
    ].join('\n'),
  );
  return { subject: fill(t.subject), text, html };
}
