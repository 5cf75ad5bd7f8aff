import type { FastifyInstance } from 'fastify';
import fastifyMultipart from '@fastify/multipart';
import type { ApiRouter } from '../http/api-router';
import type { RouteDeps } from '../routes/context';
import { Mailer } from '../mail/mailer';
import { EmailTokens } from './email-token';
import { loadVapidKeys } from '../push/vapid';
import { signupRoutes } from '../routes/signup';
import { profileImageRoutes } from '../routes/profileimage';
import { geocodeRoutes } from '../routes/geocode';
import { pushRoutes } from '../routes/push';
import { devMailRoutes } from '../routes/dev-mail';
import { UPLOAD_LIMITS } from '../images/process-upload';

export interface SignupOptions {
  /** SMTP_URL; unset: the outbox table and /_dev/mail */
  smtpUrl?: string;
  /** MAIL_FROM */
  mailFrom: string;
  /** PUBLIC_URL: origin for links in mails; unset: the origin of the request that triggered the mail */
  publicUrl?: string;
  /** VAPID_SUBJECT */
  vapidSubject: string;
  validateEmailRateLimit: { max: number; windowMs: number };
}

export function signupOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): SignupOptions {
  return {
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Amoroso <no-reply@localhost>',
    publicUrl: env.PUBLIC_URL || undefined,
    vapidSubject: env.VAPID_SUBJECT ?? 'mailto:support@example.com',
    validateEmailRateLimit: { max: Number(env.VALIDATE_EMAIL_RATE_LIMIT ?? 30), windowMs: 60_000 },
  };
}

/**
 * Everything of the signup flow (issue 4): signup, email check, activation, photo upload, geocoding, push
 * subscriptions, the mailer and, with dev tools, the outbox page. Must run before api.mount().
 */
export async function installSignup(app: FastifyInstance, api: ApiRouter, deps: RouteDeps, mediaDir: string, overrides: Partial<SignupOptions> = {}): Promise<Mailer> {
  const options = { ...signupOptionsFromEnv(), ...overrides };
  await app.register(fastifyMultipart, { limits: { fileSize: UPLOAD_LIMITS.bytes, files: 1, fields: 10 } });

  const mailer = new Mailer(deps.db, { smtpUrl: options.smtpUrl, from: options.mailFrom }, (err, id) => app.log.error({ err, outboxId: id }, 'mail delivery failed'));
  app.addHook('onClose', async () => {
    await mailer.idle();
    mailer.close();
  });

  const vapid = await loadVapidKeys(deps.db);
  // settings.php push_pub reads this; an operator's VAPID_PUBLIC_KEY without its private key is ignored.
  deps.site.pushPublicKey = vapid.publicKey;

  signupRoutes(app, api, deps, { mailer, tokens: new EmailTokens(deps.db), publicUrl: options.publicUrl, validateEmailRateLimit: options.validateEmailRateLimit });
  profileImageRoutes(app, api, deps, mediaDir);
  geocodeRoutes(api);
  pushRoutes(api, deps, vapid, { subject: options.vapidSubject });
  if (deps.site.devTools) devMailRoutes(app, deps.db);
  return mailer;
}
