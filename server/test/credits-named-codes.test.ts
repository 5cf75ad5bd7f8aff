import { validate } from 'superstruct';
import { discounted, getPricing } from '@dating/contract';
import { startTestApp, type TestApp } from './helpers/test-app';
import { buyer, order } from './helpers/payments';
import { expectTranslated } from './helpers/translated';
import { grantTimeBonus } from '../src/credits/member-discounts';
import { welcomeDiscountPercentage, WELCOME_CODE } from '../src/credits/welcome-discount';
import { CREDIT_PACKAGES } from '../src/credits/packages';
import { CODE_LOOKUPS } from '../src/routes/credits';

/**
 * A code a member names on /credits, /pricing or the checkout (docs/product.md §3, §8, §9): the server prices the
 * packages with it, refuses what the member cannot use with its reason (also a code for other packages than the
 * checkout's, or the order's), and counts it as a named code.
 */
let t: TestApp;
const HOUR = 3_600_000;
const WELCOME = welcomeDiscountPercentage();
const EUR = CREDIT_PACKAGES.map((p) => p.prices.EUR);
let codes = 0;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

/** A code of kind 'code' open to every member, for `packageIds` only when given; answers the code. */
async function campaignCode(percentage: number, packageIds: number[] | null = null): Promise<string> {
  codes += 1;
  const code = `CAMPAIGN${codes}`;
  await t.db.insertInto('discounts').values({ code, kind: 'code', percentage, package_ids: packageIds }).execute();
  return code;
}

const pays = (body: { packages: { pay: { amount: number } }[] }) => body.packages.map((p) => p.pay.amount);

async function expectRefused(res: { status: number; body: any }, reason: string) {
  expect([res.status, res.body.error]).toEqual([404, `discount_${reason}`]);
  expectTranslated(res.body);
}

describe('GET /api/pricing.php?code', () => {
  test('prices every package with a code open to every member, typed in lower case', async () => {
    const { client } = await buyer(t);
    const code = await campaignCode(25);
    const res = await client.get(`/api/pricing.php?country=NL&code=${code.toLowerCase()}`);
    expect(res.status).toBe(200);
    expect(validate(res.body, getPricing.response)[0]).toBeUndefined();
    expect(res.body.discount).toEqual({ code, kind: 'code', percentage: 25, expires_at: null, packages: null });
    expect(pays(res.body)).toEqual(EUR.map((a) => discounted(a, 25)));
  });

  test('a code for some packages prices those with it, the others with the active discount', async () => {
    const { client } = await buyer(t);
    const code = await campaignCode(40, [3]);
    const res = await client.get(`/api/pricing.php?country=NL&code=${code}`);
    expect(res.body.discount).toMatchObject({ code, percentage: 40, packages: [3] });
    expect(pays(res.body)).toEqual(EUR.map((a, i) => discounted(a, i === 2 ? 40 : WELCOME)));
  });

  test("for the checkout's package, a code for other packages is refused: discount_not_for_package", async () => {
    const { client } = await buyer(t);
    const code = await campaignCode(40, [3]);
    await expectRefused(await client.get(`/api/pricing.php?country=NL&code=${code}&package=1`), 'not_for_package');
    const own = await client.get(`/api/pricing.php?country=NL&code=${code}&package=3`);
    expect([own.status, own.body.discount.code]).toEqual([200, code]);
  });

  test('refuses an unknown, an expired and a used code with their reasons', async () => {
    const { id, client } = await buyer(t);
    await expectRefused(await client.get('/api/pricing.php?code=NO-SUCH-CODE'), 'unknown');
    const lapsed = await grantTimeBonus(t.db, id, 35, new Date(Date.now() - HOUR));
    await expectRefused(await client.get(`/api/pricing.php?code=${lapsed.code}`), 'expired');
    // an open order priced with the welcome code holds it (docs/product.md §3): naming it is refused as used
    await order(client, { discount: WELCOME_CODE });
    await expectRefused(await client.get(`/api/pricing.php?code=${WELCOME_CODE}`), 'used');
  });

  test('a visitor naming a code is refused; without one a visitor gets the welcome offer', async () => {
    const visitor = t.client();
    const named = await visitor.get('/api/pricing.php?country=NL&code=WELCOME');
    expect([named.status, named.body.error]).toEqual([403, 'not_logged_in']);
    expect((await visitor.get('/api/pricing.php?country=NL')).body.discount.code).toBe(WELCOME_CODE);
  });

  test('a code named in the pricing counts toward the same limit as one looked up', async () => {
    const { client } = await buyer(t);
    const code = await campaignCode(10);
    for (let i = 0; i < CODE_LOOKUPS.perMember.max; i++) {
      const path = i % 2 ? `/api/pricing.php?code=${code}` : `/api/discountcode.php?code=${code}`;
      expect((await client.get(path)).status).toBe(200);
    }
    const over = await client.get(`/api/pricing.php?code=${code}`);
    expect([over.status, over.body.error]).toEqual([429, 'rate_limited']);
    expectTranslated(over.body);
    // the page's own prices are no guess
    expect((await client.get('/api/pricing.php')).status).toBe(200);
  });
});

describe('POST /api/order.php with a code for some packages', () => {
  test('is refused for another package, and priced with the code for its own', async () => {
    const { id, client } = await buyer(t);
    const code = await campaignCode(40, [3]);
    const other = await client.post('/api/order.php', {
      package: 1,
      method: 'ideal',
      country: 'NL',
      consent: true,
      discount: code,
    });
    await expectRefused(other, 'not_for_package');
    const orders = () => t.db.selectFrom('orders').select(['package_id', 'amount']).where('member_id', '=', id);
    expect(await orders().execute()).toEqual([]);
    await order(client, { package: 3, discount: code });
    expect(await orders().execute()).toEqual([{ package_id: 3, amount: discounted(EUR[2]!, 40) }]);
  });
});
