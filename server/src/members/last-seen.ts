import type { Db } from '../db/connect';

/** The member was on the site just now: the landers' teasers show the members seen last first. */
export async function markLastSeen(db: Db, memberId: number, now = new Date()): Promise<void> {
  await db.updateTable('members').set({ last_seen_at: now }).where('id', '=', memberId).execute();
}
