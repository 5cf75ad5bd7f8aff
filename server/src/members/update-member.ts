import type { Db } from '../db/connect';
import type { MemberUpdate } from '../db/schema';

/** Writes changed columns of a member's row, and when they changed. */
export async function updateMember(db: Db, memberId: number, changes: MemberUpdate): Promise<void> {
  await db
    .updateTable('members')
    .set({ ...changes, updated_at: new Date() })
    .where('id', '=', memberId)
    .execute();
}
