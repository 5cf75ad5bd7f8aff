import { sql, type Transaction } from 'kysely';
import type { LedgerKind } from '@dating/contract';
import type { Db } from '../db/connect';
import type { Database } from '../db/schema';

/**
 * The one way credits change (docs/architecture.md, Money): an append-only ledger row and the balance beside it
 * (members.credits), written in the caller's transaction. The balance moves with a conditional update, so no
 * number of concurrent spenders takes it below zero, and the column's CHECK stands behind that. A write that a
 * retry could repeat carries a key (a message's client id) or an order: the second one finds the first and changes
 * nothing (the ledger's unique indexes).
 */
export interface LedgerWrite {
  memberId: number;
  kind: LedgerKind;
  /** added (positive) or taken (negative); never 0 */
  credits: number;
  orderId?: number;
  idempotencyKey?: string;
}

export type LedgerOutcome = { applied: boolean; balance: number };

/** The balance would go below zero: thrown so the caller's transaction, and what it was buying, rolls back. */
export class InsufficientCredits extends Error {
  constructor(readonly balance: number) {
    super('Not enough credits.');
  }
}

type Trx = Transaction<Database>;

/** Applies one write in `trx`; `applied: false` when its key or order was written before (nothing changed). */
export async function writeLedger(trx: Trx, write: LedgerWrite): Promise<LedgerOutcome> {
  if (!Number.isInteger(write.credits) || write.credits === 0) throw new Error(`Bad ledger amount ${write.credits}`);
  const entry = await trx
    .insertInto('credit_ledger')
    .values({
      member_id: write.memberId,
      kind: write.kind,
      credits: write.credits,
      order_id: write.orderId ?? null,
      idempotency_key: write.idempotencyKey ?? null,
    })
    .onConflict((oc) => oc.doNothing())
    .returning('id')
    .executeTakeFirst();
  if (!entry) return { applied: false, balance: await balanceOf(trx, write.memberId) };
  const moved = await trx
    .updateTable('members')
    .set({ credits: sql`credits + ${write.credits}`, updated_at: new Date() })
    .where('id', '=', write.memberId)
    .where(sql<number>`credits + ${write.credits}`, '>=', 0)
    .returning('credits')
    .executeTakeFirst();
  if (!moved) throw new InsufficientCredits(await balanceOf(trx, write.memberId));
  return { applied: true, balance: moved.credits };
}

export async function balanceOf(trx: Db | Trx, memberId: number): Promise<number> {
  const row = await trx.selectFrom('members').select('credits').where('id', '=', memberId).executeTakeFirst();
  return row?.credits ?? 0;
}

/**
 * Spends credits on something (a message) in a transaction of its own: false, and nothing written, when the
 * balance is too low. To buy a thing in the same transaction, call writeLedger inside it instead.
 */
export async function spendCredits(
  db: Db,
  spend: { memberId: number; credits: number; kind?: LedgerKind; idempotencyKey?: string },
): Promise<{ spent: boolean; balance: number }> {
  try {
    const { balance } = await db.transaction().execute((trx) =>
      writeLedger(trx, {
        memberId: spend.memberId,
        kind: spend.kind ?? 'message',
        credits: -spend.credits,
        idempotencyKey: spend.idempotencyKey,
      }),
    );
    return { spent: true, balance };
  } catch (err) {
    if (err instanceof InsufficientCredits) return { spent: false, balance: err.balance };
    throw err;
  }
}

/** The dev panel's 'set credits to zero' (docs/product.md §1): whatever is left leaves through a 'reset' entry. */
export async function resetCredits(db: Db, memberId: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('members')
      .select('credits')
      .where('id', '=', memberId)
      .forUpdate()
      .executeTakeFirst();
    if (row && row.credits > 0) await writeLedger(trx, { memberId, kind: 'reset', credits: -row.credits });
  });
}
