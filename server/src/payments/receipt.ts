import type { FastifyInstance } from 'fastify';
import type { OrderRow } from '../credits/settle';
import { receiptMail } from '../mail/receipt-mail';
import { companyInfo } from '../site/company';

/**
 * Mails the receipt of an order that just became paid, through the mailer and its outbox, in the language the
 * order was made in. Called once per order, after the transaction that made it paid committed (webhook-route.ts).
 */
export async function sendReceipt(app: FastifyInstance, order: OrderRow): Promise<number | undefined> {
  const member = await app.db
    .selectFrom('members')
    .select(['email', 'name', 'timezone'])
    .where('id', '=', order.member_id)
    .executeTakeFirst();
  if (!member) return undefined;
  return app.mailer.send(
    member.email,
    receiptMail({
      language: order.language,
      name: member.name,
      site: app.site.name,
      credits: order.credits,
      amount: { amount: order.amount, currency: order.currency },
      method: order.method,
      paidAt: order.paid_at ?? new Date(),
      timeZone: member.timezone || undefined,
      transaction: order.token,
      company: companyInfo(),
    }),
  );
}
