import { create, integer, literal, object, string, StructError, type Infer } from 'superstruct';
import { Currency, TransactionStatus } from '@dating/contract';
import type { PaymentEvent } from '../provider';
import { MalformedWebhookError } from '../webhook-errors';

/**
 * The body of a sandbox webhook, shaped like a real provider's: an event id unique per event (a second delivery
 * of the same event repeats it), its kind, when it happened, and the payment as the provider sees it.
 */
export const SandboxEventBody = object({
  id: string(),
  type: literal('payment.status'),
  created: integer(),
  data: object({
    /** the sandbox's id of the payment (orders.provider_ref) */
    payment: string(),
    order: string(),
    status: TransactionStatus,
    amount: object({ amount: integer(), currency: Currency }),
  }),
});
export type SandboxEventBody = Infer<typeof SandboxEventBody>;

/** The PaymentEvent a verified body states; a body that is no sandbox event is a MalformedWebhookError. */
export function paymentEventOf(raw: Buffer): PaymentEvent {
  let body: SandboxEventBody;
  try {
    body = create(JSON.parse(raw.toString('utf8')), SandboxEventBody);
  } catch (err) {
    if (err instanceof SyntaxError || err instanceof StructError)
      throw new MalformedWebhookError(`not a sandbox event: ${err.message}`);
    throw err;
  }
  return {
    eventId: body.id,
    orderToken: body.data.order,
    status: body.data.status,
    amount: body.data.amount,
  };
}
