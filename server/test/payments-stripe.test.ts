import Stripe from 'stripe';
import { ConfigError, paymentConfigFromEnv } from '../src/config';
import { checkoutSessionParams, StripeProvider } from '../src/payments/stripe';
import { WebhookSignatureError } from '../src/payments/provider';
import { createMember } from './helpers/members';
import { ledgerOf, memberRow, orderRow, postWebhook } from './helpers/payments';
import { startOtherInstance, startTestApp, type TestApp } from './helpers/test-app';
import { capturedLog } from './helpers/log-lines';

/**
 * The Stripe adapter, offline: its webhook signature check through the real route with headers made by the stripe
 * package's own test helper (generateTestHeaderString), what it asks Checkout for, and how it is configured. No
 * call reaches Stripe.
 */
const STRIPE = { secretKey: 'sk_test_offline', webhookSecret: 'whsec_offline_test_secret' };
const stripe = new Stripe(STRIPE.secretKey);

let t: TestApp;
/** The app's error lines: a test that expects one takes it; any other fails the test it came in. */
const errors = capturedLog('error');
afterEach(() => expect(errors.lines.splice(0)).toEqual([]));
beforeAll(async () => {
  t = await startTestApp({
    logger: errors.logger,
    payments: {
      provider: 'stripe',
      stripe: STRIPE,
      sandbox: { retryBaseMs: 2000, maxAttempts: 8, disorderly: false },
    },
  });
});
afterAll(() => t.close());

/** A pending order made with Stripe, written directly: creating one through POST /api/order.php would call Stripe. */
async function stripeOrder(amount = 2999, currency: 'EUR' | 'PLN' = 'EUR') {
  const member = await createMember(t.db);
  const token = `${'s'.repeat(20)}${String(Date.now()).slice(-8)}${String(member.id).padStart(4, '0')}`;
  await t.db
    .insertInto('orders')
    .values({
      token,
      member_id: member.id,
      package_id: 2,
      credits: 25,
      list_amount: amount,
      amount,
      currency,
      country: currency === 'PLN' ? 'PL' : 'NL',
      method: 'ideal',
      provider: 'stripe',
      provider_ref: `cs_test_${token}`,
    })
    .execute();
  return { member, token };
}

