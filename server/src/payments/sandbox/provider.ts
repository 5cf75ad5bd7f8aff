import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { Db } from '../../db/connect';
import type { PaymentEvent, PaymentOrder, PaymentProvider, StartedPayment } from '../provider';
import { paymentEventOf } from './events';
import { verifySignature } from './signature';
import { sandboxDb } from './tables';

export const SANDBOX_PAYMENT_PATH = '/sandbox-pay';

/**
 * The origin (and base path) of the site, taken from the order's returnUrl: the order route built that from
 * PUBLIC_URL or an allowlisted Host (src/mail/link-base.ts), so the payment page is on the same, trusted origin.
 */
export function siteBaseOf(returnUrl: string): string {
  const url = new URL(returnUrl);
  const path = url.pathname.replace(/\/transactions\/[^/]*$/, '').replace(/\/+$/, '');
  return `${url.origin}${path}`;
}

/**
 * The default provider (docs/architecture.md, Money): takes no money. start() books the payment and sends the buyer to
 * the sandbox's own payment page on this server (sandbox/routes.ts), where a person picks the outcome; the outcome
 * comes back as HMAC-signed webhooks (sandbox/delivery.ts), exactly as a real provider's would.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox';

  constructor(
    private readonly db: Db,
    private readonly webhookSecret: string,
  ) {}

  async start(order: PaymentOrder): Promise<StartedPayment> {
    const token = randomBytes(24).toString('base64url');
    await sandboxDb(this.db)
      .insertInto('sandbox_payments')
      .values({
        token,
        order_token: order.token,
        amount: order.amount.amount,
        currency: order.amount.currency,
        method: order.method,
        description: order.description,
        language: order.language,
        return_url: order.returnUrl,
      })
      .execute();
    return { providerRef: token, redirectUrl: `${siteBaseOf(order.returnUrl)}${SANDBOX_PAYMENT_PATH}/${token}` };
  }

  async parseWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): Promise<PaymentEvent | null> {
    verifySignature(this.webhookSecret, rawBody, headers);
    return paymentEventOf(rawBody);
  }
}
