import type { FastifyInstance } from 'fastify';
import { BODY_LIMIT_BYTES } from '../http/json-body';
import { ApiError, notFound } from '../http/errors';
import { settlePaymentEvent, type SettleOutcome } from '../credits/settle';
import { WebhookSignatureError } from './provider';
import { MalformedWebhookError } from './webhook-errors';
import { sendReceipt } from './receipt';
import { publishCredits } from '../realtime/publish';

export const WEBHOOK_PATH = '/api/payments/webhook/:provider';

const refused = () => new ApiError(400, 'bad_request', 'This webhook could not be verified.');

/**
 * POST /api/payments/webhook/:provider — where the provider tells the site how a payment went
 * (docs/architecture.md, Money). Server to server: registered outside the member API's context, so no session lookup
 * and no CSRF check apply; the provider's signature over the exact bytes is what is trusted. The body is therefore kept
 * raw (a Buffer, under the same size cap as every other body) and parsed only by the provider after its signature
 * checks out.
 *
 * Answers: 200 once the event is applied, was applied before, or concerns no order (the provider stops sending);
 * 400 for a bad signature or a body that is no event (logged; sending it again cannot help); 404 for a provider
 * other than the configured one; 500 when the database failed (the provider retries).
 */
export async function webhookRoutes(app: FastifyInstance): Promise<void> {
  // This context only: every content type is read as bytes, since the signature covers the bytes as sent.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: BODY_LIMIT_BYTES }, (_request, body, done) =>
    done(null, body),
  );

  app.post<{ Params: { provider: string } }>(WEBHOOK_PATH, { config: { csrf: false } }, async (request, reply) => {
    const provider = app.payments;
    if (request.params.provider !== provider.name) throw notFound('This payment provider');
    const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    let event;
    try {
      event = await provider.parseWebhook(raw, request.headers);
    } catch (err) {
      if (err instanceof WebhookSignatureError || err instanceof MalformedWebhookError) {
        request.log.warn(
          { provider: provider.name, reason: err.message, bytes: raw.length },
          'payment webhook refused',
        );
        throw refused();
      }
      throw err;
    }
    if (!event) return reply.send({ received: true, applied: false });

    const outcome = await settlePaymentEvent(app.db, provider.name, event);
    logOutcome(request.log, provider.name, event.eventId, outcome);
    if (outcome.kind === 'applied' && outcome.status === 'paid') {
      publishCredits(app, outcome.order.member_id);
      // After the commit and only for the one event that made the order paid: the receipt goes out once.
      await sendReceipt(app, outcome.order).catch((err: unknown) =>
        request.log.error({ err, order: outcome.order.id }, 'receipt mail failed'),
      );
    }
    return reply.send({ received: true, applied: outcome.kind === 'applied' });
  });
}

function logOutcome(log: FastifyInstance['log'], provider: string, eventId: string, outcome: SettleOutcome) {
  const details = { provider, eventId, outcome: outcome.kind };
  if (outcome.kind === 'flagged')
    log.error({ ...details, order: outcome.order.id, reason: outcome.reason }, 'payment webhook flagged');
  else if (outcome.kind === 'unknown_order') log.warn(details, 'payment webhook for an unknown order');
  else if (outcome.kind === 'applied')
    log.info({ ...details, order: outcome.order.id, from: outcome.from, status: outcome.status }, 'payment settled');
  else log.info(details, 'payment webhook changed nothing');
}
