import { validate } from 'superstruct';
import { discounted, getDiscountcode, getPricing } from '@dating/contract';
import { startTestApp, type TestApp } from './helpers/test-app';
import { createMember } from './helpers/members';
import { expectTranslated } from './helpers/translated';
import type { HttpClient } from './helpers/http-client';
import { grantTimeBonus, offerDeleteDiscount } from '../src/credits/member-discounts';
import { welcomeDiscountPercentage, WELCOME_CODE } from '../src/credits/welcome-discount';
import { CREDIT_PACKAGES } from '../src/credits/packages';
import { companyInfo } from '../src/site/company';
import { CODE_LOOKUPS } from '../src/routes/credits';

/**
 * Discounts (docs/product.md §3, §7, §8): the time bonus comes before the welcome code, the welcome code is used
 * once, an expired bonus is ignored, and GET discountcode.php refuses what cannot be used with its reason.
 */
let t: TestApp;
const HOUR = 3_600_000;
const WELCOME = welcomeDiscountPercentage();

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(() => t.close());

async function member(fields: Parameters<typeof createMember>[1] = {}): Promise<{ id: number; c: HttpClient }> {
  const m = await createMember(t.db, fields);
  const c = t.client();
  expect((await c.login(m.email, m.password)).status).toBe(200);
  return { id: m.id, c };
}

