import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';

/**
 * Each queue's payload, added by the part that owns the queue through declaration merging:
 * `declare module '../jobs/job-queue' { interface JobPayloads { 'mail-delivery': { outboxId: number } } }`.
 * Payloads are JSON: ids of rows, not the rows (the row may have changed by the time the job runs).
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging in each owner
export interface JobPayloads {}

export type JobName = keyof JobPayloads & string;

export interface JobSettings {
  /** tries after the first; after the last the job stays failed in pg-boss's table */
  retryLimit: number;
  /** seconds before the first retry, a whole number; with backoff each next wait is about twice as long */
  retryDelaySeconds: number;
  retryBackoff: boolean;
  /**
   * A job running longer is failed (and retried). It is also how long a job taken by a process that died waits
   * before another instance retries it.
   */
  expireInSeconds: number;
  /** jobs of this queue one instance works on at once (default 1) */
  concurrency?: number;
}

export interface JobContext {
  id: string;
  /** aborted when this instance stops: a long job stops at its next step and goes back to the queue */
  signal: AbortSignal;
}

export type JobHandler<N extends JobName> = (data: JobPayloads[N], job: JobContext) => Promise<void>;

/** Sends jobs inside the caller's transaction: they exist exactly when its writes do. */
export interface JobTransaction {
  db: Transaction<Database>;
  send<N extends JobName>(name: N, data: JobPayloads[N]): Promise<void>;
}

/**
 * Background work that runs once across every instance on one database, with retries, and survives a restart
 * (docs/architecture.md, Several instances): pg-boss on the site's own PostgreSQL or PGlite (src/jobs/plugin.ts).
 */
export interface JobQueue {
  /** The queue `name` and what does its jobs; before the server is ready. Each instance works from ready to close. */
  handle<N extends JobName>(name: N, settings: JobSettings, handler: JobHandler<N>): void;
  /** Queues one job; whichever instance takes it first does it (this instance's workers look at once). */
  send<N extends JobName>(name: N, data: JobPayloads[N]): Promise<void>;
  /**
   * Runs `work` in a transaction of the site's database, sending jobs with its writes (`tx.send`): both happen or
   * neither. On PGlite, with its single connection, jobs must not be sent inside a transaction any other way.
   */
  inTransaction<T>(work: (tx: JobTransaction) => Promise<T>): Promise<T>;
  /** Resolves once no job of `name` waits, waits for a retry, or runs, on any instance (tests). */
  settled(name: JobName): Promise<void>;
}
