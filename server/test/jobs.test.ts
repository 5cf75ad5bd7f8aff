import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildApp, type AppOptions } from '../src/app';
import { SmtpReceiver } from './helpers/smtp-receiver';
import { capturedLog } from './helpers/log-lines';
import { appFolders, startOtherInstance, startTestApp, type OtherInstance, type TestApp } from './helpers/test-app';
import { openTestDb } from './helpers/test-db';
import { waitFor } from './helpers/payments';
import type { Db } from '../src/db/connect';

/**
 * Background work through the job queue (src/jobs, pg-boss on the site's own database), seen where an operator
 * sees it: at a real SMTP server. Each mail is delivered once however many instances share the database, a mail
 * the SMTP server turned away is tried again, and a mail queued when no instance could deliver it is delivered by
 * the next one started.
 */

const mail = (subject: string) => ({ subject, text: `${subject} (text)`, html: `<p>${subject}</p>` });
// idle workers look for jobs sent by other instances this often; the sender's own look at once
const jobs = { pollingIntervalSeconds: 0.5 };

const outboxOf = (db: Db, subjects: string[]) =>
  db.selectFrom('outbox').select(['subject', 'delivered', 'error']).where('subject', 'in', subjects).execute();

describe('two instances on one database', () => {
  const smtp = new SmtpReceiver();
  let t: TestApp;
  let other: OtherInstance;

  beforeAll(async () => {
    const smtpUrl = await smtp.start();
    t = await startTestApp({ signup: { smtpUrl }, jobs });
    other = await startOtherInstance(t, { signup: { smtpUrl }, jobs });
  });
  afterAll(async () => {
    await other?.close();
    await t?.close();
    await smtp.stop();
  });

  test('mails queued through both are each delivered exactly once', async () => {
    const subjects = Array.from({ length: 24 }, (_, i) => `Shared queue ${i}`);
    await Promise.all(
      subjects.map((subject, i) => (i % 2 ? other : t).app.mailer.send(`m${i}@example.com`, mail(subject))),
    );
    await t.app.mailer.idle();

    expect([...smtp.accepted()].sort()).toEqual([...subjects].sort());
    const rows = await outboxOf(t.db, subjects);
    expect(rows).toHaveLength(subjects.length);
    expect(rows.every((r) => r.delivered !== null && r.error === null)).toBe(true);
  });
});

describe('an SMTP server that turns a mail away', () => {
  const smtp = new SmtpReceiver();
  let t: TestApp;
  /** each refusal is an error line for ops, naming the SMTP server's answer */
  const errors = capturedLog('error');
  const refusals = () => errors.lines.splice(0).map((l) => l.err?.message);

  beforeAll(async () => {
    const smtpUrl = await smtp.start();
    t = await startTestApp({
      signup: { smtpUrl, mailRetry: { retryLimit: 3, retryDelaySeconds: 1 } },
      jobs,
      logger: errors.logger,
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp.stop();
  });

  test('the mail is tried again after a wait and delivered once', async () => {
    smtp.refuse = 1;
    await t.app.mailer.send('busy@example.com', mail('Retried'));
    await t.app.mailer.idle();

    const tries = smtp.attempts.filter((a) => a.subject === 'Retried');
    expect(tries.map((a) => a.accepted)).toEqual([false, true]);
    // back-off: the first retry waits retryDelaySeconds at least
    expect(tries[1]!.at - tries[0]!.at).toBeGreaterThanOrEqual(1000);
    expect(await outboxOf(t.db, ['Retried'])).toEqual([
      { subject: 'Retried', delivered: expect.any(Date), error: null },
    ]);
    expect(refusals()).toEqual([expect.stringMatching(/451/)]);
  });

  test('while it is refused, the outbox row says why', async () => {
    smtp.refuse = 1;
    await t.app.mailer.send('busy@example.com', mail('Refused once'));
    const row = await waitFor('the refusal in the outbox', async () => {
      const [found] = await outboxOf(t.db, ['Refused once']);
      return found?.error ? found : undefined;
    });
    expect(row.error).toMatch(/451/);
    expect(row.delivered).toBeNull();
    await t.app.mailer.idle();
    expect(refusals()).toEqual([expect.stringMatching(/451/)]);
  });
});

describe('a restart', () => {
  test('a mail queued by an instance that never delivered is delivered by the next one started', async () => {
    const smtp = new SmtpReceiver();
    const smtpUrl = await smtp.start();
    const testDb = await openTestDb();
    const root = await mkdtemp(path.join(tmpdir(), 'dating-jobs-restart-'));
    const options: AppOptions = {
      db: testDb.db,
      ...appFolders(root),
      devTools: false,
      signup: { smtpUrl },
      jobs,
    };
    try {
      // Built but never ready: its workers never start, as when a process dies right after a request queued a mail.
      const first = await buildApp(options);
      await first.mailer.send('later@example.com', mail('After the restart'));
      await first.close();
      expect(await outboxOf(testDb.db, ['After the restart'])).toEqual([
        { subject: 'After the restart', delivered: null, error: null },
      ]);
      expect(smtp.attempts).toEqual([]);

      const second = await buildApp(options);
      try {
        await second.ready();
        await second.mailer.idle();
        expect(smtp.accepted()).toEqual(['After the restart']);
        const [row] = await outboxOf(testDb.db, ['After the restart']);
        expect(row!.delivered).not.toBeNull();
      } finally {
        await second.close();
      }
    } finally {
      await testDb.close();
      await rm(root, { recursive: true, force: true });
      await smtp.stop();
    }
  });
});
