import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import type { PaymentConfig } from '../src/config';
import { backoffMs } from '../src/payments/sandbox/delivery';
import { sandboxDb } from '../src/payments/sandbox/tables';
import { createMember } from './helpers/members';
import {
  buyer,
  deliveriesSettled,
  ledgerOf,
  memberRow,
  order,
  orderRow,
  outboxTo,
  payOnSandboxPage,
  proofIn,
  waitFor,
} from './helpers/payments';
import { openTestDb } from './helpers/test-db';
import { startTestApp, type TestApp } from './helpers/test-app';

/**
 * How the sandbox delivers its webhooks (src/payments/sandbox/delivery.ts): over real HTTP to the site's webhook
 * route, retried with exponential back-off while the route answers 5xx, given up after the last attempt, twice
 * and out of order on purpose when asked, and still sent after a restart.
 */
const sandbox = (settings: Partial<PaymentConfig['sandbox']>): PaymentConfig => ({
  provider: 'sandbox',
  sandbox: { retryBaseMs: 2000, maxAttempts: 8, disorderly: false, ...settings },
});

const statusOf = (body: string) => JSON.parse(body).data.status as string;
const orderOf = (body: string) => JSON.parse(body).data.order as string;

/**
 * A stand-in for a site whose webhook route is having trouble: answers 503 to the first `failures` deliveries
 * of each event (or every one for an order in `alwaysFail`), and hands the rest to the real route unchanged.
 */
class FlakyProxy {
  readonly arrivals: { eventId: string; order: string; status: string; at: number; answered: number }[] = [];
  readonly alwaysFail = new Set<string>();
  upstream = '';
  private server: Server | undefined;

  constructor(private readonly failures: number) {}

