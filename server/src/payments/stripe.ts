import type { IncomingHttpHeaders } from 'node:http';
import { createRequire } from 'node:module';
import type Stripe from 'stripe';
import type { Currency, PaymentMethod, TransactionStatus } from '@dating/contract';
import type { StripePaymentConfig } from '../config';
import { WebhookSignatureError, type PaymentEvent, type PaymentOrder, type PaymentProvider } from './provider';
import { MalformedWebhookError } from './webhook-errors';

type CheckoutSession = Stripe.Checkout.Session;
type StripeMethod = Stripe.Checkout.SessionCreateParams.AllowedPaymentMethodType;

let stripePackage: typeof Stripe | undefined;
/**
 * The stripe package, required when a Stripe provider is made: only a site configured for Stripe uses it, and it
 * costs a tenth of a second in every process that imports the app (each server test file, the command-line tools).
 */
const stripeClass = () => (stripePackage ??= createRequire(__filename)('stripe') as typeof Stripe);

/** Our payment methods by Stripe's names (Przelewy24 is 'p24' there). */
export const STRIPE_METHODS: Record<PaymentMethod, StripeMethod> = {
  ideal: 'ideal',
  bancontact: 'bancontact',
  blik: 'blik',
  przelewy24: 'p24',
  card: 'card',
  paypal: 'paypal',
};

/** Checkout's page in the buyer's language; all seven of ours are Stripe locales. */
const STRIPE_LOCALES = new Set(['en', 'nl', 'de', 'it', 'fr', 'es', 'pl']);

/** The metadata key naming the order on the session (and in every event about it). */
const ORDER_TOKEN_KEY = 'order_token';

/**
 * Stripe through its official package: a Checkout Session per order, priced with the amount the server computed
 * (price_data, no product catalogue at Stripe), limited to the method the buyer chose, and Stripe's signed
 * webhooks read back into PaymentEvents. Checkout returns the buyer to /transactions/{token} both on success and
 * on cancel: that page only shows the status, which changes only through the webhook (docs/architecture.md, Money).
 */
export class StripeProvider implements PaymentProvider {
  readonly name = 'stripe';
  private readonly stripe: Stripe;

  constructor(private readonly config: StripePaymentConfig) {
    this.stripe = new (stripeClass())(config.secretKey);
  }

  async start(order: PaymentOrder) {
    const session = await this.stripe.checkout.sessions.create(checkoutSessionParams(order), {
      // A retried start of the same order gets the same session instead of a second one.
      idempotencyKey: `order-${order.token}`,
    });
    if (!session.url) throw new Error(`Stripe gave checkout session ${session.id} no URL`);
    return { providerRef: session.id, redirectUrl: session.url };
  }

  async parseWebhook(rawBody: Buffer, headers: IncomingHttpHeaders): Promise<PaymentEvent | null> {
    const header = headers['stripe-signature'];
    if (typeof header !== 'string') throw new WebhookSignatureError('no stripe-signature header');
    let event: Stripe.Event;
    try {
      event = await this.stripe.webhooks.constructEventAsync(rawBody, header, this.config.webhookSecret);
    } catch (err) {
      if (err instanceof stripeClass().errors.StripeSignatureVerificationError)
        throw new WebhookSignatureError(err.message);
      throw new MalformedWebhookError(`not a Stripe event: ${String((err as Error)?.message ?? err)}`);
    }
    return paymentEventOfStripe(event);
  }
}

export function checkoutSessionParams(order: PaymentOrder): Stripe.Checkout.SessionCreateParams {
  return {
    mode: 'payment',
    line_items: [
      {
        quantity: 1,
        price_data: {
          // Stripe's amounts are minor units as well: no conversion, no float.
          unit_amount: order.amount.amount,
          currency: order.amount.currency.toLowerCase(),
          product_data: { name: order.description },
        },
      },
    ],
    // Only the method the buyer chose: a filter on what Checkout finds eligible (this package's API version
    // replaced payment_method_types with it).
    allowed_payment_method_types: [STRIPE_METHODS[order.method]],
    client_reference_id: order.token,
    metadata: { [ORDER_TOKEN_KEY]: order.token },
    payment_intent_data: { metadata: { [ORDER_TOKEN_KEY]: order.token } },
    locale: (STRIPE_LOCALES.has(order.language)
      ? order.language
      : 'auto') as Stripe.Checkout.SessionCreateParams.Locale,
    success_url: order.returnUrl,
    cancel_url: order.returnUrl,
  };
}

/** What an event says about its order's payment; null for the event kinds that do not concern orders. */
function statusOf(event: Stripe.Event, session: CheckoutSession): TransactionStatus | null {
  switch (event.type) {
    case 'checkout.session.completed':
      // Bank redirects may complete the session before the money is there: async_payment_* follows.
      return session.payment_status === 'unpaid' ? 'pending' : 'paid';
    case 'checkout.session.async_payment_succeeded':
      return 'paid';
    case 'checkout.session.async_payment_failed':
      return 'failed';
    case 'checkout.session.expired':
      return 'expired';
    default:
      return null;
  }
}

export function paymentEventOfStripe(event: Stripe.Event): PaymentEvent | null {
  if (!event.type.startsWith('checkout.session.')) return null;
  const session = event.data.object as CheckoutSession;
  const status = statusOf(event, session);
  if (status === null) return null;
  const orderToken = session.metadata?.[ORDER_TOKEN_KEY] ?? session.client_reference_id;
  if (!orderToken) throw new MalformedWebhookError(`${event.type} ${event.id} names no order`);
  return {
    eventId: event.id,
    orderToken,
    status,
    // settle.ts compares these with the order: another currency or amount is flagged, never credited.
    amount: { amount: session.amount_total ?? 0, currency: (session.currency ?? '').toUpperCase() as Currency },
  };
}
