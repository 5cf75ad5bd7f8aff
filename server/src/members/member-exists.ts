import type { Db } from '../db/connect';

export async function memberExists(db: Db, memberId: number): Promise<boolean> {
  const member = await db.selectFrom('members').select('id').where('id', '=', memberId).executeTakeFirst();
  return member !== undefined;
}
