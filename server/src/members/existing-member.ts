import type { Db } from '../db/connect';

/**
 * Whether an account with this id exists and is not deleted. Suspended members and members one blocked count: a
 * block or a report names them all the same (blocking is often the step just before a report).
 */
export async function isExistingMember(db: Db, id: number): Promise<boolean> {
  const row = await db
    .selectFrom('members')
    .select('id')
    .where('id', '=', id)
    .where('deleted', '=', false)
    .executeTakeFirst();
  return row !== undefined;
}
