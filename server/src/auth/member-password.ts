import type { Db } from '../db/connect';
import { hashPassword } from './password';

/** The stored hash of a member's password; null when there is no such member or the account was deleted. */
export async function passwordHashOf(db: Db, memberId: number): Promise<string | null> {
  const member = await db
    .selectFrom('members')
    .select('password_hash')
    .where('id', '=', memberId)
    .where('deleted', '=', false)
    .executeTakeFirst();
  return member?.password_hash ?? null;
}

/**
 * Stores a new password of a member (hashed; `activate` also marks the address proven). False when there is no
 * such member or the account was deleted.
 */
export async function savePassword(
  db: Db,
  memberId: number,
  password: string,
  { activate = false }: { activate?: boolean } = {},
): Promise<boolean> {
  const updated = await db
    .updateTable('members')
    .set({ password_hash: await hashPassword(password), ...(activate && { activated: true }), updated_at: new Date() })
    .where('id', '=', memberId)
    .where('deleted', '=', false)
    .returning('id')
    .executeTakeFirst();
  return updated !== undefined;
}
