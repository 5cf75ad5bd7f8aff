import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  subject: string;
  /** the envelope's recipients */
  to: string[];
  /** when the message's data arrived, accepted or not */
  at: number;
  accepted: boolean;
}

/**
 * A real SMTP server on a free port of 127.0.0.1 (smtp-server, nodemailer's own), for the mailer to deliver to.
 * It keeps every message it was handed; `refuse` answers the next that many with 451 (try again later), as a mail
 * server does while it is overloaded.
 */
export class SmtpReceiver {
  readonly attempts: ReceivedMail[] = [];
  refuse = 0;
  private readonly onAttempt = new Set<() => void>();
  private readonly server = new SMTPServer({
    authOptional: true,
    // plain SMTP on loopback: nodemailer would otherwise try STARTTLS with a certificate nothing trusts
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const subject = /^Subject: (.*)$/m.exec(Buffer.concat(chunks).toString('utf8'))?.[1]?.trim() ?? '';
        const accepted = this.refuse === 0;
        const to = session.envelope.rcptTo.map((r) => r.address);
        this.attempts.push({ subject, to, at: Date.now(), accepted });
        for (const notify of this.onAttempt) notify();
        if (accepted) return callback();
        this.refuse--;
        callback(Object.assign(new Error('Too busy, try again later'), { responseCode: 451 }));
      });
    },
  });

  /** Listens; answers the smtp:// URL the mailer takes (SMTP_URL). */
  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `smtp://127.0.0.1:${(this.server.server.address() as AddressInfo).port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** Resolves once `count` messages have arrived, accepted or not. */
  async attemptsReach(count: number): Promise<void> {
    while (this.attempts.length < count)
      await new Promise<void>((resolve) => {
        const notify = () => {
          this.onAttempt.delete(notify);
          resolve();
        };
        this.onAttempt.add(notify);
      });
  }

  /** The subjects of the messages it accepted, each as often as it was accepted. */
  accepted(): string[] {
    return this.attempts.filter((a) => a.accepted).map((a) => a.subject);
  }
}
