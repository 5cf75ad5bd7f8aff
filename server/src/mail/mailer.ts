import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../db/connect';
import type { JobQueue, JobSettings, JobTransaction } from '../jobs/job-queue';
import type { RenderedMail } from './mail-html';
import { outboxMailOf } from './outbox-mails';

/** The job that hands one outbox row to the transport. */
export const MAIL_DELIVERY = 'mail-delivery';

declare module '../jobs/job-queue' {
  interface JobPayloads {
    [MAIL_DELIVERY]: { outboxId: number };
  }
}

/**
 * An SMTP server that refuses or cannot be reached is tried again after about 30 s, 1 min, 2 min, … (pg-boss adds
 * up to as much again at random), ten times: about 8 hours in all, then the row keeps its last error.
 */
export const MAIL_RETRY_DEFAULTS = { retryLimit: 10, retryDelaySeconds: 30 };

export interface MailerOptions {
  /** smtp://user:pass@host:587 (or smtps://); unset: mails stay in the outbox table, readable at /_dev/mail */
  smtpUrl?: string;
  from: string;
  /** retries of a failed delivery and the first wait in seconds (default MAIL_RETRY_DEFAULTS) */
  retry?: { retryLimit: number; retryDelaySeconds: number };
}

/**
 * Every mail is written to the outbox table together with a job that delivers it (src/jobs): whichever instance
 * takes the job hands the row to the transport and sets `delivered`; a failure is written to the row's `error` and
 * the job is retried with back-off, also after a restart. With SMTP, delivered is the SMTP server's acceptance;
 * without SMTP nodemailer only renders the message (jsonTransport) and the outbox row is the mail a person reads
 * at /_dev/mail. A crash between the SMTP server's acceptance and `delivered` sends the mail again: at least once.
 */
export class Mailer {
  private readonly transport: Transporter;

  constructor(
    private readonly db: Db,
    private readonly jobs: JobQueue,
    private readonly options: MailerOptions,
    private readonly log?: (err: unknown, id: number) => void,
  ) {
    this.transport = options.smtpUrl
      ? nodemailer.createTransport(options.smtpUrl)
      : nodemailer.createTransport({ jsonTransport: true });
    const settings: JobSettings = {
      ...(options.retry ?? MAIL_RETRY_DEFAULTS),
      retryBackoff: true,
      // nodemailer gives up on an SMTP server that stops answering well before this
      expireInSeconds: 15 * 60,
      concurrency: 2,
    };
    jobs.handle(MAIL_DELIVERY, settings, ({ outboxId }) => this.deliver(outboxId));
  }

  get usesSmtp(): boolean {
    return Boolean(this.options.smtpUrl);
  }

  /** Queues the mail for delivery; answers the outbox id once the row and its job are stored. */
  async send(to: string, mail: RenderedMail): Promise<number> {
    return this.jobs.inTransaction((tx) => this.queueIn(tx, to, mail));
  }

  /**
   * Makes `change` and queues the mail in one transaction, the mail only when `change` answers true: a state a
   * member is told of (an export ready) and its mail are stored together, so whoever sees the state finds the mail.
   */
  async sendWith(change: (db: JobTransaction['db']) => Promise<boolean>, to: string, mail: RenderedMail) {
    return this.jobs.inTransaction(async (tx) => {
      if (!(await change(tx.db))) return false;
      await this.queueIn(tx, to, mail);
      return true;
    });
  }

  private async queueIn(tx: JobTransaction, to: string, mail: RenderedMail): Promise<number> {
    const { id } = await tx.db
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
    await tx.send(MAIL_DELIVERY, { outboxId: id });
    return id;
  }

  /** Waits until every mail queued so far is delivered or failed for good, on every instance (tests). */
  idle(): Promise<void> {
    return this.jobs.settled(MAIL_DELIVERY);
  }

  close(): void {
    this.transport.close();
  }

  private async deliver(id: number): Promise<void> {
    const row = await outboxMailOf(this.db, id);
    // gone with its member's account, or delivered by an attempt whose job did not get to say so
    if (!row || row.delivered) return;
    try {
      await this.transport.sendMail({
        from: this.options.from,
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html,
        ...(row.headers ? { headers: row.headers } : {}),
      });
    } catch (err) {
      this.log?.(err, id);
      await this.db
        .updateTable('outbox')
        .set({ error: String((err as Error)?.message ?? err) })
        .where('id', '=', id)
        .execute();
      throw err;
    }
    await this.db.updateTable('outbox').set({ delivered: new Date(), error: null }).where('id', '=', id).execute();
  }
}
