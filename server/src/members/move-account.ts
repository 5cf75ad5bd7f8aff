import type { Db } from '../db/connect';

export interface NewAddress {
  email: string;
  mailprovider: number;
  /** set when the move itself proves the address (its confirmation link was opened) */
  activated?: true;
}

const isUniqueViolation = (err: unknown) => (err as { code?: string }).code === '23505';

/**
 * Points a (not deleted) account at another address. False when another account has the address: a race for it
 * that the unique index decided.
 */
export async function moveAccountTo(db: Db, memberId: number, address: NewAddress): Promise<boolean> {
  try {
    await db
      .updateTable('members')
      .set({ ...address, updated_at: new Date() })
      .where('id', '=', memberId)
      .where('deleted', '=', false)
      .execute();
    return true;
  } catch (err) {
    if (isUniqueViolation(err)) return false;
    throw err;
  }
}
