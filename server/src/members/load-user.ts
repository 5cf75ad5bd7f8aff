import type { User } from '@dating/contract';
import type { Db } from '../db/connect';
import { loadProfile } from './load-profiles';

/** The logged-in member as the contract's User (own profile, with the real birth date). */
export async function loadUser(db: Db, memberId: number, options: { fictionalIcon: boolean }): Promise<User | null> {
  const [row, profile] = await Promise.all([
    db
      .selectFrom('members')
      .select(['email', 'paid_user', 'signup_date', 'mailprovider', 'credits', 'activated'])
      .where('id', '=', memberId)
      .executeTakeFirst(),
    loadProfile(db, memberId, memberId),
  ]);
  if (!row || !profile) return null;
  return {
    email: row.email,
    profile,
    paid_user: row.paid_user,
    signup_date: new Date(row.signup_date).toISOString(),
    mailprovider: row.mailprovider,
    fictional_icon: options.fictionalIcon,
    credits: row.credits,
    activated: row.activated,
  };
}
