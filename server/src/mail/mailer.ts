import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/connect';
import type { RenderedMail } from './mail-html';

export interface MailerOptions {
  /** smtp://user:pass@host:587 (or smtps://); unset: mails stay in the outbox table, readable at /_dev/mail */
  smtpUrl?: string;
  from: string;
}

/**
 * Every mail is written to the outbox table first, then handed to the transport; `delivered` is set when
 * the transport took it. With SMTP that is the SMTP server's acceptance; without SMTP nodemailer only
 * renders the message (jsonTransport) and the outbox row is the mail a person reads at /_dev/mail.
 */
export class Mailer {
  private readonly transport: Transporter;
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly db: Db,
    private readonly options: MailerOptions,
    private readonly log?: (err: unknown, id: number) => void,
  ) {
    this.transport = options.smtpUrl
      ? nodemailer.createTransport(options.smtpUrl)
      : nodemailer.createTransport({ jsonTransport: true });
  }

  get usesSmtp(): boolean {
    return Boolean(this.options.smtpUrl);
  }

  /** Queues the mail and starts delivery in the background; answers the outbox id at once. */
  async send(to: string, mail: RenderedMail): Promise<number> {
    const { id } = await this.db
      .insertInto('outbox')
      .values({
        to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        headers: mail.headers ? JSON.stringify(mail.headers) : null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const run = this.deliver(id, to, mail).finally(() => this.pending.delete(run));
    this.pending.add(run);
    return id;
  }

  /** Waits for deliveries under way (shutdown, tests). */
  async idle(): Promise<void> {
    await Promise.allSettled([...this.pending]);
  }

  close(): void {
    this.transport.close();
  }

  private async deliver(id: number, to: string, mail: RenderedMail): Promise<void> {
    try {
      await this.transport.sendMail({
        from: this.options.from,
        to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        ...(mail.headers ? { headers: mail.headers } : {}),
      });
      await this.db.updateTable('outbox').set({ delivered: new Date(), error: null }).where('id', '=', id).execute();
    } catch (err) {
      this.log?.(err, id);
      await this.db
        .updateTable('outbox')
        .set({ error: String((err as Error)?.message ?? err) })
        .where('id', '=', id)
        .execute()
        .catch(() => undefined);
    }
  }
}
