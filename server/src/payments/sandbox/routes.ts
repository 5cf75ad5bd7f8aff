import { createHmac, timingSafeEqual } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { REPO_ROOT } from '../../config';
import type { WebhookDelivery } from './delivery';
import { decidePayment, findPayment, isSandboxOutcome } from './outcome';
import { renderClosedPage, renderPaymentPage, renderUnknownPage, SANDBOX_STYLESHEET_PATH } from './page';
import { textsIn } from '../../i18n/texts';
import { BANKS } from './methods';

export interface SandboxRouteOptions {
  secret: string;
  delivery: WebhookDelivery;
  disorderly: boolean;
}

/** The form's fields are two short words and a bank name. */
const FORM_BODY_LIMIT = 2048;
const TOKEN = /^[A-Za-z0-9_-]{32}$/;

/**
 * The form's proof: an HMAC of the payment's token, so only a form this server rendered for this payment can
 * decide it. A cross-site form would have to know the payment's unguessable token and this proof, and both are
 * only in the page itself.
 */
const proofOf = (secret: string, token: string) =>
  createHmac('sha256', secret).update(`sandbox-payment-page:${token}`).digest('base64url');

const proofMatches = (expected: string, given: unknown) => {
  if (typeof given !== 'string') return false;
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
};

/**
 * The design tokens of shared/ui and the page's own rules, as one stylesheet on this origin (the CSP's 'self'). Both
 * are read from the sources, which the built server (dist/) runs beside.
 */
const stylesheet = () =>
  readFileSync(path.join(REPO_ROOT, 'shared', 'ui', 'src', 'tokens.css'), 'utf8') +
  '\n' +
  readFileSync(path.join(REPO_ROOT, 'server', 'src', 'payments', 'sandbox', 'page.css'), 'utf8');

const html = (reply: FastifyReply, status: number, body: string) =>
  reply.code(status).header('cache-control', 'no-store').type('text/html; charset=utf-8').send(body);

/**
 * GET /sandbox-pay/:token — the sandbox's hosted payment page, where a person picks how the payment ends.
 * POST /sandbox-pay/:token — that choice (a plain form post): recorded once, its webhooks queued and sent
 * (sandbox/delivery.ts), and the buyer sent back to the site's /transactions/{token} with a 303. The page is
 * the provider's, not the site's: it credits nothing; only the site's webhook route does, on the signed event.
 */
export async function sandboxRoutes(app: FastifyInstance, options: SandboxRouteOptions): Promise<void> {
  const css = stylesheet();
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );

  app.get(SANDBOX_STYLESHEET_PATH, async (_request, reply) =>
    reply.header('cache-control', 'public, max-age=3600').type('text/css; charset=utf-8').send(css),
  );

  app.get<{ Params: { token: string } }>('/sandbox-pay/:token', async (request, reply) => {
    const payment = TOKEN.test(request.params.token) ? await findPayment(app.db, request.params.token) : undefined;
    if (!payment) return html(reply, 404, renderUnknownPage());
    if (payment.outcome) return html(reply, 200, renderClosedPage(payment));
    return html(reply, 200, renderPaymentPage(payment, proofOf(options.secret, payment.token)));
  });

  app.post<{ Params: { token: string }; Body: Record<string, string> | undefined }>(
    '/sandbox-pay/:token',
    async (request, reply) => {
      const token = request.params.token;
      const payment = TOKEN.test(token) ? await findPayment(app.db, token) : undefined;
      if (!payment) return html(reply, 404, renderUnknownPage());
      const fields = request.body ?? {};
      const proof = proofOf(options.secret, token);
      if (!proofMatches(proof, fields.proof) || !isSandboxOutcome(fields.outcome)) {
        request.log.warn({ payment: token }, 'sandbox payment form refused');
        const page = payment.outcome
          ? renderClosedPage(payment)
          : renderPaymentPage(payment, proof, textsIn(payment.language, 'sandbox')('bad_form'));
        return html(reply, 403, page);
      }
      const banks = BANKS[payment.method];
      const bank = banks?.includes(fields.bank ?? '') ? fields.bank! : null;
      const decided = await decidePayment(app.db, {
        token,
        outcome: fields.outcome,
        bank,
        disorderly: options.disorderly,
      });
      if (decided?.decidedNow) options.delivery.kick();
      return reply.header('cache-control', 'no-store').redirect(payment.return_url, 303);
    },
  );
}
