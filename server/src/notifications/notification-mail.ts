import type { NotificationMailKind } from '@dating/contract';
import { escapeHtml, mailButton, mailDocument, type RenderedMail } from '../mail/mail-html';
import { textsIn } from '../i18n/texts';

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
  const t = textsIn(o.language, 'mail');
  const kind = o.kind === 'new_message' ? 'message' : 'like';
  const values = { name: o.name, site: o.site, member: o.member, what: t(`notification.kinds.${o.kind}`) };
  const plain = (key: string) => t(`notification.${key}`, values);
  const html = (key: string) => escapeHtml(plain(key));
  const [subject, body, button] = [`${kind}_subject`, `${kind}_body`, plain(`${kind}_button`)];
  const text = [
    plain('greeting'),
    '',
    plain(body),
    '',
    `${button}: ${o.link}`,
    '',
    '--',
    plain('reason'),
    `${plain('unsubscribe')}: ${o.unsubscribeLink}`,
    `${plain('manage')}: ${o.settingsLink}`,
  ].join('\n');
  const mail = mailDocument(
    o.language,
    html(subject),
    [
      `<p>${html('greeting')}</p>`,
      `<p>${html(body)}</p>`,
      mailButton(o.link, button),
      '<hr>',
      `<p style="color: #666; font-size: 13px">${html('reason')}<br>`,
      `<a href="${escapeHtml(o.unsubscribeLink)}">${escapeHtml(plain('unsubscribe'))}</a> ·`,
      `<a href="${escapeHtml(o.settingsLink)}">${escapeHtml(plain('manage'))}</a></p>`,
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
