import { setImmediate as nextTurn, setTimeout as delay } from 'node:timers/promises';
import fp from 'fastify-plugin';
import PgBoss from 'pg-boss';
import { CompiledQuery, type Transaction } from 'kysely';
import { jobQueueSqlOf, type Db } from '../db/connect';
import type { Database } from '../db/schema';
import type { JobHandler, JobName, JobQueue, JobSettings } from './job-queue';

declare module 'fastify' {
  interface FastifyInstance {
    /** background work run once across every instance (src/jobs/job-queue.ts) */
    jobs: JobQueue;
  }
}

export interface JobsPluginOptions {
  /** the site's database, opened with openDb: the queue lives in it */
  db: Db;
  /** how often an idle worker asks the database for work (default 2 s); jobs sent by this instance start at once */
  pollingIntervalSeconds?: number;
  /** at close, how long jobs under way may take to finish before they go back to the queue (default 10 s) */
  stopTimeoutMs?: number;
}

/** How often settled() looks at the queue. */
const SETTLED_POLL_MS = 50;

interface Queue {
  settings: JobSettings;
  handler: JobHandler<JobName>;
}

/** Whether `work` ended within `ms`; the timer is cleared either way, so none outlives the close that waited. */
async function within(work: Promise<unknown>, ms: number): Promise<boolean> {
  const timer = new AbortController();
  try {
    return await Promise.race([
      work.then(
        () => true,
        () => true,
      ),
      delay(ms, false, { signal: timer.signal }),
    ]);
  } finally {
    timer.abort();
  }
}

/** What pg-boss keeps as a failed job's output: the error's message (a thrown non-Error as it is). */
const toJobError = (err: unknown) => (err instanceof Error ? { message: err.message } : { message: String(err) });

/**
 * `app.jobs`: pg-boss on the site's own database, through the app's connections (src/db/job-queue-sql.ts), so the
 * same code runs on PGlite and on PostgreSQL, and each test file's schema has a queue of its own. Its tables are
 * made on first use; workers run from ready to close. At close the workers stop taking jobs, the jobs under way
 * get stopTimeoutMs to finish (their signal is aborted), and what is left goes back to the queue for the next
 * instance (pg-boss fails it, and a failed job with retries left is retried).
 */
