import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'kysely';
import { buildApp } from '../src/app';
import { jobQueueSqlOf } from '../src/db/connect';
import { HttpClient } from './helpers/http-client';
import { SmtpReceiver } from './helpers/smtp-receiver';
import { appFolders } from './helpers/test-app';
import { openTestDb } from './helpers/test-db';

/**
 * What a SIGTERM'd instance does (src/main.ts closes the app): closing while requests are answered and mail jobs
 * run. Close resolves only once the job queue's workers, its supervisor, the event stream, the listeners and every
 * timer of the app have stopped, so that the database can be closed right after it: nothing of the app runs
 * later — no timer is left to fire, no statement reaches the closed database, and no job is left taken.
 */

/** The timers, servers and sockets alive now, by kind (Timeout, TCPServerWrap, …). */
const resources = () => {
  const counts = new Map<string, number>();
  for (const kind of process.getActiveResourcesInfo()) counts.set(kind, (counts.get(kind) ?? 0) + 1);
  return counts;
};

const MAILS = 30;
const REQUESTS = 30;

test('closing under load: work under way ends or goes back to the queue, and nothing runs after close', async () => {
  const smtp = new SmtpReceiver();
  const smtpUrl = await smtp.start();
  const testDb = await openTestDb();
  const root = await mkdtemp(path.join(tmpdir(), 'dating-close-under-load-'));
  const logged: { level: number; msg: string }[] = [];
  try {
    const before = resources();
    const app = await buildApp({
      db: testDb.db,
      ...appFolders(root),
      devTools: false,
      signup: { smtpUrl },
      // idle workers poll often: a poll scheduled after close would show as a timer left behind
      jobs: { pollingIntervalSeconds: 0.5 },
      // a short heartbeat: a stream's timer left behind would fire soon
      realtime: { heartbeatMs: 50 },
      logger: { level: 'warn', stream: { write: (line: string) => void logged.push(JSON.parse(line)) } },
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const client = new HttpClient(`http://127.0.0.1:${(app.server.address() as { port: number }).port}`);

    const mails = Array.from({ length: MAILS }, (_, i) =>
      app.mailer.send(`load${i}@example.com`, { subject: `Load ${i}`, text: 'text', html: '<p>html</p>' }),
    );
    await Promise.all(mails);
    // requests under way while it closes: each is answered, or refused as the server stops (503, or the connection
    // closed), never left hanging
    const requests = Array.from({ length: REQUESTS }, (_, i) =>
      client.get(i % 2 ? '/api/settings.php' : '/api/user.php').then(
        (res) => res.status,
        () => 'refused',
      ),
    );
    // the workers are delivering: close now
    await smtp.attemptsReach(1);
    await app.close();
    const afterClose = resources();

    // no timer of the app outlives its close, nor its server or any connection it opened (one of jest's own may
    // have ended meanwhile: fewer than before is fine)
    const left = (kind: string) => Math.max(0, (afterClose.get(kind) ?? 0) - (before.get(kind) ?? 0));
    expect({ timers: left('Timeout'), immediates: left('Immediate'), servers: left('TCPServerWrap') }).toEqual({
      timers: 0,
      immediates: 0,
      servers: 0,
    });
    for (const status of await Promise.all(requests)) expect([200, 503, 'refused']).toContain(status);

    // every job is done or back in the queue for the next instance: none is left taken by this one
    const queue = jobQueueSqlOf(testDb.db)!.schema;
    const { rows } = await sql<{ state: string; count: number }>`
      select state, count(*)::int as count from ${sql.id(queue, 'job')} where name = 'mail-delivery' group by state
    `.execute(testDb.db);
    expect(rows.filter((r) => r.state === 'active')).toEqual([]);
    const delivered = smtp.attempts.length;
    expect(delivered).toBeGreaterThan(0);

    // the database closes right after: a statement of the app sent later would fail and be logged
    await testDb.close();
    await new Promise((resolve) => setImmediate(resolve));
    expect(smtp.attempts).toHaveLength(delivered);
    expect(logged.filter((line) => line.level >= 50)).toEqual([]);
  } finally {
    await testDb.close();
    await rm(root, { recursive: true, force: true });
    await smtp.stop();
  }
});
