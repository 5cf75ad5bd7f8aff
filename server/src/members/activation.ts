import type { Db } from '../db/connect';

/**
 * Whether the member's address is proven: the activation link was followed (docs/product.md §3); null when there
 * is no such member.
 */
export async function isActivated(db: Db, memberId: number): Promise<boolean | null> {
  const member = await db.selectFrom('members').select('activated').where('id', '=', memberId).executeTakeFirst();
  return member?.activated ?? null;
}
