import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { migrateToLatest, spendCredits, writeLedger, type Db } from '@dating/server';
import { embeddedDb, postgresDb, postgresReachable, type BenchDb } from './database';
import { addRow } from './table';

const SPENDERS = 64;
const SPENDS = Number(process.env.BENCH_LEDGER_SPENDS ?? 5000);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

interface Run {
  perSecond: number;
  spent: number;
  refused: number;
}

/** SPENDERS workers spend 1 credit each, over and over, until the one shared balance refuses them. */
async function spendAll(spend: () => Promise<boolean>): Promise<Run> {
  let spent = 0;
  let refused = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: SPENDERS }, async () => {
      while (await spend()) spent += 1;
      refused += 1;
    }),
  );
  return { perSecond: Math.round(spent / ((performance.now() - started) / 1000)), spent, refused };
}

async function newMember(db: Db, email: string): Promise<number> {
  const { id } = await db
    .insertInto('members')
    .values({ email, password_hash: '-', name: 'Bench' })
    .returning('id')
    .executeTakeFirstOrThrow();
  return id;
}

async function balanceAndLedger(db: Db, memberId: number): Promise<{ balance: number; ledger: number }> {
  const row = await db
    .selectFrom('members')
    .select('credits')
    .select(sql<string>`(select coalesce(sum(credits), 0) from credit_ledger where member_id = members.id)`.as('sum'))
    .where('id', '=', memberId)
    .executeTakeFirstOrThrow();
  return { balance: row.credits, ledger: Number(row.sum) };
}

/**
 * Ledger spends per second under SPENDERS concurrent spenders on one balance of SPENDS credits (the contended
 * case: every spend waits for the member's row), through the ledger's own spendCredits. Reference in the same
 * run: the bare conditional update the ledger is built on (no ledger row), on a balance of its own. The row
 * fails unless exactly SPENDS spends succeeded, every spender was refused once at the end, and the balance
 * ends at 0 with the ledger's sum equal to it.
 */
async function benchOne(open: () => Promise<BenchDb>): Promise<void> {
  const bench = await open();
  try {
    await migrateToLatest(bench.db);
    const { db } = bench;
    const member = await newMember(db, 'ledger-bench@example.com');
    await db.transaction().execute((trx) => writeLedger(trx, { memberId: member, kind: 'bonus', credits: SPENDS }));
    const ledger = await spendAll(async () => (await spendCredits(db, { memberId: member, credits: 1 })).spent);
    const after = await balanceAndLedger(db, member);

    const bare = await newMember(db, 'bare-bench@example.com');
    await db.updateTable('members').set({ credits: SPENDS }).where('id', '=', bare).execute();
    const reference = await spendAll(async () => {
      const moved = await db.transaction().execute((trx) =>
        trx
          .updateTable('members')
          .set({ credits: sql`credits - 1` })
          .where('id', '=', bare)
          .where('credits', '>=', 1)
          .executeTakeFirst(),
      );
      return moved.numUpdatedRows > 0n;
    });

    const correct = ledger.spent === SPENDS && ledger.refused === SPENDERS && after.balance === 0 && after.ledger === 0;
    addRow({
      figure: `ledger spends, ${bench.label}, ${SPENDERS} spenders on one balance of ${SPENDS}`,
      target: 'exact: every credit spent once, balance = ledger sum',
      measured:
        `${ledger.perSecond} spends/s; ${ledger.spent} spent, ${ledger.refused} refused, ` +
        `balance ${after.balance}, ledger ${after.ledger}`,
      reference: `bare conditional update ${reference.perSecond} updates/s`,
      ratio: ledger.perSecond / reference.perSecond,
      pass: correct,
    });
  } finally {
    await bench.close();
  }
}

export async function runLedgerBench(): Promise<void> {
  const workDir = await mkdtemp(path.join(tmpdir(), 'dating-ledger-bench-'));
  try {
    await benchOne(() => embeddedDb(path.join(workDir, 'pglite')));
    if (await postgresReachable(PG_URL)) await benchOne(() => postgresDb(PG_URL));
    else
      addRow({ figure: 'ledger spends, PostgreSQL', target: 'reachable', measured: `not at ${PG_URL}`, pass: false });
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
