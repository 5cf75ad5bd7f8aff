import type { Db } from '../db/connect';
import type { MailedMember } from '../credentials/credential-mails';

/** The member whose account has this (normalized) address, as a mail addresses them; null for none. */
export async function findMemberByEmail(db: Db, email: string): Promise<MailedMember | null> {
  const member = await db
    .selectFrom('members')
    .select(['id', 'name', 'language', 'gender'])
    .where('email', '=', email)
    .where('deleted', '=', false)
    .executeTakeFirst();
  return member ?? null;
}
