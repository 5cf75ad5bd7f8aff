import { sql } from 'kysely';
import { startTestApp, type TestApp } from './helpers/test-app';
import { runSeed } from '../src/seed/run-seed';
import { createExtraLogins, extraLoginEmail } from '../src/seed/extra-logins';
import { DEMO_EMAIL, DEMO_PASSWORD } from '../src/seed/demo';
import { welcomeDiscountPercentage, WELCOME_CODE } from '../src/credits/welcome-discount';
import { mediaDirOf } from '../src/config';
import { DirectoryStore } from '../src/objects/directory-store';

/**
 * The credits side of the seed: every balance is the sum of its ledger entries, paying members have their paid
 * order, a few members have a running time bonus, and the logins people and tests use (demo, memberN) buy with
 * the welcome discount: no time bonus, the welcome code unused.
 */
let t: TestApp;
const seed = (count: number, reset: boolean) =>
  runSeed(t.db, {
    count,
    reset,
    seed: 11,
    batchSize: 100,
    avatarsPerGender: 2,
    media: new DirectoryStore(mediaDirOf(t.dataDir), console),
  });

// Seeding 200 members is the slow part (~20 s on PGlite on a quiet machine, past 30 s on a busy one): the limit only
// stops a hang.
beforeAll(async () => {
  t = await startTestApp();
  await seed(200, false);
  await createExtraLogins(t.db, 7);
}, 180_000);
afterAll(() => t.close());

test("every member's balance equals the sum of their ledger entries", async () => {
  const { rows } = await sql<{ id: number; credits: number; sum: string }>`
    select m.id, m.credits, coalesce(sum(l.credits), 0) as sum
    from members m left join credit_ledger l on l.member_id = m.id
    group by m.id, m.credits`.execute(t.db);
  expect(rows.length).toBe(208);
  expect(rows.filter((r) => Number(r.sum) !== r.credits)).toEqual([]);
  expect(rows.filter((r) => r.credits > 0).length).toBeGreaterThan(40);
});

test('paying members have a paid order in their country, and its purchase entry', async () => {
  const { rows } = await sql<{ paid_user: boolean; orders: string; purchases: string }>`
    select m.paid_user,
      (select count(*) from orders o
        where o.member_id = m.id and o.status = 'paid' and o.country = m.country) as orders,
      (select count(*) from credit_ledger l where l.member_id = m.id and l.kind = 'purchase') as purchases
    from members m where m.fictional`.execute(t.db);
  const paying = rows.filter((r) => r.paid_user);
  expect(paying.length).toBeGreaterThan(20);
  expect(paying.every((r) => Number(r.orders) === 1 && Number(r.purchases) === 1)).toBe(true);
  expect(rows.filter((r) => !r.paid_user).every((r) => Number(r.orders) === 0)).toBe(true);
});

test('the welcome code at the configured percentage, and a few running time bonuses', async () => {
  const welcome = await t.db.selectFrom('discounts').selectAll().where('code', '=', WELCOME_CODE).executeTakeFirst();
  expect(welcome).toMatchObject({ kind: 'welcome', percentage: welcomeDiscountPercentage(), member_id: null });
  const bonuses = await t.db
    .selectFrom('discounts')
    .select(['member_id', 'expires_at'])
    .where('kind', '=', 'time_bonus')
    .execute();
  expect(bonuses.length).toBeGreaterThan(0);
  expect(bonuses.every((b) => new Date(b.expires_at!).getTime() > Date.now())).toBe(true);
});

test('the demo and memberN logins have no time bonus: they buy with the welcome discount', async () => {
  for (const email of [DEMO_EMAIL, extraLoginEmail(1), extraLoginEmail(7)]) {
    const c = t.client();
    expect((await c.login(email, DEMO_PASSWORD)).status).toBe(200);
    const active = await c.get('/api/discountcode.php');
    expect([email, active.body.discountcode?.kind]).toEqual([email, 'welcome']);
  }
  const demo = await t.client();
  await demo.login(DEMO_EMAIL, DEMO_PASSWORD);
  const credits = (await demo.get('/api/credits.php')).body;
  expect(credits).toMatchObject({ balance: 25, paid_user: false, last_order: null });
  expect(credits.history).toEqual([expect.objectContaining({ kind: 'bonus', credits: 25 })]);
});

test('--reset empties the credits tables and the seed makes the welcome code again', async () => {
  await seed(20, true);
  const count = async (query: ReturnType<typeof sql<{ n: string }>>) => Number((await query.execute(t.db)).rows[0]!.n);
  // Only this seed's rows: one paid order per paying member, one ledger entry per balance or purchase.
  expect(await count(sql`select count(*) as n from orders`)).toBe(
    await count(sql`select count(*) as n from members where paid_user`),
  );
  expect(await count(sql`select count(*) as n from credit_ledger`)).toBeLessThanOrEqual(2 * 21);
  expect(
    await t.db.selectFrom('discounts').select('percentage').where('code', '=', WELCOME_CODE).executeTakeFirst(),
  ).toEqual({ percentage: welcomeDiscountPercentage() });
});
