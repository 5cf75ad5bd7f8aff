import type { NotificationMailKind } from '@dating/contract';
import { escapeHtml, mailButton, mailDocument, type RenderedMail } from '../mail/mail-html';
import { KIND_NAMES, NOTIFICATION_MAIL_TEXTS } from './mail-texts';

export interface NotificationMailInput {
  kind: Exclude<NotificationMailKind, 'news'>;
  language: string;
  /** the recipient's name */
  member: string;
  /** the member who wrote or liked */
  name: string;
  site: string;
  /** where the button leads: the conversation or the likes page */
  link: string;
  /** the one-click unsubscribe page of this member and kind */
  unsubscribeLink: string;
  /** the /notifications page */
  settingsLink: string;
}

/**
 * A new-message or new-like mail with the headers of RFC 8058: List-Unsubscribe names the signed link, and
 * List-Unsubscribe-Post tells the mail client it may unsubscribe with one POST to it, without a page.
 */
export function notificationMail(o: NotificationMailInput): RenderedMail {
  const t = NOTIFICATION_MAIL_TEXTS[o.language] ?? NOTIFICATION_MAIL_TEXTS.en!;
  const what = (KIND_NAMES[o.language] ?? KIND_NAMES.en!)[o.kind];
  const [subject, body, button] =
    o.kind === 'new_message'
      ? [t.messageSubject, t.messageBody, t.messageButton]
      : [t.likeSubject, t.likeBody, t.likeButton];
  const fill = (s: string, escape: (v: string) => string) =>
    s
      .replaceAll('{name}', escape(o.name))
      .replaceAll('{site}', escape(o.site))
      .replaceAll('{member}', escape(o.member))
      .replaceAll('{what}', escape(what));
  const plain = (s: string) => fill(s, (v) => v);
  const html = (s: string) => fill(escapeHtml(s), escapeHtml);
  const text = [
    plain(t.greeting),
    '',
    plain(body),
    '',
    `${button}: ${o.link}`,
    '',
    '--',
    plain(t.reason),
    `${t.unsubscribe}: ${o.unsubscribeLink}`,
    `${t.manage}: ${o.settingsLink}`,
  ].join('\n');
  const mail = mailDocument(
    o.language,
    html(subject),
    [
      `<p>${html(t.greeting)}</p>`,
      `<p>${html(body)}</p>`,
      mailButton(o.link, button),
      '<hr>',
      `<p style="color: #666; font-size: 13px">${html(t.reason)}<br>`,
      `<a href="${escapeHtml(o.unsubscribeLink)}">${escapeHtml(t.unsubscribe)}</a> ·`,
      `<a href="${escapeHtml(o.settingsLink)}">${escapeHtml(t.manage)}</a></p>`,
    ].join('\n'),
  );
  return {
    subject: plain(subject),
    text,
    html: mail,
    headers: {
      'List-Unsubscribe': `<${o.unsubscribeLink}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
