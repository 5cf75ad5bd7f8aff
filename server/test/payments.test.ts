import { startTestApp, type TestApp } from './helpers/test-app';
import {
  buyer,
  countWhere,
  deliveriesSettled,
  ledgerOf,
  memberRow,
  order,
  orderRow,
  outboxTo,
  payOnSandboxPage,
  postForm,
  postWebhook,
  proofIn,
  sandboxEvent,
  sandboxSecret,
  signedSandboxWebhook,
  waitFor,
} from './helpers/payments';
import { signatureHeader } from '../src/payments/sandbox/signature';
import { sandboxDb } from '../src/payments/sandbox/tables';

/**
 * The sandbox provider end to end over real HTTP (docs/architecture.md, Money): an order through POST /api/order.php,
 * the sandbox's hosted page, its signed webhooks delivered to the site's real webhook route, and what settle.ts makes
 * of them. Runs on PGlite, and on PostgreSQL with DATABASE_URL.
 */
let t: TestApp;
const logLines: string[] = [];

beforeAll(async () => {
  t = await startTestApp({
    logger: { level: 'info', stream: { write: (line: string) => void logLines.push(line) } },
  });
});
afterAll(() => t.close());

const transaction = async (token: string) => (await t.client().get(`/api/transaction.php?id=${token}`)).body;

