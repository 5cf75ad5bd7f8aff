import type { Db } from '../db/connect';
import type { NewMember } from '../db/schema';

/**
 * Writes a new member's account and answers its id; null when the address has an account already. Of two signups
 * of one address at once the unique index decides, so the loser gets null too.
 */
export async function createMember(db: Db, member: NewMember): Promise<number | null> {
  try {
    const { id } = await db.insertInto('members').values(member).returning('id').executeTakeFirstOrThrow();
    return id;
  } catch (err) {
    if ((err as { code?: string }).code === '23505') return null;
    throw err;
  }
}
