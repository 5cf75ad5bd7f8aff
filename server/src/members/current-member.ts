import type { Db } from '../db/connect';
import type { CurrentMember } from './profile-update';

/** What a profile update is checked against (planProfileUpdate); null when there is no such member. */
export async function currentMemberOf(db: Db, memberId: number): Promise<CurrentMember | null> {
  const current = await db
    .selectFrom('members')
    .select(['email', 'country', 'countryregion', 'city', 'details'])
    .where('id', '=', memberId)
    .executeTakeFirst();
  return current ?? null;
}
