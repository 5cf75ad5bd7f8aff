import { sql } from 'kysely';
import { startTestApp, type TestApp } from './helpers/test-app';
import { createMember } from './helpers/members';
import { balanceOf, resetCredits, spendCredits, writeLedger } from '../src/credits/ledger';

/**
 * The ledger (docs/architecture.md, Money): the one way credits change, never below zero however many spend at once,
 * and the balance always the sum of the member's entries. On PGlite and, with DATABASE_URL, on PostgreSQL
 * (where the spends really run on separate connections).
 */
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ devTools: true });
});
afterAll(() => t.close());

/** A member whose credits came in through the ledger, as every balance does. */
async function memberWith(credits: number): Promise<{ id: number; email: string; password: string }> {
  const m = await createMember(t.db);
  await t.db.transaction().execute((trx) => writeLedger(trx, { memberId: m.id, kind: 'bonus', credits }));
  return m;
}

async function ledgerSum(memberId: number): Promise<number> {
  const row = await t.db
    .selectFrom('credit_ledger')
    .select(sql<string>`coalesce(sum(credits), 0)`.as('sum'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  return Number(row.sum);
}

describe('spending', () => {
  test('100 concurrent spends of 1 credit on a balance of 10: exactly 10 succeed, never below 0', async () => {
    const m = await memberWith(10);
    let lowest = Infinity;
    let running = true;
    // Watches the balance while the spends run: it may only ever go down to 0.
    const watcher = (async () => {
      while (running) {
        lowest = Math.min(lowest, await balanceOf(t.db, m.id));
        await new Promise((resolve) => setTimeout(resolve, 1));
      }
    })();
    const results = await Promise.all(
      Array.from({ length: 100 }, () => spendCredits(t.db, { memberId: m.id, credits: 1 })),
    );
    running = false;
    await watcher;

    expect(results.filter((r) => r.spent)).toHaveLength(10);
    expect(results.filter((r) => !r.spent).every((r) => r.balance === 0)).toBe(true);
    // Each success saw a different balance after it: 9, 8, ..., 0.
    expect(
      results
        .filter((r) => r.spent)
        .map((r) => r.balance)
        .sort((a, b) => a - b),
    ).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect(lowest).toBeGreaterThanOrEqual(0);
    expect(await balanceOf(t.db, m.id)).toBe(0);
    expect(await ledgerSum(m.id)).toBe(0);
    const spends = await t.db
      .selectFrom('credit_ledger')
      .select('credits')
      .where('member_id', '=', m.id)
      .where('kind', '=', 'message')
      .execute();
    expect(spends).toHaveLength(10);
  });

  test('spends of several members at once do not disturb each other', async () => {
    const members = await Promise.all([memberWith(5), memberWith(7), memberWith(3)]);
    await Promise.all(
      members.flatMap((m) => Array.from({ length: 8 }, () => spendCredits(t.db, { memberId: m.id, credits: 1 }))),
    );
    for (const m of members) {
      expect(await balanceOf(t.db, m.id)).toBe(0);
      expect(await ledgerSum(m.id)).toBe(0);
    }
  });

  test('a spend larger than the balance changes nothing', async () => {
    const m = await memberWith(3);
    expect(await spendCredits(t.db, { memberId: m.id, credits: 4 })).toEqual({ spent: false, balance: 3 });
    expect(await balanceOf(t.db, m.id)).toBe(3);
    expect(await ledgerSum(m.id)).toBe(3);
  });

  test('a retried spend with the same key spends once', async () => {
    const m = await memberWith(5);
    const key = `message:${m.id}:client-1`;
    const both = await Promise.all([
      spendCredits(t.db, { memberId: m.id, credits: 2, idempotencyKey: key }),
      spendCredits(t.db, { memberId: m.id, credits: 2, idempotencyKey: key }),
    ]);
    expect(both.every((r) => r.spent)).toBe(true);
    expect(await balanceOf(t.db, m.id)).toBe(3);
    expect(await ledgerSum(m.id)).toBe(3);
  });

  test('the database itself refuses a negative balance', async () => {
    const m = await memberWith(1);
    await expect(t.db.updateTable('members').set({ credits: -1 }).where('id', '=', m.id).execute()).rejects.toThrow();
    expect(await balanceOf(t.db, m.id)).toBe(1);
  });
});

describe('set credits to zero', () => {
  test('resetCredits writes a reset entry of what was left; at 0 it writes nothing', async () => {
    const m = await memberWith(12);
    await resetCredits(t.db, m.id);
    await resetCredits(t.db, m.id);
    const entries = await t.db
      .selectFrom('credit_ledger')
      .select(['kind', 'credits'])
      .where('member_id', '=', m.id)
      .orderBy('id')
      .execute();
    expect(entries).toEqual([
      { kind: 'bonus', credits: 12 },
      { kind: 'reset', credits: -12 },
    ]);
    expect(await balanceOf(t.db, m.id)).toBe(0);
  });

  test("the dev panel's call goes through the ledger, and the history shows it", async () => {
    const m = await memberWith(9);
    const c = t.client();
    expect((await c.login(m.email, m.password)).status).toBe(200);
    const res = await c.post('/api/_dev/credits-zero.php', {});
    expect(res.status).toBe(200);
    expect(res.body.user.credits).toBe(0);
    expect(await ledgerSum(m.id)).toBe(0);
    const credits = await c.get('/api/credits.php');
    expect(credits.body.balance).toBe(0);
    expect(credits.body.history.map((e: { kind: string; credits: number }) => [e.kind, e.credits])).toEqual([
      ['reset', -9],
      ['bonus', 9],
    ]);
  });
});
