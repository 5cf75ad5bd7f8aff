import { RESELL_MIN_MEMBER_AGE_MS } from '@dating/config';
import type { Db } from '../db/connect';

/** Webcams are offered to unpaid members who signed up more than 4 days ago (docs/product.md §6). */
export async function isInResellAudience(db: Db, memberId: number, now = Date.now()): Promise<boolean> {
  const member = await db
    .selectFrom('members')
    .select(['paid_user', 'signup_date'])
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
  return !member.paid_user && now - new Date(member.signup_date).getTime() > RESELL_MIN_MEMBER_AGE_MS;
}
