import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createHook } from 'node:async_hooks';
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

/** The handles alive now, by kind (Timeout, TCPServerWrap, …). */
const resources = () => {
  const counts = new Map<string, number>();
  for (const kind of process.getActiveResourcesInfo()) counts.set(kind, (counts.get(kind) ?? 0) + 1);
  return counts;
};

/** Where the app's own timers are made: its code, its job queue, database, mail and Redis clients. */
const APP_CODE = /\/server\/src\/|node_modules\/(pg-boss|pg-pool|pg|nodemailer|ioredis|fastify)\//;

/**
 * The timers made from the app's code from now on, unref'd ones too: those not yet fired or cleared, and those that
 * fired after closed() was called. (Node's own cache of the Date header, made inside a reply, is not the app's.)
 */
function timersOfTheApp() {
  const pending = new Map<number, string>();
  const firedAfterClose: string[] = [];
  let closed = false;
  const hook = createHook({
    init(id, type) {
      if (type !== 'Timeout') return;
      const stack = new Error().stack ?? '';
      if (!APP_CODE.test(stack) || stack.includes('(node:internal/http:')) return;
      const frames = stack.split('\n').filter((line) => /^\s+at /.test(line) && !line.includes('(node:'));
      pending.set(
        id,
        frames
          .slice(1, 4)
          .join(' <')
          .replace(/\s+at /g, ' '),
      );
    },
    before(id) {
      const where = pending.get(id);
      if (closed && where) firedAfterClose.push(where);
    },
    destroy: (id) => void pending.delete(id),
  }).enable();
  return {
    closed: () => void (closed = true),
    /** Resolves once every one of them has fired or been cleared. */
    async settled() {
      while (pending.size > 0) await new Promise((resolve) => setTimeout(resolve, 20));
    },
    firedAfterClose,
    stop: () => hook.disable(),
  };
}

const MAILS = 30;
const REQUESTS = 30;

test('closing under load: work under way ends or goes back to the queue, and nothing runs after close', async () => {
  const smtp = new SmtpReceiver();
  const smtpUrl = await smtp.start();
  const testDb = await openTestDb();
  const root = await mkdtemp(path.join(tmpdir(), 'dating-close-under-load-'));
  const logged: { level: number; msg: string }[] = [];
  const timers = timersOfTheApp();
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
    timers.closed();

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
    // its server is gone (its timers are checked one by one below: anything else may have made or ended some)
    const servers = (counts: Map<string, number>) => counts.get('TCPServerWrap') ?? 0;
    expect(servers(resources())).toBe(servers(before));
    // what the app left (a mail connection closing) ends without a timer of the app firing after its close
    await timers.settled();
    expect(timers.firedAfterClose).toEqual([]);
    expect(smtp.attempts).toHaveLength(delivered);
    expect(logged.filter((line) => line.level >= 50)).toEqual([]);
  } finally {
    timers.stop();
    await testDb.close();
    await rm(root, { recursive: true, force: true });
    await smtp.stop();
  }
});