  async start(): Promise<string> {
    this.server = createServer((req, res) => void this.handle(req).then((status) => res.writeHead(status).end()));
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server!.address() as AddressInfo).port}/webhook`;
  }

  stop = () => new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));

  private async handle(req: IncomingMessage): Promise<number> {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const body = Buffer.concat(chunks).toString('utf8');
    const event = JSON.parse(body);
    const earlier = this.arrivals.filter((a) => a.eventId === event.id).length;
    let answered = 503;
    if (earlier >= this.failures && !this.alwaysFail.has(event.data.order)) {
      const upstream = await fetch(this.upstream, {
        method: 'POST',
        headers: {
          'content-type': req.headers['content-type']!,
          'sandbox-signature': req.headers['sandbox-signature'] as string,
        },
        body,
      });
      answered = upstream.status;
    }
    this.arrivals.push({
      eventId: event.id,
      order: event.data.order,
      status: event.data.status,
      at: Date.now(),
      answered,
    });
    return answered;
  }
}

describe('retries with back-off while the webhook route answers 5xx', () => {
  const BASE_MS = 150;
  const proxy = new FlakyProxy(2);
  let t: TestApp;
  const logLines: string[] = [];

  beforeAll(async () => {
    const url = await proxy.start();
    t = await startTestApp({
      payments: sandbox({ webhookUrl: url, retryBaseMs: BASE_MS, maxAttempts: 4 }),
      logger: { level: 'info', stream: { write: (line: string) => void logLines.push(line) } },
    });
    proxy.upstream = `${t.baseUrl}/api/payments/webhook/sandbox`;
  });
  afterAll(async () => {
    await t.close();
    await proxy.stop();
  });

  test('the back-off doubles: base, 2×base, …', () => {
    expect([1, 2, 3, 4].map((n) => backoffMs(BASE_MS, n))).toEqual([150, 300, 600, 1200]);
  });

  test('each event is tried again after base, then 2×base, and applied once it gets through', async () => {
    const m = await buyer(t);
    const o = await order(m.client, { package: 1, method: 'ideal', country: 'NL' });
    await payOnSandboxPage(t, o.pagePath, 'paid', 'Rabobank');
    await deliveriesSettled(t.db);

    expect((await orderRow(t.db, o.token)).status).toBe('paid');
    expect(await memberRow(t.db, m.id)).toEqual({ credits: 10, paid_user: true });
    for (const status of ['pending', 'paid']) {
      const tries = proxy.arrivals.filter((a) => a.order === o.token && a.status === status);
      expect(tries.map((a) => a.answered)).toEqual([503, 503, 200]);
      // Timers never fire early; a few milliseconds of clock rounding are allowed for.
      expect(tries[1]!.at - tries[0]!.at).toBeGreaterThanOrEqual(BASE_MS - 5);
      expect(tries[2]!.at - tries[1]!.at).toBeGreaterThanOrEqual(2 * BASE_MS - 5);
    }
    const rows = await sandboxDb(t.db).selectFrom('sandbox_webhooks').selectAll().execute();
    const mine = rows.filter((r) => orderOf(r.body) === o.token);
    expect(mine.map((r) => [statusOf(r.body), r.attempts, r.delivered_at !== null])).toEqual([
      ['pending', 3, true],
      ['paid', 3, true],
    ]);
    expect(logLines.filter((l) => l.includes('sandbox webhook retried')).length).toBeGreaterThanOrEqual(4);
  });

  test('after the last attempt the webhook is given up and logged; the order stays pending', async () => {
    const m = await buyer(t);
    const o = await order(m.client, { package: 1, method: 'card', country: 'NL' });
    proxy.alwaysFail.add(o.token);
    await payOnSandboxPage(t, o.pagePath, 'paid');
    await deliveriesSettled(t.db);

    const rows = await sandboxDb(t.db).selectFrom('sandbox_webhooks').selectAll().execute();
    const mine = rows.filter((r) => orderOf(r.body) === o.token);
    expect(mine.map((r) => [r.attempts, r.delivered_at, r.last_error, r.gave_up_at !== null])).toEqual([
      [4, null, 'HTTP 503', true],
      [4, null, 'HTTP 503', true],
    ]);
    expect(proxy.arrivals.filter((a) => a.order === o.token)).toHaveLength(8);
    expect(logLines.some((l) => l.includes('sandbox webhook given up'))).toBe(true);
    expect((await orderRow(t.db, o.token)).status).toBe('pending');
    expect(await memberRow(t.db, m.id)).toEqual({ credits: 0, paid_user: false });
  });
});

describe('delivered twice and out of order on purpose (SANDBOX_WEBHOOK_DISORDER)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ payments: sandbox({ disorderly: true }) });
  });
  afterAll(() => t.close());

  test("'paid' before 'pending', each twice: the order ends paid, credited once, one receipt", async () => {
    const m = await buyer(t);
    const o = await order(m.client, { package: 4, method: 'card', country: 'US' });
    await payOnSandboxPage(t, o.pagePath, 'paid');
    await deliveriesSettled(t.db);

    const rows = await sandboxDb(t.db).selectFrom('sandbox_webhooks').selectAll().orderBy('id').execute();
    expect(rows.map((r) => statusOf(r.body))).toEqual(['paid', 'pending', 'paid', 'pending']);
    expect(rows[0]!.event_id).toBe(rows[2]!.event_id);
    expect(rows[0]!.body).toBe(rows[2]!.body);
    expect(rows.every((r) => r.delivered_at !== null)).toBe(true);
    // Sent one after another, in the order queued.
    const sent = rows.map((r) => r.delivered_at!.getTime());
    expect([...sent].sort((a, b) => a - b)).toEqual(sent);

    expect((await orderRow(t.db, o.token)).status).toBe('paid');
    expect(await memberRow(t.db, m.id)).toEqual({ credits: 100, paid_user: true });
    expect(await ledgerOf(t.db, m.id)).toHaveLength(1);
    await t.app.mailer.idle();
    expect(await outboxTo(t.db, m.email)).toHaveLength(1);
  });
});

describe('the queue survives a restart', () => {
  test('webhooks queued by a server that never listened are sent by the next one', async () => {
    const testDb = await openTestDb();
    const root = await mkdtemp(path.join(tmpdir(), 'dating-payments-restart-'));
    const dirs = {
      dataDir: path.join(root, 'data'),
      storeDir: path.join(root, 'store'),
      hostDir: path.join(root, 'host'),
    };
    try {
      const first = await buildApp({ ...dirs, db: testDb.db, devTools: false, payments: sandbox({}) });
      const member = await createMember(testDb.db);
      const token = 'r'.repeat(32);
      await testDb.db
        .insertInto('orders')
        .values({
          token,
          member_id: member.id,
          package_id: 1,
          credits: 10,
          list_amount: 1499,
          amount: 1499,
          currency: 'EUR',
          country: 'NL',
          method: 'ideal',
          provider: 'sandbox',
        })
        .execute();
      const started = await first.payments.start({
        token,
        amount: { amount: 1499, currency: 'EUR' },
        method: 'ideal',
        description: '10 credits',
        language: 'en',
        returnUrl: `http://127.0.0.1:1/transactions/${token}`,
      });
      const pagePath = new URL(started.redirectUrl).pathname;
      // The first server runs the whole stack through inject, but never listens: nothing can be sent.
      const page = await first.inject({ method: 'GET', url: pagePath });
      const chosen = await first.inject({
        method: 'POST',
        url: pagePath,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ proof: proofIn(page.body)!, outcome: 'paid', bank: 'ING' }).toString(),
      });
      expect(chosen.statusCode).toBe(303);
      expect(chosen.headers.location).toBe(`http://127.0.0.1:1/transactions/${token}`);
      await first.close();
      const queued = await sandboxDb(testDb.db).selectFrom('sandbox_webhooks').selectAll().execute();
      expect(queued.map((r) => [r.attempts, r.delivered_at])).toEqual([
        [0, null],
        [0, null],
      ]);

      const second = await buildApp({ ...dirs, db: testDb.db, devTools: false, payments: sandbox({}) });
      try {
        await second.listen({ host: '127.0.0.1', port: 0 });
        await deliveriesSettled(testDb.db);
        const paid = await waitFor('the order to be paid', async () => {
          const row = await orderRow(testDb.db, token);
          return row.status === 'paid' && row;
        });
        expect(paid.paid_at).not.toBeNull();
        expect(await memberRow(testDb.db, member.id)).toEqual({ credits: 10, paid_user: true });
      } finally {
        await second.close();
      }
    } finally {
      await testDb.close();
      await rm(root, { recursive: true, force: true });
    }
  });
});
