import type { Db } from '../db/connect';

/**
 * Holds the member's row until the caller's transaction ends (`trx`: a transaction, never the pool): what one
 * member does side by side (two uploads, two pages asking for an offer, a photo removed while ops remove another)
 * then happens one after the other, and a limit counted inside the transaction holds.
 */
export async function lockMember(trx: Db, memberId: number): Promise<void> {
  await trx.selectFrom('members').select('id').where('id', '=', memberId).forUpdate().execute();
}
