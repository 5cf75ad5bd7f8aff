import { discounted } from '@dating/contract';
import { startTestApp, type TestApp } from './helpers/test-app';
import {
  buyer,
  countWhere,
  order,
  orderRow,
  sandboxEvent,
  sandboxSecret,
  signedSandboxWebhook,
  type OrderBody,
} from './helpers/payments';
import type { HttpClient } from './helpers/http-client';
import { firstPurchaseBonus } from '../src/credits/member-discounts';
import { activeDiscount } from '../src/credits/discounts';
import { CREDIT_PACKAGES } from '../src/credits/packages';
import { welcomeDiscountPercentage, WELCOME_CODE } from '../src/credits/welcome-discount';

/**
 * The time bonus a member's first paid purchase brings (docs/product.md §3): granted by the webhook that makes the
 * first order paid, once, whatever is replayed or paid later; the active discount until it ends at expires_at or
 * a purchase priced with it uses it up. Paid through the sandbox's signed webhooks on the site's real route.
 */
let t: TestApp;
let secret: string;
const BONUS = firstPurchaseBonus();
const HOUR = 3_600_000;
const LIST = CREDIT_PACKAGES[1]!.prices.EUR;

beforeAll(async () => {
  t = await startTestApp();
  secret = await sandboxSecret(t.db);
});
afterAll(() => t.close());

/** The provider's 'paid' for an order, as the webhook body it signs (the same body is the same event). */
async function paidEvent(token: string): Promise<string> {
  const row = await orderRow(t.db, token);
  return sandboxEvent({ token, amount: row.amount, currency: row.currency }, 'paid');
}

async function pay(body: string): Promise<boolean> {
  const res = await signedSandboxWebhook(t, secret, body);
  expect(res.status).toBe(200);
  return res.body.applied;
}

/** An order placed as the checkout does and paid by the provider's webhook; answers its row. */
async function buy(client: HttpClient, over: Partial<OrderBody> = {}) {
  const { token } = await order(client, over);
  expect(await pay(await paidEvent(token))).toBe(true);
  return orderRow(t.db, token);
}

const bonusesOf = (memberId: number) =>
  t.db.selectFrom('discounts').selectAll().where('member_id', '=', memberId).where('kind', '=', 'time_bonus').execute();

const activeOf = async (client: HttpClient) => (await client.get('/api/discountcode.php')).body;

