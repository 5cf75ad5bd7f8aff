import type { Db } from '../db/connect';
import type { Mailer } from '../mail/mailer';
import { sendCodeMail } from '../mail/mail-codes';
import { linkMail } from '../mail/link-mail';
import type { MailGender } from '../mail/gendered';

/** The pages the mailed links open (docs/product.md §2). */
export const RESET_LINK_PATH = '/reset-password/do';
export const MAIL_CHANGE_LINK_PATH = '/mail-change/do';
export const MAIL_CHANGE_UNDO_PATH = '/notifications';
export const MAIL_CHANGE_UNDO_HASH = 'email-change-incorrect';

export interface MailedMember {
  id: number;
  name: string;
  language: string;
  /** the profile's gender, for the words of a mail that agree with it (mail/gendered.ts) */
  gender: MailGender;
}

export interface MailContext {
  db: Db;
  mailer: Mailer;
  site: string;
  /** app.mailLinkBase(request) */
  linkBase: string;
}

export async function sendPasswordResetMail(c: MailContext, member: MailedMember, to: string): Promise<void> {
  await sendCodeMail(c.db, c.mailer, {
    kind: 'password_reset',
    memberId: member.id,
    to,
    linkBase: c.linkBase,
    path: RESET_LINK_PATH,
    render: (link) =>
      linkMail('password_reset', {
        language: member.language,
        name: member.name,
        site: c.site,
        gender: member.gender,
        link,
      }),
  });
}

/** The link to the new address: opening it moves the account there. */
export async function sendMailChangeConfirmation(c: MailContext, member: MailedMember, newEmail: string) {
  await sendCodeMail(c.db, c.mailer, {
    kind: 'mail_change',
    memberId: member.id,
    to: newEmail,
    linkBase: c.linkBase,
    path: MAIL_CHANGE_LINK_PATH,
    detail: newEmail,
    render: (link) =>
      linkMail('mail_change_confirm', {
        language: member.language,
        name: member.name,
        site: c.site,
        gender: member.gender,
        link,
      }),
  });
}

/**
 * The notice to the old address, sent when the change is asked for (not when it completes), so the owner
 * hears of it before a thief can confirm. Its code remembers the old address the undo restores.
 */
export async function sendMailChangeNotice(
  c: MailContext,
  member: MailedMember,
  oldEmail: string,
  newEmail: string,
): Promise<void> {
  await sendCodeMail(c.db, c.mailer, {
    kind: 'mail_change_undo',
    memberId: member.id,
    to: oldEmail,
    linkBase: c.linkBase,
    path: MAIL_CHANGE_UNDO_PATH,
    hash: MAIL_CHANGE_UNDO_HASH,
    detail: oldEmail,
    render: (link) =>
      linkMail('mail_change_notice', {
        language: member.language,
        name: member.name,
        site: c.site,
        gender: member.gender,
        link,
        email: newEmail,
      }),
  });
}