/** A paid order that used `discountId`, as settling it leaves it (the use is what 'used' reads). */
async function useDiscount(memberId: number, discountId: number): Promise<void> {
  const { id } = await t.db
    .insertInto('orders')
    .values({
      token: `t${memberId}x${discountId}`.padEnd(32, '0'),
      member_id: memberId,
      package_id: 1,
      credits: 10,
      list_amount: 1499,
      amount: 1199,
      currency: 'EUR',
      country: 'NL',
      method: 'ideal',
      discount_id: discountId,
      provider: 'sandbox',
      status: 'paid',
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.db
    .insertInto('discount_uses')
    .values({ discount_id: discountId, member_id: memberId, order_id: id })
    .execute();
}

const welcomeId = async () =>
  (await t.db.selectFrom('discounts').select('id').where('code', '=', WELCOME_CODE).executeTakeFirstOrThrow()).id;

async function expectRefused(res: { status: number; body: any }, reason: string) {
  expect(res.status).toBe(404);
  expect(res.body.error).toBe(`discount_${reason}`);
  expectTranslated(res.body);
}

describe('the active discount', () => {
  test('a new member: the welcome code, from the configuration', async () => {
    const { c } = await member();
    const res = await c.get('/api/discountcode.php');
    expect(res.status).toBe(200);
    expect(validate(res.body, getDiscountcode.response)[0]).toBeUndefined();
    expect(res.body).toEqual({
      discountcode: { code: WELCOME_CODE, kind: 'welcome', percentage: WELCOME, expires_at: null, packages: null },
      active: true,
    });
  });

  test('a time bonus comes before the welcome code, with its expiry for the countdown', async () => {
    const { id, c } = await member();
    const expires = new Date(Date.now() + 5 * HOUR);
    const bonus = await grantTimeBonus(t.db, id, 35, expires);
    const res = await c.get('/api/discountcode.php');
    expect(res.body).toEqual({
      discountcode: {
        code: bonus.code,
        kind: 'time_bonus',
        percentage: 35,
        expires_at: expires.toISOString(),
        packages: null,
      },
      active: true,
    });
    // The welcome code is still the member's, just not the active one.
    const welcome = await c.get('/api/discountcode.php?welcome=true');
    expect(welcome.status).toBe(200);
    expect(welcome.body).toMatchObject({ discountcode: { code: WELCOME_CODE }, active: false });
  });

  test('an expired time bonus is ignored: the welcome code is active', async () => {
    const { id, c } = await member();
    const bonus = await grantTimeBonus(t.db, id, 35, new Date(Date.now() - HOUR));
    expect((await c.get('/api/discountcode.php')).body.discountcode.code).toBe(WELCOME_CODE);
    await expectRefused(await c.get(`/api/discountcode.php?code=${bonus.code}`), 'expired');
  });

  test('a used time bonus is over; the welcome code is active again', async () => {
    const { id, c } = await member();
    const bonus = await grantTimeBonus(t.db, id, 35, new Date(Date.now() + HOUR));
    await useDiscount(id, bonus.id);
    expect((await c.get('/api/discountcode.php')).body.discountcode.code).toBe(WELCOME_CODE);
    await expectRefused(await c.get(`/api/discountcode.php?code=${bonus.code}`), 'used');
  });

  test('the welcome code is used once: then it is refused, and no discount is active', async () => {
    const { id, c } = await member();
    await useDiscount(id, await welcomeId());
    await expectRefused(await c.get('/api/discountcode.php?welcome=true'), 'used');
    await expectRefused(await c.get(`/api/discountcode.php?code=${WELCOME_CODE.toLowerCase()}`), 'used');
    await expectRefused(await c.get('/api/discountcode.php'), 'used');
    const pricing = await c.get('/api/pricing.php?country=NL');
    expect(pricing.body.discount).toBeNull();
    for (const p of pricing.body.packages) expect(p.pay).toEqual(p.price);
  });

  test('one member using the welcome code leaves it usable for the others', async () => {
    const first = await member();
    const second = await member();
    await useDiscount(first.id, await welcomeId());
    expect((await second.c.get('/api/discountcode.php?welcome=true')).status).toBe(200);
  });
});

describe('GET /api/discountcode.php?code', () => {
  test('an unknown code: 404 discount_unknown, translated', async () => {
    const { c } = await member();
    await expectRefused(await c.get('/api/discountcode.php?code=NO-SUCH-CODE'), 'unknown');
  });

  test("another member's time bonus is unknown to this one", async () => {
    const owner = await member();
    const other = await member();
    const bonus = await grantTimeBonus(t.db, owner.id, 30, new Date(Date.now() + HOUR));
    await expectRefused(await other.c.get(`/api/discountcode.php?code=${bonus.code}`), 'unknown');
    expect((await owner.c.get(`/api/discountcode.php?code=${bonus.code}`)).status).toBe(200);
  });

  test('a code open to every member, typed in lower case', async () => {
    const { c } = await member();
    await t.db.insertInto('discounts').values({ code: 'SPRING10', kind: 'code', percentage: 10 }).execute();
    const res = await c.get('/api/discountcode.php?code=spring10');
    expect(res.body).toEqual({
      discountcode: { code: 'SPRING10', kind: 'code', percentage: 10, expires_at: null, packages: null },
      active: false,
    });
  });

  test("the account-deletion offer exists at the settings' delete_discount; asked again, it is the same", async () => {
    const { id, c } = await member();
    const offer = (await offerDeleteDiscount(t.db, id))!;
    expect(offer).toMatchObject({ kind: 'delete', percentage: companyInfo().delete_discount, member_id: id });
    expect((await offerDeleteDiscount(t.db, id))!.id).toBe(offer.id);
    const res = await c.get(`/api/discountcode.php?code=${offer.code}`);
    expect(res.body.discountcode).toMatchObject({ kind: 'delete', percentage: companyInfo().delete_discount });
  });

  test('a visitor gets 403 not_logged_in', async () => {
    const res = await t.client().get('/api/discountcode.php');
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('not_logged_in');
  });
});

describe('the account-deletion offer is no discount on demand', () => {
  const askOffer = async (c: HttpClient) => {
    const res = await c.post('/api/delete_account.php?offer=1', {});
    expect(res.status).toBe(200);
    return res.body.discountcode as { code: string } | null;
  };

  test('once used, asking again offers nothing, and the used code is refused', async () => {
    const { id, c } = await member();
    const offer = (await askOffer(c))!;
    const row = await t.db
      .selectFrom('discounts')
      .select('id')
      .where('code', '=', offer.code)
      .executeTakeFirstOrThrow();
    await useDiscount(id, row.id);
    expect(await askOffer(c)).toBeNull();
    await expectRefused(await c.get(`/api/discountcode.php?code=${offer.code}`), 'used');
    // the member's pricing is back to full price (the welcome code aside)
    expect((await c.get('/api/pricing.php?country=NL')).body.discount?.kind).not.toBe('delete');
  });

  test('while an order priced with it is unpaid, the page goes on showing the same offer', async () => {
    const { c } = await member();
    const offer = (await askOffer(c))!;
    const order = await c.post('/api/order.php', {
      package: 2,
      method: 'ideal',
      country: 'NL',
      consent: true,
      discount: offer.code,
    });
    expect(order.status).toBe(200);
    expect(await askOffer(c)).toMatchObject({ code: offer.code });
  });

  test('a lapsed offer is not renewed within the period; after it, the offer is made again', async () => {
    const { id, c } = await member();
    const offer = (await askOffer(c))!;
    const made = (days: number) => new Date(Date.now() - days * 86_400_000);
    // made eight days ago: a week to use it, lapsed a day ago
    await t.db
      .updateTable('discounts')
      .set({ created_at: made(8), expires_at: made(1) })
      .where('code', '=', offer.code)
      .execute();
    expect(await askOffer(c)).toBeNull();
    await expectRefused(await c.get(`/api/discountcode.php?code=${offer.code}`), 'expired');
    // a year and a day ago: a new offer
    await t.db
      .updateTable('discounts')
      .set({ created_at: made(366), expires_at: made(359) })
      .where('code', '=', offer.code)
      .execute();
    const next = await askOffer(c);
    expect(next?.code).toMatch(/^STAY-/);
    expect(next?.code).not.toBe(offer.code);
    expect(
      await t.db
        .selectFrom('discounts')
        .select('id')
        .where('member_id', '=', id)
        .where('kind', '=', 'delete')
        .execute(),
    ).toHaveLength(2);
  });

  test('pages asking at the same moment get one offer', async () => {
    const { id, c } = await member();
    const offers = await Promise.all([1, 2, 3, 4].map(() => askOffer(c)));
    expect(new Set(offers.map((o) => o!.code)).size).toBe(1);
    const rows = await t.db
      .selectFrom('discounts')
      .select('id')
      .where('member_id', '=', id)
      .where('kind', '=', 'delete')
      .execute();
    expect(rows).toHaveLength(1);
  });
});

describe('GET /api/pricing.php', () => {
  const eur = CREDIT_PACKAGES.map((p) => p.prices.EUR);

  test('a visitor in Poland: PLN, BLIK and Przelewy24 first, the welcome offer applied', async () => {
    const res = await t.client().get('/api/pricing.php', { headers: { 'cf-ipcountry': 'PL' } });
    expect(res.status).toBe(200);
    expect(validate(res.body, getPricing.response)[0]).toBeUndefined();
    expect(res.body).toMatchObject({
      country: 'PL',
      currency: 'PLN',
      methods: ['blik', 'przelewy24', 'card', 'paypal'],
      message_credits: 1,
      discount: { code: WELCOME_CODE, percentage: WELCOME },
    });
    expect(res.body.message_cost).toEqual({ amount: 399, currency: 'PLN' });
    for (const [i, p] of res.body.packages.entries()) {
      const list = CREDIT_PACKAGES[i]!.prices.PLN;
      expect(p.price).toEqual({ amount: list, currency: 'PLN' });
      expect(p.pay).toEqual({ amount: discounted(list, WELCOME), currency: 'PLN' });
    }
    expect(res.body.packages.filter((p: { popular: boolean }) => p.popular)).toHaveLength(1);
  });

  test("a member: their profile's country unless the page names one, with the member's time bonus", async () => {
    const { id, c } = await member({ country: 'BE' });
    await grantTimeBonus(t.db, id, 40, new Date(Date.now() + HOUR));
    const own = await c.get('/api/pricing.php');
    expect(own.body).toMatchObject({ country: 'BE', currency: 'EUR', methods: ['bancontact', 'card', 'paypal'] });
    expect(own.body.discount).toMatchObject({ kind: 'time_bonus', percentage: 40 });
    expect(own.body.packages.map((p: { pay: { amount: number } }) => p.pay.amount)).toEqual(
      eur.map((a) => discounted(a, 40)),
    );
    const gb = await c.get('/api/pricing.php?country=GB');
    expect(gb.body).toMatchObject({ country: 'GB', currency: 'GBP', message_cost: { amount: 89, currency: 'GBP' } });
  });

  test('per credit is what is paid divided by the credits, rounded to the cent', async () => {
    const res = await t.client().get('/api/pricing.php?country=US');
    for (const p of res.body.packages) {
      expect(Number.isInteger(p.per_credit.amount)).toBe(true);
      expect(Math.abs(p.per_credit.amount * p.credits - p.pay.amount)).toBeLessThanOrEqual(p.credits / 2);
    }
  });

  test("the settings' minimum message costs agree with the pricing of every country", async () => {
    const settings = (await t.client().get('/api/settings.php')).body;
    for (const country of settings.countries) {
      const pricing = (await t.client().get(`/api/pricing.php?country=${country}`)).body;
      expect([country, settings.minimum_message_costs[country]]).toEqual([
        country,
        { costs: pricing.message_cost.amount / 100, currency: pricing.currency },
      ]);
    }
  });

  test('a country that is no code is refused', async () => {
    const res = await t.client().get('/api/pricing.php?country=Poland');
    expect(res.status).toBe(400);
    expect(res.body.fields.country.code).toBe('invalid_format');
  });
});

describe('guessing codes', () => {
  const wrongCode = (i: number) => `/api/discountcode.php?code=GUESS${i}`;

  test('a member may name so many codes in a while, then waits; the page’s own lookups go on', async () => {
    const guesser = await member();
    for (let i = 0; i < CODE_LOOKUPS.perMember.max; i++)
      await expectRefused(await guesser.c.get(wrongCode(i)), 'unknown');
    const over = await guesser.c.get(wrongCode(99));
    expect(over.status).toBe(429);
    expect(over.body.error).toBe('rate_limited');
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    expectTranslated(over.body);
    // what /credits asks by itself is no guess
    expect((await guesser.c.get('/api/discountcode.php')).status).toBe(200);
    // another member is not held back by this one
    const other = await member();
    await expectRefused(await other.c.get(wrongCode(0)), 'unknown');
  });

  test('guesses spread over several accounts are counted per address too', async () => {
    const proxied = await startTestApp({ trustProxy: true });
    try {
      const from = { headers: { 'x-forwarded-for': '203.0.113.7' } };
      const guessers = [];
      for (let i = 0; i < Math.ceil(CODE_LOOKUPS.perIp.max / CODE_LOOKUPS.perMember.max); i++) {
        const m = await createMember(proxied.db, {});
        const c = proxied.client();
        expect((await c.login(m.email, m.password)).status).toBe(200);
        guessers.push(c);
      }
      let tried = 0;
      for (const c of guessers)
        for (let i = 0; i < CODE_LOOKUPS.perMember.max && tried < CODE_LOOKUPS.perIp.max; i++, tried++)
          expect((await c.get(wrongCode(tried), from)).status).toBe(404);
      const fresh = await createMember(proxied.db, {});
      const c = proxied.client();
      expect((await c.login(fresh.email, fresh.password)).status).toBe(200);
      expect((await c.get(wrongCode(0), from)).status).toBe(429);
      // from another address the same member may still try
      expect((await c.get(wrongCode(0), { headers: { 'x-forwarded-for': '203.0.113.8' } })).status).toBe(404);
    } finally {
      await proxied.close();
    }
  });
});
