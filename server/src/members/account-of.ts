import type { Db } from '../db/connect';

/**
 * A member's account while it is not deleted: what checking their password and mailing them need. Undefined for a
 * deleted account, whose session is no longer good.
 */
export function accountOf(db: Db, memberId: number) {
  return db
    .selectFrom('members')
    .select(['id', 'email', 'name', 'language', 'gender', 'password_hash', 'activated'])
    .where('id', '=', memberId)
    .where('deleted', '=', false)
    .executeTakeFirst();
}