describe('the time bonus of a first purchase', () => {
  test('its settings: 20 % for 48 hours unless set; a mistyped one is an error naming it', () => {
    expect(firstPurchaseBonus({})).toEqual({ percentage: 20, hours: 48 });
    expect(firstPurchaseBonus({ TIME_BONUS_DISCOUNT: '35', TIME_BONUS_HOURS: '12' })).toEqual({
      percentage: 35,
      hours: 12,
    });
    for (const [name, value] of [
      ['TIME_BONUS_DISCOUNT', '0'],
      ['TIME_BONUS_DISCOUNT', '101'],
      ['TIME_BONUS_DISCOUNT', '12.5'],
      ['TIME_BONUS_HOURS', 'two days'],
      ['TIME_BONUS_HOURS', '9000'],
    ])
      expect(() => firstPurchaseBonus({ [name!]: value })).toThrow(new RegExp(`^${name}: "${value}" is not`));
  });

  test('the first paid order makes it the active discount, ending after the set hours', async () => {
    const m = await buyer(t);
    const { token } = await order(m.client);
    expect((await activeOf(m.client)).discountcode).toBeUndefined(); // the open order holds the welcome code
    const before = Date.now();
    expect(await pay(await paidEvent(token))).toBe(true);
    const after = Date.now();

    const active = await activeOf(m.client);
    expect(active).toEqual({
      discountcode: {
        code: expect.stringMatching(/^BONUS-/),
        kind: 'time_bonus',
        percentage: BONUS.percentage,
        expires_at: expect.any(String),
        // for every package, as every discount the site grants by itself
        packages: null,
      },
      active: true,
    });
    const ends = new Date(active.discountcode.expires_at).getTime();
    expect(ends).toBeGreaterThanOrEqual(before + BONUS.hours * HOUR - 1000);
    expect(ends).toBeLessThanOrEqual(after + BONUS.hours * HOUR + 1000);
    const pricing = (await m.client.get('/api/pricing.php?country=NL')).body;
    expect(pricing.discount).toEqual(active.discountcode);
    expect(pricing.packages[1].pay.amount).toBe(discounted(LIST, BONUS.percentage));
  });

  test('a replayed webhook grants nothing more, at once or later', async () => {
    const m = await buyer(t);
    const { token } = await order(m.client);
    const body = await paidEvent(token);
    const applied = await Promise.all([1, 2, 3].map(() => pay(body)));
    applied.push(await pay(body));
    expect(applied.filter(Boolean)).toHaveLength(1);
    expect(await bonusesOf(m.id)).toHaveLength(1);
  });

  test('two first orders paid at the same moment bring one bonus', async () => {
    const m = await buyer(t);
    const first = await order(m.client);
    const second = await order(m.client);
    const bodies = await Promise.all([first.token, second.token].map(paidEvent));
    expect(await Promise.all(bodies.map(pay))).toEqual([true, true]);
    expect(await bonusesOf(m.id)).toHaveLength(1);
  });

  test('the next order is priced with it and uses it up; no later paid order brings another', async () => {
    const m = await buyer(t);
    await buy(m.client); // with the welcome code
    const [bonus] = await bonusesOf(m.id);
    const withBonus = await buy(m.client);
    expect(withBonus).toMatchObject({ discount_id: bonus!.id, amount: discounted(LIST, BONUS.percentage) });
    expect(await countWhere(t.db, 'discount_uses', 'order_id', withBonus.id)).toBe(1);

    // used up, and the welcome code went with the first order: nothing is active, the next order is full price
    const named = await m.client.get(`/api/discountcode.php?code=${bonus!.code}`);
    expect([named.status, named.body.error]).toEqual([404, 'discount_used']);
    expect((await m.client.get('/api/discountcode.php')).body.error).toBe('discount_used');
    expect(await buy(m.client)).toMatchObject({ discount_id: null, amount: LIST });
    expect(await bonusesOf(m.id)).toHaveLength(1);
  });

  test('once ended it is over: the welcome code is active again, or nothing', async () => {
    // a first purchase with a code of its own keeps the welcome code for later
    const code = `FIRSTBUY${Date.now()}`;
    await t.db.insertInto('discounts').values({ code, kind: 'code', percentage: 10 }).execute();
    const keeper = await buyer(t);
    await buy(keeper.client, { discount: code });
    const user = await buyer(t);
    await buy(user.client);

    for (const m of [keeper, user]) {
      const [bonus] = await bonusesOf(m.id);
      const ends = new Date(bonus!.expires_at!);
      // the server's clock a moment before the end and at it (expires_at is the first moment without it)
      expect((await activeDiscount(t.db, m.id, new Date(ends.getTime() - 1)))?.id).toBe(bonus!.id);
      expect((await activeDiscount(t.db, m.id, ends))?.kind).toBe(m === keeper ? 'welcome' : undefined);
      // and over HTTP, with its end moved to a second ago
      await t.db
        .updateTable('discounts')
        .set({ expires_at: new Date(Date.now() - 1000) })
        .where('id', '=', bonus!.id)
        .execute();
      const named = await m.client.get(`/api/discountcode.php?code=${bonus!.code}`);
      expect([named.status, named.body.error]).toEqual([404, 'discount_expired']);
    }
    expect((await activeOf(keeper.client)).discountcode).toMatchObject({ code: WELCOME_CODE, kind: 'welcome' });
    expect((await activeOf(user.client)).error).toBe('discount_used');
    // never priced with it: the welcome code's price, or the list price
    expect((await orderRow(t.db, (await order(keeper.client)).token)).amount).toBe(
      discounted(LIST, welcomeDiscountPercentage()),
    );
    expect(await orderRow(t.db, (await order(user.client)).token)).toMatchObject({ discount_id: null, amount: LIST });
  });
});
