import type { Db } from '../db/connect';
import type { MailGender } from './gendered';
import { linkMail } from './link-mail';
import { sendCodeMail } from './mail-codes';
import type { Mailer } from './mailer';

/** Where an activation link leads (redeemed by the signup routes). */
export const ACTIVATE_LINK_PATH = '/activate';

/** The activation mail in the member's language; its link starts at linkBase (app.mailLinkBase(request)). */
export async function sendActivationMail(
  db: Db,
  mailer: Mailer,
  m: {
    memberId: number;
    email: string;
    name: string;
    language: string;
    site: string;
    linkBase: string;
    /** unknown ('') at signup: the profile asks it later */
    gender?: MailGender;
  },
): Promise<void> {
  await sendCodeMail(db, mailer, {
    kind: 'activation',
    memberId: m.memberId,
    to: m.email,
    linkBase: m.linkBase,
    path: ACTIVATE_LINK_PATH,
    render: (link) =>
      linkMail('activation', { language: m.language, name: m.name, site: m.site, link, gender: m.gender }),
  });
}
