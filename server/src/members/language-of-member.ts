import type { Db } from '../db/connect';

/** The language a member reads the site in; null when there is no such member or the account was deleted. */
export async function languageOfMember(db: Db, memberId: number): Promise<string | null> {
  const member = await db
    .selectFrom('members')
    .select(['language', 'deleted'])
    .where('id', '=', memberId)
    .executeTakeFirst();
  return member && !member.deleted ? member.language : null;
}
