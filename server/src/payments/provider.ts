import type { IncomingHttpHeaders } from 'node:http';
import type { Money, PaymentMethod, TransactionStatus } from '@dating/contract';

/**
 * What the site needs of a payment provider (docs/architecture.md, Money): start a payment for an order the server
 * priced, and read the provider's webhook. The sandbox is the default and runs the whole flow on this server; a real
 * provider adapter is chosen by configuration. Nothing here credits anything: settle.ts does, from a verified event.
 */
export interface PaymentOrder {
  /** the order's unguessable token: it names the order in every URL and at the provider */
  token: string;
  amount: Money;
  method: PaymentMethod;
  /** shown on the provider's page, e.g. '100 credits' */
  description: string;
  /** the buyer's language, for the provider's page */
  language: string;
  /** where the provider sends the buyer back: /transactions/{token} on PUBLIC_URL */
  returnUrl: string;
}

export interface StartedPayment {
  /** the provider's id of the payment (kept on the order for ops and refunds) */
  providerRef: string;
  /** the provider's payment page the buyer goes to */
  redirectUrl: string;
}

/** A webhook as the provider states it, after its signature was checked. */
export interface PaymentEvent {
  /** unique per event at the provider: a second delivery of the same event changes nothing */
  eventId: string;
  orderToken: string;
  status: TransactionStatus;
  /** what the provider says was paid: it must equal the order's amount and currency */
  amount: Money;
}

/** The webhook's signature does not match: answered 400 and logged; nothing is read from it. */
export class WebhookSignatureError extends Error {}

export interface PaymentProvider {
  /** stored on each order: a webhook is only ever applied to orders of the provider it came from */
  readonly name: string;
  start(order: PaymentOrder): Promise<StartedPayment>;
  /** Verifies the signature over the exact bytes received; null for an event kind that does not concern orders. */
  parseWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): Promise<PaymentEvent | null>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** the configured payment provider (payments/plugin.ts) */
    payments: PaymentProvider;
  }
}
