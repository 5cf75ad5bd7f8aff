import type { Db } from '../db/connect';

/** The account that logs in with this (normalized) address, with what a login checks; undefined for none. */
export function loginAccountOf(db: Db, email: string) {
  return (
    db
      .selectFrom('members')
      .select(['id', 'password_hash', 'suspended_at'])
      .where('email', '=', email)
      // a deleted account's row no longer holds its address (src/members/personal-data.ts); belt and braces
      .where('deleted', '=', false)
      .executeTakeFirst()
  );
}
