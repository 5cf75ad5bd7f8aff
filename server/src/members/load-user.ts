import type { User } from '@dating/contract';
import type { Db } from '../db/connect';
import { ownProfileQuery, profileOf } from './load-profiles';

/** The logged-in member as the contract's User (own profile, with the real birth date), in one query. */
export async function loadUser(db: Db, memberId: number, options: { fictionalIcon: boolean }): Promise<User | null> {
  const row = await ownProfileQuery(db, memberId)
    .select([
      'members.email',
      'members.paid_user',
      'members.signup_date',
      'members.mailprovider',
      'members.credits',
      'members.activated',
      'members.shown_to_visitors',
    ])
    .executeTakeFirst();
  if (!row) return null;
  return {
    email: row.email,
    profile: profileOf(row, memberId),
    paid_user: row.paid_user,
    signup_date: new Date(row.signup_date).toISOString(),
    mailprovider: row.mailprovider,
    fictional_icon: options.fictionalIcon,
    credits: row.credits,
    activated: row.activated,
    shown_to_visitors: row.shown_to_visitors,
  };
}
