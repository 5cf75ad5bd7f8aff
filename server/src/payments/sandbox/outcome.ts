import { randomBytes } from 'node:crypto';
import type { TransactionStatus } from '@dating/contract';
import type { Db } from '../../db/connect';
import type { SandboxEventBody } from './events';
import { sandboxDb, type SandboxOutcome, type SandboxPaymentsTable } from './tables';
import type { Selectable } from 'kysely';

export type SandboxPayment = Selectable<SandboxPaymentsTable>;

export const SANDBOX_OUTCOMES: readonly SandboxOutcome[] = ['paid', 'failed', 'cancelled', 'expired'];
export const isSandboxOutcome = (value: unknown): value is SandboxOutcome =>
  SANDBOX_OUTCOMES.includes(value as SandboxOutcome);

const eventBody = (payment: SandboxPayment, status: TransactionStatus, now: Date): { id: string; body: string } => {
  const id = `evt_${randomBytes(12).toString('hex')}`;
  const body: SandboxEventBody = {
    id,
    type: 'payment.status',
    created: Math.floor(now.getTime() / 1000),
    data: {
      payment: payment.token,
      order: payment.order_token,
      status,
      amount: { amount: payment.amount, currency: payment.currency },
    },
  };
  return { id, body: JSON.stringify(body) };
};

/**
 * Records what the person on the payment page picked and queues the webhooks that tell the site: 'pending' (the
 * provider took the payment in hand), then the outcome. Disorderly (a test setting) queues the outcome before
 * 'pending' and each event twice, as real providers may deliver. Only the first choice counts: a second form
 * post (another tab, the back button) finds the payment decided and queues nothing. Null when the token is unknown.
 */
export async function decidePayment(
  db: Db,
  choice: { token: string; outcome: SandboxOutcome; bank: string | null; disorderly: boolean },
): Promise<{ payment: SandboxPayment; decidedNow: boolean } | null> {
  return sandboxDb(db)
    .transaction()
    .execute(async (trx) => {
      const now = new Date();
      const decided = await trx
        .updateTable('sandbox_payments')
        .set({ outcome: choice.outcome, bank: choice.bank, decided_at: now })
        .where('token', '=', choice.token)
        .where('outcome', 'is', null)
        .returningAll()
        .executeTakeFirst();
      if (!decided) {
        const payment = await trx
          .selectFrom('sandbox_payments')
          .selectAll()
          .where('token', '=', choice.token)
          .executeTakeFirst();
        return payment ? { payment, decidedNow: false } : null;
      }
      const pending = eventBody(decided, 'pending', now);
      const final = eventBody(decided, choice.outcome, now);
      const order = choice.disorderly ? [final, pending, final, pending] : [pending, final];
      await trx
        .insertInto('sandbox_webhooks')
        .values(
          order.map((e) => ({ payment_token: decided.token, event_id: e.id, body: e.body, next_attempt_at: now })),
        )
        .execute();
      return { payment: decided, decidedNow: true };
    });
}

export async function findPayment(db: Db, token: string): Promise<SandboxPayment | undefined> {
  return sandboxDb(db).selectFrom('sandbox_payments').selectAll().where('token', '=', token).executeTakeFirst();
}
