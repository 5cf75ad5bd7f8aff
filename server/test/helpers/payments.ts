import { sql } from 'kysely';
import type { Db } from '../../src/db/connect';
import { signatureHeader } from '../../src/payments/sandbox/signature';
import { sandboxDb } from '../../src/payments/sandbox/tables';
import type { SandboxEventBody } from '../../src/payments/sandbox/events';
import type { TestApp } from './test-app';
import type { HttpClient, ResponseInfo } from './http-client';
import { createMember } from './members';
import type { NewMember } from '../../src/db/schema';

/** Helpers of the payment tests: a logged-in buyer, the sandbox's page and form, signed webhooks, waiting. */

export async function buyer(t: TestApp, fields: Partial<NewMember> = {}) {
  const member = await createMember(t.db, fields);
  const client = t.client();
  const login = await client.login(member.email, member.password);
  if (login.status !== 200) throw new Error(`login failed: ${login.status} ${login.text}`);
  return { ...member, client };
}

export interface OrderBody {
  package: number;
  method: string;
  country: string;
  consent: true;
  discount: string | null;
}

/** POST /api/order.php as the checkout does; answers the transaction token and the payment page's path. */
export async function order(client: HttpClient, body: Partial<OrderBody> = {}) {
  const res = await client.post('/api/order.php', {
    package: 2,
    method: 'ideal',
    country: 'NL',
    consent: true,
    discount: null,
    ...body,
  });
  if (res.status !== 200) throw new Error(`order failed: ${res.status} ${res.text}`);
  const { transaction, redirect_url } = res.body as { transaction: string; redirect_url: string };
  return { token: transaction, redirectUrl: redirect_url, pagePath: new URL(redirect_url).pathname };
}

/** The hidden proof field of the sandbox page's form. */
export const proofIn = (html: string) => /name="proof" value="([^"]+)"/.exec(html)?.[1];

/** Posts the sandbox page's form as a browser does: urlencoded, no JSON, no CSRF header. */
export function postForm(t: TestApp, path: string, fields: Record<string, string>): Promise<Response> {
  return fetch(t.baseUrl + path, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
    redirect: 'manual',
  });
}

/** Opens the sandbox page and presses one of its buttons; answers the form post's response (a 303). */
export async function payOnSandboxPage(t: TestApp, pagePath: string, outcome: string, bank?: string) {
  const page = await fetch(t.baseUrl + pagePath);
  const html = await page.text();
  const proof = proofIn(html);
  if (page.status !== 200 || !proof) throw new Error(`no payment form at ${pagePath}: ${page.status}`);
  return postForm(t, pagePath, { proof, outcome, ...(bank ? { bank } : {}) });
}

export async function waitFor<T>(
  what: string,
  check: () => Promise<T | undefined | false>,
  // A hang guard, not a speed check: just inside jest's own limit per test (jest.config.js), so a wait that never
  // ends says what it waited for, and stops polling before the file's app is closed under it.
  timeoutMs = 25_000,
): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** Every sandbox webhook queued so far has been delivered or given up. */
export const deliveriesSettled = (db: Db) =>
  waitFor('sandbox webhooks to be delivered', async () => {
    const open = await sandboxDb(db)
      .selectFrom('sandbox_webhooks')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('delivered_at', 'is', null)
      .where('gave_up_at', 'is', null)
      .executeTakeFirstOrThrow();
    return Number(open.n) === 0;
  });

export const orderRow = (db: Db, token: string) =>
  db.selectFrom('orders').selectAll().where('token', '=', token).executeTakeFirstOrThrow();

export const memberRow = (db: Db, id: number) =>
  db.selectFrom('members').select(['credits', 'paid_user']).where('id', '=', id).executeTakeFirstOrThrow();

export async function ledgerOf(db: Db, memberId: number) {
  return db.selectFrom('credit_ledger').selectAll().where('member_id', '=', memberId).orderBy('id').execute();
}

/** The secret the server made for itself on first start (server_keys), as the sandbox signs with it. */
export async function sandboxSecret(db: Db): Promise<string> {
  const row = await db
    .selectFrom('server_keys')
    .select('value')
    .where('name', '=', 'sandbox_webhook_secret')
    .executeTakeFirstOrThrow();
  return row.value;
}

let eventCounter = 0;

/** A sandbox event body about an order, as the sandbox sends it. */
export function sandboxEvent(
  o: { token: string; amount: number; currency: string },
  status: string,
  eventId = `evt_test_${++eventCounter}_${Date.now()}`,
): string {
  const body = {
    id: eventId,
    type: 'payment.status',
    created: Math.floor(Date.now() / 1000),
    data: { payment: 'p'.repeat(32), order: o.token, status, amount: { amount: o.amount, currency: o.currency } },
  } as SandboxEventBody;
  return JSON.stringify(body);
}

/** POSTs a webhook body to the site's route over HTTP, signed with `secret` (or with the header given). */
export async function postWebhook(
  t: TestApp,
  provider: string,
  body: string,
  headers: Record<string, string>,
): Promise<ResponseInfo> {
  return t.client().request('POST', `/api/payments/webhook/${provider}`, {
    body,
    csrf: false,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

export const signedSandboxWebhook = (t: TestApp, secret: string, body: string) =>
  postWebhook(t, 'sandbox', body, { 'sandbox-signature': signatureHeader(secret, body) });

/** Rows of the outbox addressed to `to`. */
export const outboxTo = (db: Db, to: string) =>
  db.selectFrom('outbox').selectAll().where('to', '=', to).orderBy('id').execute();

/** Counts rows of a table for a where-clause in plain SQL (payment_events, discount_uses). */
export async function countWhere(db: Db, table: string, column: string, value: number | string): Promise<number> {
  const { rows } = await sql<{ n: string }>`select count(*) as n from ${sql.table(table)} where ${sql.ref(
    column,
  )} = ${value}`.execute(db);
  return Number(rows[0]!.n);
}