export const jobsPlugin = fp<JobsPluginOptions>(
  async (app, options) => {
    const { db } = options;
    const sql = jobQueueSqlOf(db);
    if (!sql) throw new Error('The job queue needs a database opened with openDb (src/db/connect.ts)');

    // Every statement and handler under way, so close waits for them before the database can be closed.
    const underWay = new Set<Promise<unknown>>();
    const track = <T>(work: Promise<T>): Promise<T> => {
      underWay.add(work);
      void work.then(
        () => underWay.delete(work),
        () => underWay.delete(work),
      );
      return work;
    };
    const quiet = async () => {
      do {
        await Promise.allSettled([...underWay]);
        // pg-boss completes a job in a statement it starts after the handler returns: let it begin.
        await nextTurn();
      } while (underWay.size > 0);
    };

    const stopTimeoutMs = options.stopTimeoutMs ?? 10_000;
    // a handler that ignored its signal past the timeout is not waited for again: its job is back in the queue
    const quietWithinTimeout = () => within(quiet(), stopTimeoutMs);

    const boss = new PgBoss({
      db: { executeSql: (text, values) => track(sql.executeSql(text, values)) },
      schema: sql.schema,
      // no cron schedules; the supervisor expires jobs whose process died and archives finished ones
      schedule: false,
    });
    boss.on('error', (err) => app.log.error({ err }, 'job queue'));

    const queues = new Map<string, Queue>();
    let started: Promise<void> | undefined;
    const start = () =>
      (started ??= sql.exclusively(async () => {
        await boss.start();
        for (const [name, { settings }] of queues) {
          const queueOptions = {
            retryLimit: settings.retryLimit,
            retryDelay: settings.retryDelaySeconds,
            retryBackoff: settings.retryBackoff,
            expireInSeconds: settings.expireInSeconds,
          };
          await boss.createQueue(name, { name, ...queueOptions });
          // an existing queue takes the settings of the code now running
          await boss.updateQueue(name, { name, ...queueOptions });
        }
      }));

    const stopping = new AbortController();
    // Each worker's loop (several per queue with concurrency), and what wakes the idle ones at once.
    const loops: Promise<void>[] = [];
    const wakers = new Map<string, Set<() => void>>();
    const wake = (name: string) => {
      for (const waker of wakers.get(name) ?? []) waker();
    };
    const sendIn = (trx: Transaction<Database>) => ({
      executeSql: (text: string, values: unknown[]) => trx.executeQuery(CompiledQuery.raw(text, values ?? [])),
    });
    const queued = (name: string, id: string | null) => {
      if (!id) throw new Error(`Job not queued: no queue '${name}' (app.jobs.handle)`);
    };

    const jobs: JobQueue = {
      handle(name, settings, handler) {
        if (started) throw new Error(`Queue '${name}' declared after the job queue started`);
        queues.set(name, { settings, handler: handler as JobHandler<JobName> });
      },
      async send(name, data) {
        await start();
        queued(name, await boss.send(name, data as object));
        wake(name);
      },
      async inTransaction(work) {
        // before the transaction: on PGlite its one connection is the transaction's until it ends
        await start();
        const sent = new Set<string>();
        const result = await db.transaction().execute((trx) =>
          work({
            db: trx,
            async send(name, data) {
              queued(name, await boss.send(name, data as object, { db: sendIn(trx) }));
              sent.add(name);
            },
          }),
        );
        for (const name of sent) wake(name);
        return result;
      },
      async settled(name) {
        await start();
        while ((await boss.getQueueSize(name, { before: 'completed' })) > 0) await delay(SETTLED_POLL_MS);
      },
    };

    // Jobs taken by this instance and not finished: at close, what is still running past the timeout is failed,
    // so that it goes back to the queue (a failed job with retries left is retried).
    const running = new Map<string, string>();
    const pollingMs = (options.pollingIntervalSeconds ?? 2) * 1000;

    /**
     * One worker: take a job, do it, complete or fail it; when there is none, wait for the polling interval, a job
     * sent by this instance, or close. pg-boss's own workers (boss.work) go on polling on timers of their own after
     * boss.stop() has resolved (a worker caught in a fetch at stop, then its offWork check once a second): the
     * loop here is a promise that close waits for, and its only timer is cleared when it ends.
     */
    const workLoop = async (name: string, queue: Queue) => {
      let woken = false;
      const waker = () => void (woken = true);
      const queueWakers = wakers.get(name) ?? new Set<() => void>();
      wakers.set(name, queueWakers.add(waker));
      try {
        while (!stopping.signal.aborted) {
          woken = false;
          let job: PgBoss.Job<object> | undefined;
          try {
            [job] = await track(boss.fetch<object>(name, { batchSize: 1 }));
          } catch (err) {
            app.log.error({ err, queue: name }, 'job queue: fetching a job failed');
          }
          if (job) {
            await runJob(name, queue, job);
            continue;
          }
          if (!woken && !stopping.signal.aborted) await idle(queueWakers, () => woken);
        }
      } finally {
        queueWakers.delete(waker);
      }
    };

    /** Resolves after the polling interval, or at once when woken or stopping; leaves no timer behind. */
    const idle = (queueWakers: Set<() => void>, woken: () => boolean) =>
      new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          queueWakers.delete(done);
          stopping.signal.removeEventListener('abort', done);
          resolve();
        };
        const timer = setTimeout(done, pollingMs);
        queueWakers.add(done);
        stopping.signal.addEventListener('abort', done);
        if (woken()) done();
      });

    const runJob = async (name: string, queue: Queue, job: PgBoss.Job<object>) => {
      running.set(job.id, name);
      try {
        await track(queue.handler(job.data as never, { id: job.id, signal: stopping.signal }));
        if (running.delete(job.id)) await track(boss.complete(name, job.id));
      } catch (err) {
        app.log.warn({ err, queue: name, job: job.id }, 'job failed; pg-boss retries it while retries are left');
        if (running.delete(job.id)) await track(boss.fail(name, job.id, toJobError(err))).catch(() => undefined);
      }
    };

    app.addHook('onReady', async () => {
      await start();
      for (const [name, queue] of queues)
        for (let i = 0; i < (queue.settings.concurrency ?? 1); i++) loops.push(workLoop(name, queue));
    });
    // preClose: the workers stop while everything they use (mail transport, database) is still there
    app.addHook('preClose', async () => {
      stopping.abort();
      if (!started) return;
      await started.catch(() => undefined);
      // the jobs under way get stopTimeoutMs to finish; those still running go back to the queue
      if (!(await within(Promise.all(loops), stopTimeoutMs)))
        for (const [id, name] of [...running]) {
          running.delete(id);
          await track(boss.fail(name, id, { message: 'the instance stopped while the job ran' })).catch(
            () => undefined,
          );
        }
      // the supervisor's timers; no workers of pg-boss's own to wait for
      await boss.stop({ graceful: false, close: false });
      await quietWithinTimeout();
    });
    // jobs sent by requests that were still running at preClose
    app.addHook('onClose', quietWithinTimeout);

    app.decorate('jobs', jobs);
  },
  { name: 'jobs' },
);
