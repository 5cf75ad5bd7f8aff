import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { PaymentConfig, SandboxPaymentConfig } from '../config';
import { serverKey } from '../signup/server-keys';
import type { PaymentProvider } from './provider';
import { SandboxProvider } from './sandbox/provider';
import { WebhookDelivery } from './sandbox/delivery';
import { sandboxRoutes } from './sandbox/routes';
import { StripeProvider } from './stripe';
import { webhookRoutes } from './webhook-route';
import { named } from '../plugins/display-name';

export interface PaymentsPluginOptions {
  config: PaymentConfig;
}

/**
 * `app.payments`, the configured provider (config.ts paymentConfigFromEnv: the sandbox unless PAYMENT_PROVIDER
 * says otherwise), and the routes that come with it: the webhook route for every provider, the sandbox's payment
 * page and its webhook sender for the sandbox. fastify-plugin, so the decorator is on the root instance and every
 * route family (the order route) calls `app.payments.start(...)`.
 */
export const paymentsPlugin = fp<PaymentsPluginOptions>(
  async (app, { config }) => {
    const provider: PaymentProvider =
      config.provider === 'stripe' ? new StripeProvider(config.stripe!) : await startSandbox(app, config.sandbox);
    app.decorate('payments', provider);
    await app.register(named(webhookRoutes));
  },
  { name: 'payments', dependencies: ['app-decorators'] },
);

/** The sandbox's HMAC key: SANDBOX_WEBHOOK_SECRET, else made once per database and kept in server_keys. */
const sandboxSecret = (app: FastifyInstance, config: SandboxPaymentConfig) =>
  config.webhookSecret
    ? Promise.resolve(config.webhookSecret)
    : serverKey(app.db, 'sandbox_webhook_secret', () => randomBytes(32).toString('base64url'));

async function startSandbox(app: FastifyInstance, config: SandboxPaymentConfig): Promise<PaymentProvider> {
  const secret = await sandboxSecret(app, config);
  const delivery = new WebhookDelivery(app.db, {
    secret,
    retryBaseMs: config.retryBaseMs,
    maxAttempts: config.maxAttempts,
    target: () => config.webhookUrl ?? ownWebhookUrl(app),
    log: app.log,
  });
  // Webhooks go out over HTTP to this server itself, so only once it listens; the queue is in the database, so
  // what was not sent before a restart is sent after it.
  app.addHook('onListen', async () => delivery.start());
  app.addHook('preClose', async () => delivery.stop());
  await app.register(named(sandboxRoutes), { secret, delivery, disorderly: config.disorderly });
  return new SandboxProvider(app.db, secret);
}

/** The sandbox webhook route at this server's own listen address (loopback when it listens on every address). */
function ownWebhookUrl(app: FastifyInstance): string | null {
  const address = app.server.address() as AddressInfo | string | null;
  if (!address || typeof address === 'string') return null;
  const host = address.address === '0.0.0.0' ? '127.0.0.1' : address.address === '::' ? '::1' : address.address;
  const hostPart = host.includes(':') ? `[${host}]` : host;
  return `http://${hostPart}:${address.port}/api/payments/webhook/sandbox`;
}
