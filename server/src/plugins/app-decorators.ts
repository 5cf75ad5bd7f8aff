import fp from 'fastify-plugin';
import type { FastifyRequest } from 'fastify';
import type { MailLinkConfig } from '../config';
import type { Db } from '../db/connect';
import { mailLinkBase } from '../mail/link-base';
import { Mailer, type MailerOptions } from '../mail/mailer';
import { loadVapidKeys, type VapidKeys } from '../push/vapid';
import type { SiteConfig } from '../site/site-config';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    /** site switches; push_pub already filled from the VAPID keys */
    site: SiteConfig;
    mailer: Mailer;
    vapid: VapidKeys;
    /** validate every /api answer against the contract (development and tests) */
    checkResponses: boolean;
    /** the origin links in mails start with (PUBLIC_URL or an allowlisted Host): src/mail/link-base.ts */
    mailLinkBase(request: FastifyRequest): string;
    /** the origin for mails that no request of the recipient caused (notification mails): PUBLIC_URL, else the
     * first allowlisted host */
    mailLinkOrigin(): string;
  }
}

export interface AppDecoratorOptions {
  db: Db;
  site: SiteConfig;
  mail: MailerOptions;
  checkResponses: boolean;
  mailLinks: MailLinkConfig;
}

/**
 * What every route family reads: the database, the site settings, the mailer, the push keys, the origin of
 * links in mails. fastify-plugin so the decorators land on the root instance and every plugin registered after
 * this one sees them.
 */
export const appDecorators = fp<AppDecoratorOptions>(
  async (app, options) => {
    const vapid = await loadVapidKeys(options.db);
    // settings.php push_pub reads this; an operator's VAPID_PUBLIC_KEY without its private key is ignored.
    const site: SiteConfig = { ...options.site, pushPublicKey: vapid.publicKey };
    const logFailure = (err: unknown, id: number) => app.log.error({ err, outboxId: id }, 'mail delivery failed');
    const mailer = new Mailer(options.db, app.jobs, options.mail, logFailure);
    // after preClose, where the job queue let the deliveries under way finish
    app.addHook('onClose', async () => mailer.close());
    app.decorate('db', options.db);
    app.decorate('site', site);
    app.decorate('mailer', mailer);
    app.decorate('vapid', vapid);
    app.decorate('checkResponses', options.checkResponses);
    app.decorate('mailLinkBase', (request: FastifyRequest) => mailLinkBase(options.mailLinks, request));
    app.decorate('mailLinkOrigin', () => options.mailLinks.publicUrl ?? `http://${options.mailLinks.allowedHosts[0]!}`);
  },
  { name: 'app-decorators', dependencies: ['jobs'] },
);