describe('a purchase through the sandbox payment page', () => {
  test('paid on the iDEAL page: status paid, credits added once, paid_user, receipt in the outbox', async () => {
    const m = await buyer(t, { language: 'nl', name: 'Sanne', timezone: 'Europe/Amsterdam' });
    const o = await order(m.client, { package: 2, method: 'ideal', country: 'NL' });
    expect(o.pagePath).toMatch(/^\/sandbox-pay\/[A-Za-z0-9_-]{32}$/);
    expect((await transaction(o.token)).transaction.status).toBe('pending');

    const page = await fetch(t.baseUrl + o.pagePath);
    const html = await page.text();
    expect(page.status).toBe(200);
    expect(html).toContain('<html lang="nl">');
    // 25 credits at EUR 29.99 with the welcome discount (20 %) every new member has: EUR 23.99 (Intl writes a
    // no-break space between sign and number).
    expect(html).toContain('€\u00a023,99');
    expect(html).toContain('iDEAL');
    expect(html).toMatch(/<label for="bank">Je bank<\/label>\s*<select id="bank" name="bank">/);
    for (const outcome of ['paid', 'failed', 'cancelled', 'expired'])
      expect(html).toContain(`name="outcome" value="${outcome}"`);
    // Under the site's policy: no script, no inline style; the stylesheet is a file of this origin.
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(html).not.toMatch(/<script|<style|style="/);
    const css = await fetch(`${t.baseUrl}/sandbox-pay/assets/page.css`);
    expect(css.status).toBe(200);
    expect(await css.text()).toContain('--color-primary');

    const chosen = await postForm(t, o.pagePath, { proof: proofIn(html)!, outcome: 'paid', bank: 'ING' });
    expect(chosen.status).toBe(303);
    expect(new URL(chosen.headers.get('location')!).pathname).toBe(`/transactions/${o.token}`);

    await waitFor('the order to be paid', async () => (await transaction(o.token)).transaction.status === 'paid');
    await deliveriesSettled(t.db);
    const webhooks = await sandboxDb(t.db).selectFrom('sandbox_webhooks').selectAll().orderBy('id').execute();
    const ofThisPayment = webhooks.filter((w) => JSON.parse(w.body).data.order === o.token);
    expect(ofThisPayment.map((w) => JSON.parse(w.body).data.status)).toEqual(['pending', 'paid']);
    expect(ofThisPayment.every((w) => w.delivered_at !== null && w.attempts === 1)).toBe(true);

    const row = await orderRow(t.db, o.token);
    expect(row.paid_at).not.toBeNull();
    expect(row.flagged).toBeNull();
    expect(await memberRow(t.db, m.id)).toEqual({ credits: 25, paid_user: true });
    const ledger = await ledgerOf(t.db, m.id);
    expect(ledger.map((e) => [e.kind, e.credits, e.order_id])).toEqual([['purchase', 25, row.id]]);
    expect(await countWhere(t.db, 'payment_events', 'order_id', row.id)).toBe(2);
    // The welcome discount the order was priced with is used up by this payment.
    expect(row.discount_id).not.toBeNull();
    expect(await countWhere(t.db, 'discount_uses', 'order_id', row.id)).toBe(1);

    const mails = await waitFor('the receipt', async () => {
      const found = await outboxTo(t.db, m.email);
      return found.length > 0 && found;
    });
    expect(mails).toHaveLength(1);
    const receipt = mails[0]!;
    expect(receipt.subject).toBe('Je betaalbewijs van Amoroso: 25 credits');
    expect(receipt.text).toContain('Hallo Sanne,');
    expect(receipt.text).toContain('Betaald bedrag: €\u00a023,99');
    expect(receipt.text).toContain('Betaalmethode: iDEAL');
    expect(receipt.text).toContain(`Transactie: ${o.token}`);
    expect(receipt.text).toContain('Amoroso Online B.V.');
    expect(receipt.text).toContain('KvK-nummer: 81234567');
    expect(receipt.text).toContain('Btw-nummer: NL862345678B01');
    expect(receipt.text).toContain('Nederland');

    // The page is closed now: it shows the outcome, and a second post changes nothing.
    const closed = await (await fetch(t.baseUrl + o.pagePath)).text();
    expect(closed).toContain('Deze betaling is afgesloten: betaald.');
    const again = await postForm(t, o.pagePath, { proof: proofIn(html)!, outcome: 'failed' });
    expect(again.status).toBe(303);
    await deliveriesSettled(t.db);
    expect((await orderRow(t.db, o.token)).status).toBe('paid');
    expect(await memberRow(t.db, m.id)).toEqual({ credits: 25, paid_user: true });
    expect(await outboxTo(t.db, m.email)).toHaveLength(1);
  });

  test('failed on the page: status failed, nothing credited, not a paid user, no receipt', async () => {
    const m = await buyer(t, { language: 'de' });
    const o = await order(m.client, { package: 1, method: 'card', country: 'DE' });
    const page = await (await fetch(t.baseUrl + o.pagePath)).text();
    expect(page).toContain('<html lang="de">');
    expect(page).toContain('11,99\u00a0€');
    expect(page).toContain('Kredit- oder Debitkarte');
    expect(page).not.toContain('name="bank"');

    expect((await payOnSandboxPage(t, o.pagePath, 'failed')).status).toBe(303);
    await waitFor('the order to fail', async () => (await transaction(o.token)).transaction.status === 'failed');
    await deliveriesSettled(t.db);
    expect(await memberRow(t.db, m.id)).toEqual({ credits: 0, paid_user: false });
    expect(await ledgerOf(t.db, m.id)).toEqual([]);
    expect(await outboxTo(t.db, m.email)).toEqual([]);
    // An unpaid order uses no discount: the welcome code stays the member's.
    expect(await countWhere(t.db, 'discount_uses', 'member_id', m.id)).toBe(0);
  });

  test.each(['cancelled', 'expired'])('%s on the page: the order ends so and credits nothing', async (outcome) => {
    const m = await buyer(t, { language: 'pl' });
    const o = await order(m.client, { package: 1, method: 'blik', country: 'PL' });
    const page = await (await fetch(t.baseUrl + o.pagePath)).text();
    expect(page).toContain('47,99\u00a0zł');
    expect(page).toContain('BLIK');
    await payOnSandboxPage(t, o.pagePath, outcome);
    await waitFor(
      `the order to be ${outcome}`,
      async () => (await transaction(o.token)).transaction.status === outcome,
    );
    expect(await memberRow(t.db, m.id)).toEqual({ credits: 0, paid_user: false });
  });

  test('a form without the page proof is refused and decides nothing', async () => {
    const m = await buyer(t);
    const o = await order(m.client, { package: 1, method: 'paypal', country: 'US' });
    const forged = await postForm(t, o.pagePath, { proof: 'forged', outcome: 'paid' });
    expect(forged.status).toBe(403);
    expect(await forged.text()).toContain('This form is out of date.');
    const noOutcome = await postForm(t, o.pagePath, {
      proof: proofIn(await (await fetch(t.baseUrl + o.pagePath)).text())!,
    });
    expect(noOutcome.status).toBe(403);
    const payment = await sandboxDb(t.db)
      .selectFrom('sandbox_payments')
      .select('outcome')
      .where('order_token', '=', o.token)
      .executeTakeFirstOrThrow();
    expect(payment.outcome).toBeNull();
    expect((await fetch(`${t.baseUrl}/sandbox-pay/${'x'.repeat(32)}`)).status).toBe(404);
  });
});

describe('the webhook route', () => {
  const pendingOrder = async (fields: Parameters<typeof buyer>[1] = {}) => {
    const m = await buyer(t, fields);
    const o = await order(m.client, { package: 3, method: 'card', country: 'GB' });
    const row = await orderRow(t.db, o.token);
    return { m, o, row };
  };

  test('the same webhook replayed 10 times (at once and one after another) credits once', async () => {
    const { m, o, row } = await pendingOrder();
    const secret = await sandboxSecret(t.db);
    const body = sandboxEvent({ token: o.token, amount: row.amount, currency: row.currency }, 'paid');
    const atOnce = await Promise.all(Array.from({ length: 5 }, () => signedSandboxWebhook(t, secret, body)));
    const inTurn = [];
    for (let i = 0; i < 5; i++) inTurn.push(await signedSandboxWebhook(t, secret, body));
    expect([...atOnce, ...inTurn].map((r) => r.status)).toEqual(Array(10).fill(200));
    expect([...atOnce, ...inTurn].filter((r) => r.body.applied)).toHaveLength(1);
    expect(await memberRow(t.db, m.id)).toEqual({ credits: 50, paid_user: true });
    expect(await ledgerOf(t.db, m.id)).toHaveLength(1);
    expect(await countWhere(t.db, 'payment_events', 'order_id', row.id)).toBe(1);
    await t.app.mailer.idle();
    expect(await outboxTo(t.db, m.email)).toHaveLength(1);
  });

  test('a wrong signature is refused with 400 and logged; nothing changes', async () => {
    const { m, o, row } = await pendingOrder();
    const body = sandboxEvent({ token: o.token, amount: row.amount, currency: row.currency }, 'paid');
    const wrongKey = await postWebhook(t, 'sandbox', body, {
      'sandbox-signature': signatureHeader('not-the-secret', body),
    });
    expect(wrongKey.status).toBe(400);
    expect(wrongKey.body.error).toBe('bad_request');

    const secret = await sandboxSecret(t.db);
    const signed = signatureHeader(secret, body);
    const tampered = body.replace(`"amount":${row.amount}`, `"amount":${row.amount + 1}`);
    expect(tampered).not.toBe(body);
    expect((await postWebhook(t, 'sandbox', tampered, { 'sandbox-signature': signed })).status).toBe(400);
    expect((await postWebhook(t, 'sandbox', body, {})).status).toBe(400);
    const old = signatureHeader(secret, body, Date.now() - 10 * 60_000);
    expect((await postWebhook(t, 'sandbox', body, { 'sandbox-signature': old })).status).toBe(400);

    expect(logLines.filter((l) => l.includes('payment webhook refused')).length).toBeGreaterThanOrEqual(4);
    expect((await orderRow(t.db, o.token)).status).toBe('pending');
    expect(await memberRow(t.db, m.id)).toEqual({ credits: 0, paid_user: false });
    expect(await countWhere(t.db, 'payment_events', 'order_id', row.id)).toBe(0);
  });

  test('an amount or currency other than the order’s is flagged and credits nothing', async () => {
    const { m, o, row } = await pendingOrder();
    const secret = await sandboxSecret(t.db);
    const cheaper = sandboxEvent({ token: o.token, amount: row.amount - 100, currency: row.currency }, 'paid');
    const res = await signedSandboxWebhook(t, secret, cheaper);
    expect(res.status).toBe(200);
    expect(res.body.applied).toBe(false);
    const flagged = await orderRow(t.db, o.token);
    expect(flagged.status).toBe('pending');
    expect(flagged.flagged).toContain(`states ${row.amount - 100} ${row.currency}`);
    expect(await memberRow(t.db, m.id)).toEqual({ credits: 0, paid_user: false });
    expect(logLines.some((l) => l.includes('payment webhook flagged') && l.includes(String(row.id)))).toBe(true);

    const otherCurrency = sandboxEvent({ token: o.token, amount: row.amount, currency: 'EUR' }, 'paid');
    await signedSandboxWebhook(t, secret, otherCurrency);
    expect((await orderRow(t.db, o.token)).flagged).toContain(`${row.amount} EUR`);
    expect(await ledgerOf(t.db, m.id)).toEqual([]);
    await t.app.mailer.idle();
    expect(await outboxTo(t.db, m.email)).toEqual([]);
  });

  test("'paid' arriving before 'pending' ends paid", async () => {
    const { m, o, row } = await pendingOrder();
    const secret = await sandboxSecret(t.db);
    const money = { token: o.token, amount: row.amount, currency: row.currency };
    expect((await signedSandboxWebhook(t, secret, sandboxEvent(money, 'paid'))).body.applied).toBe(true);
    expect((await signedSandboxWebhook(t, secret, sandboxEvent(money, 'pending'))).body.applied).toBe(false);
    // A later 'failed' or 'expired' cannot undo a payment either.
    expect((await signedSandboxWebhook(t, secret, sandboxEvent(money, 'expired'))).body.applied).toBe(false);
    expect((await orderRow(t.db, o.token)).status).toBe('paid');
    expect(await memberRow(t.db, m.id)).toEqual({ credits: 50, paid_user: true });
  });

  test("a 'paid' after 'expired' still credits: the money arrived", async () => {
    const { m, o, row } = await pendingOrder();
    const secret = await sandboxSecret(t.db);
    const money = { token: o.token, amount: row.amount, currency: row.currency };
    await signedSandboxWebhook(t, secret, sandboxEvent(money, 'expired'));
    expect((await orderRow(t.db, o.token)).status).toBe('expired');
    await signedSandboxWebhook(t, secret, sandboxEvent(money, 'cancelled'));
    expect((await orderRow(t.db, o.token)).status).toBe('expired');
    await signedSandboxWebhook(t, secret, sandboxEvent(money, 'paid'));
    expect((await orderRow(t.db, o.token)).status).toBe('paid');
    expect(await memberRow(t.db, m.id)).toEqual({ credits: 50, paid_user: true });
  });

  test('an event for an unknown order is acknowledged and changes nothing; another provider is 404', async () => {
    const secret = await sandboxSecret(t.db);
    const body = sandboxEvent({ token: 'u'.repeat(32), amount: 100, currency: 'EUR' }, 'paid');
    const res = await signedSandboxWebhook(t, secret, body);
    expect(res.status).toBe(200);
    expect(res.body.applied).toBe(false);
    const other = await postWebhook(t, 'stripe', body, { 'stripe-signature': 't=1,v1=00' });
    expect(other.status).toBe(404);
    expect(other.body.error).toBe('not_found');
  });

  test('a body over the size cap is refused before anything reads it', async () => {
    const big = JSON.stringify({ pad: 'x'.repeat(70 * 1024) });
    const res = await postWebhook(t, 'sandbox', big, { 'sandbox-signature': 't=1,v1=00' });
    expect(res.status).toBe(413);
  });

  test('signed but not a sandbox event: 400', async () => {
    const secret = await sandboxSecret(t.db);
    const res = await signedSandboxWebhook(t, secret, '{"hello":"world"}');
    expect(res.status).toBe(400);
  });
});