/** A checkout.session.* event as Stripe sends it (the fields the adapter reads, and the usual envelope). */
function stripeEvent(
  type: string,
  token: string,
  session: { amount: number; currency: string; paymentStatus: string },
) {
  return JSON.stringify({
    id: `evt_${token.slice(-12)}_${type.split('.').pop()}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor(Date.now() / 1000),
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: {
      object: {
        id: `cs_test_${token}`,
        object: 'checkout.session',
        amount_total: session.amount,
        currency: session.currency,
        client_reference_id: token,
        metadata: { order_token: token },
        mode: 'payment',
        payment_status: session.paymentStatus,
        status: 'complete',
      },
    },
  });
}

const signed = (payload: string, secret = STRIPE.webhookSecret) =>
  stripe.webhooks.generateTestHeaderString({ payload, secret });

describe('Stripe webhooks through the real route', () => {
  test('a valid signature is accepted: checkout.session.completed (paid) credits the order once', async () => {
    const { member, token } = await stripeOrder();
    const body = stripeEvent('checkout.session.completed', token, {
      amount: 2999,
      currency: 'eur',
      paymentStatus: 'paid',
    });
    const first = await postWebhook(t, 'stripe', body, { 'stripe-signature': signed(body) });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ received: true, applied: true });
    const again = await postWebhook(t, 'stripe', body, { 'stripe-signature': signed(body) });
    expect(again.body).toEqual({ received: true, applied: false });
    expect((await orderRow(t.db, token)).status).toBe('paid');
    expect(await memberRow(t.db, member.id)).toEqual({ credits: 25, paid_user: true });
    expect(await ledgerOf(t.db, member.id)).toHaveLength(1);
  });

  test('a tampered body, another secret or no header is refused with 400', async () => {
    const { member, token } = await stripeOrder();
    const body = stripeEvent('checkout.session.completed', token, {
      amount: 2999,
      currency: 'eur',
      paymentStatus: 'paid',
    });
    const header = signed(body);
    const tampered = body.replace('"amount_total":2999', '"amount_total":299900');
    expect(tampered).not.toBe(body);
    expect((await postWebhook(t, 'stripe', tampered, { 'stripe-signature': header })).status).toBe(400);
    expect((await postWebhook(t, 'stripe', body, { 'stripe-signature': signed(body, 'whsec_other') })).status).toBe(
      400,
    );
    expect((await postWebhook(t, 'stripe', body, {})).status).toBe(400);
    expect((await orderRow(t.db, token)).status).toBe('pending');
    expect(await memberRow(t.db, member.id)).toEqual({ credits: 0, paid_user: false });
  });

  test('bank redirects: completed unpaid is pending, async success pays, a late expiry changes nothing', async () => {
    const { member, token } = await stripeOrder(11999, 'PLN');
    const send = (type: string, paymentStatus: string) => {
      const body = stripeEvent(type, token, { amount: 11999, currency: 'pln', paymentStatus });
      return postWebhook(t, 'stripe', body, { 'stripe-signature': signed(body) });
    };
    await send('checkout.session.completed', 'unpaid');
    expect((await orderRow(t.db, token)).status).toBe('pending');
    await send('checkout.session.async_payment_succeeded', 'paid');
    expect((await orderRow(t.db, token)).status).toBe('paid');
    await send('checkout.session.expired', 'unpaid');
    expect((await orderRow(t.db, token)).status).toBe('paid');
    expect(await memberRow(t.db, member.id)).toEqual({ credits: 25, paid_user: true });
  });

  test('async_payment_failed ends failed; checkout.session.expired ends expired; neither credits', async () => {
    const failed = await stripeOrder();
    const expired = await stripeOrder();
    for (const [o, type] of [
      [failed, 'checkout.session.async_payment_failed'],
      [expired, 'checkout.session.expired'],
    ] as const) {
      const body = stripeEvent(type, o.token, { amount: 2999, currency: 'eur', paymentStatus: 'unpaid' });
      expect((await postWebhook(t, 'stripe', body, { 'stripe-signature': signed(body) })).status).toBe(200);
    }
    expect((await orderRow(t.db, failed.token)).status).toBe('failed');
    expect((await orderRow(t.db, expired.token)).status).toBe('expired');
    expect(await memberRow(t.db, failed.member.id)).toEqual({ credits: 0, paid_user: false });
  });

  test('an amount Stripe reports differently from the order is flagged, not credited', async () => {
    const { member, token } = await stripeOrder();
    const body = stripeEvent('checkout.session.completed', token, {
      amount: 100,
      currency: 'eur',
      paymentStatus: 'paid',
    });
    expect((await postWebhook(t, 'stripe', body, { 'stripe-signature': signed(body) })).status).toBe(200);
    const row = await orderRow(t.db, token);
    expect(row.status).toBe('pending');
    expect(row.flagged).toContain('states 100 EUR, the order is 2999 EUR');
    expect(await memberRow(t.db, member.id)).toEqual({ credits: 0, paid_user: false });
    // for ops to see: an error line naming the order and the amounts
    expect(errors.lines.splice(0)).toEqual([
      expect.objectContaining({ msg: 'payment webhook flagged', reason: expect.stringContaining('states 100 EUR') }),
    ]);
  });

  test('other event kinds are acknowledged and ignored; the sandbox route does not exist here', async () => {
    const body = JSON.stringify({ id: 'evt_other', object: 'event', type: 'customer.created', data: { object: {} } });
    const res = await postWebhook(t, 'stripe', body, { 'stripe-signature': signed(body) });
    expect(res.body).toEqual({ received: true, applied: false });
    expect((await postWebhook(t, 'sandbox', body, {})).status).toBe(404);
    expect((await fetch(`${t.baseUrl}/sandbox-pay/${'x'.repeat(32)}`)).status).toBe(404);
  });
});

describe('the adapter itself', () => {
  test('parseWebhook throws WebhookSignatureError for a bad signature', async () => {
    const provider = new StripeProvider(STRIPE);
    const body = JSON.stringify({
      id: 'evt_1',
      object: 'event',
      type: 'checkout.session.expired',
      data: { object: {} },
    });
    await expect(
      provider.parseWebhook(Buffer.from(body), { 'stripe-signature': signed(body, 'whsec_wrong') }),
    ).rejects.toBeInstanceOf(WebhookSignatureError);
  });

  test('Checkout is asked for exactly the order: minor units, currency, the one method, the order token', () => {
    const params = checkoutSessionParams({
      token: 'T'.repeat(32),
      amount: { amount: 4799, currency: 'PLN' },
      method: 'przelewy24',
      description: '10 credits',
      language: 'pl',
      returnUrl: `https://www.example.com/transactions/${'T'.repeat(32)}`,
    });
    expect(params).toMatchObject({
      mode: 'payment',
      line_items: [
        { quantity: 1, price_data: { unit_amount: 4799, currency: 'pln', product_data: { name: '10 credits' } } },
      ],
      allowed_payment_method_types: ['p24'],
      metadata: { order_token: 'T'.repeat(32) },
      locale: 'pl',
      success_url: `https://www.example.com/transactions/${'T'.repeat(32)}`,
      cancel_url: `https://www.example.com/transactions/${'T'.repeat(32)}`,
    });
  });
});

describe('provider configuration', () => {
  test('the sandbox by default; stripe needs both keys; an unknown provider is refused', () => {
    expect(paymentConfigFromEnv({}, false).provider).toBe('sandbox');
    expect(() => paymentConfigFromEnv({ PAYMENT_PROVIDER: 'stripe' }, false)).toThrow(ConfigError);
    expect(() => paymentConfigFromEnv({ PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_1' }, false)).toThrow(
      /STRIPE_WEBHOOK_SECRET/,
    );
    expect(() =>
      paymentConfigFromEnv(
        { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'pk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' },
        false,
      ),
    ).toThrow(/STRIPE_SECRET_KEY/);
    expect(
      paymentConfigFromEnv(
        { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_live_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' },
        false,
      ),
    ).toMatchObject({ provider: 'stripe', stripe: { secretKey: 'sk_live_1', webhookSecret: 'whsec_1' } });
    expect(() => paymentConfigFromEnv({ PAYMENT_PROVIDER: 'mollie' }, false)).toThrow(/PAYMENT_PROVIDER/);
  });

  test('production needs an explicit provider: the sandbox takes no money', () => {
    expect(() => paymentConfigFromEnv({}, true)).toThrow(/PAYMENT_PROVIDER is not set/);
    expect(paymentConfigFromEnv({ PAYMENT_PROVIDER: 'sandbox' }, true).provider).toBe('sandbox');
  });

  test('a misconfigured Stripe refuses to start the app', async () => {
    const saved = { ...process.env };
    Object.assign(process.env, { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: '', STRIPE_WEBHOOK_SECRET: '' });
    try {
      await expect(startOtherInstance(t)).rejects.toThrow(ConfigError);
    } finally {
      for (const key of ['PAYMENT_PROVIDER', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']) {
        if (saved[key] === undefined) delete process.env[key];
        else process.env[key] = saved[key];
      }
    }
  });
});
