import { randomBytes } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql, type Selectable } from 'kysely';
import type { Db } from '../db/connect';
import type { DataExportsTable } from '../db/schema';
import type { Mailer } from '../mail/mailer';
import { exportReadyMail } from '../mail/leaving-mails';
import type { ObjectStore } from '../objects/object-store';
import { exportKeyOf } from './exports-dir';
import { collectMemberData } from './member-data';
import { writeExportZip } from './write-export-zip';

export type ExportRow = Selectable<DataExportsTable>;

/** A download works this long after the zip is made; then the sweep deletes it. */
export const EXPORT_KEEP_DAYS = 7;
/** A job that died with its process this many times is failed rather than run again. */
const MAX_ATTEMPTS = 3;
/** How often the runner looks for work it was not told about (another instance queued it, a missed kick). */
const POLL_MS = 5_000;
/**
 * How long a shutdown waits for the job under way. The job stops at its next step and goes back to the queue; one
 * that does not get there in time is left 'running', which the next start queues again (start()).
 */
const STOP_WAIT_MS = 5_000;

/** Thrown inside a job when the runner is stopping: not a failure of the job. */
class RunnerStopping extends Error {}

export interface ExportRunnerOptions {
  db: Db;
  mailer: Mailer;
  /** the photos the zips hold */
  media: ObjectStore;
  /** where finished zips go (objects/media-stores.ts) */
  exports: ObjectStore;
  siteName: string;
  log: (err: unknown, message: string) => void;
}

/**
 * Builds data exports in the background, one at a time, in this process (one runner per instance; the queue is
 * the data_exports table, taken with SKIP LOCKED so two instances never build the same one). On start the jobs a
 * previous process left 'running' are queued again, or failed after MAX_ATTEMPTS, so a restart neither loses nor
 * endlessly repeats one. Progress goes to the row, which the page polls.
 */
export class ExportRunner {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;

  constructor(private readonly o: ExportRunnerOptions) {}

  async start(): Promise<void> {
    await this.o.db
      .updateTable('data_exports')
      .set({ status: 'failed', error: 'stopped with the server too often', finished_at: new Date() })
      .where('status', '=', 'running')
      .where('attempts', '>=', MAX_ATTEMPTS)
      .execute();
    await this.o.db.updateTable('data_exports').set({ status: 'queued' }).where('status', '=', 'running').execute();
    this.timer = setInterval(() => this.kick(), POLL_MS);
    this.timer.unref();
    this.kick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    if (this.running) await Promise.race([this.running, delay(STOP_WAIT_MS, undefined, { ref: false })]);
  }

  /** Looks for work now (called after a job is queued). */
  kick(): void {
    if (this.running || this.stopped) return;
    this.running = this.drain()
      .catch((err) => this.o.log(err, 'data export runner failed'))
      .finally(() => {
        this.running = undefined;
      });
  }

  /** Waits until no job is under way (tests). */
  async idle(): Promise<void> {
    while (this.running) await this.running;
  }

  private async drain(): Promise<void> {
    await this.sweep();
    for (;;) {
      if (this.stopped) return;
      const job = await this.take();
      if (!job) return;
      await this.build(job);
    }
  }

  /** The oldest queued job, marked running; null when none waits. */
  private async take(): Promise<ExportRow | null> {
    const { rows } = await sql<ExportRow>`
      update data_exports set status = 'running', attempts = attempts + 1, started_at = now(), progress = 0
      where id = (select id from data_exports where status = 'queued' order by id limit 1 for update skip locked)
      returning *`.execute(this.o.db);
    return rows[0] ?? null;
  }

  private async setProgress(id: number, percent: number): Promise<void> {
    await this.o.db
      .updateTable('data_exports')
      .set({ progress: Math.round(percent) })
      .where('id', '=', id)
      .execute();
  }

  private async build(job: ExportRow): Promise<void> {
    const { db } = this.o;
    const key = exportKeyOf(`${randomBytes(16).toString('hex')}.zip`);
    // Built in a private temporary folder of this machine, then stored whole where every instance reads it.
    const workDir = await mkdtemp(path.join(tmpdir(), 'dating-export-'));
    let stored = false;
    try {
      const { data, photos } = await collectMemberData(db, job.member_id);
      await this.setProgress(job.id, 20);
      const zip = path.join(workDir, key);
      const size = await writeExportZip(zip, { data, photos, media: this.o.media }, (share) => {
        if (this.stopped) throw new RunnerStopping();
        return this.setProgress(job.id, 20 + share * 70);
      });
      await this.o.exports.putFile(key, zip, 'application/zip');
      stored = true;
      const now = new Date();
      // ready and its mail in one transaction: whoever sees the export ready finds its mail queued
      const marked = await this.o.mailer.sendWith(
        async (trx) => {
          const updated = await trx
            .updateTable('data_exports')
            .set({
              status: 'ready',
              progress: 100,
              file_name: key,
              size_bytes: size,
              finished_at: now,
              expires_at: new Date(now.getTime() + EXPORT_KEEP_DAYS * 86_400_000),
            })
            .where('id', '=', job.id)
            .where('status', '=', 'running')
            .executeTakeFirst();
          return updated.numUpdatedRows > 0n;
        },
        String(data.account.email),
        this.readyMail(job, data.account),
      );
      // The account was deleted meanwhile (its rows are gone): the file must not outlive it.
      if (!marked) await this.o.exports.remove([key]);
    } catch (err) {
      if (stored) await this.o.exports.remove([key]);
      if (err instanceof RunnerStopping) {
        await db.updateTable('data_exports').set({ status: 'queued' }).where('id', '=', job.id).execute();
        return;
      }
      this.o.log(err, `data export ${job.id} failed`);
      await db
        .updateTable('data_exports')
        .set({ status: 'failed', error: String((err as Error)?.message ?? err), finished_at: new Date() })
        .where('id', '=', job.id)
        .execute();
    } finally {
      await rm(workDir, { recursive: true, force: true });
    }
  }

  private readyMail(job: ExportRow, account: Record<string, unknown>) {
    return exportReadyMail({
      language: String(account.language ?? 'en'),
      site: this.o.siteName,
      link: `${job.link_base.replace(/\/+$/, '')}/profile`,
      days: EXPORT_KEEP_DAYS,
      gender: account.gender === 'male' || account.gender === 'female' ? account.gender : '',
    });
  }

  /** Expired zips go, with their rows; failed rows are kept a day (the page says it failed), then go. */
  private async sweep(now = new Date()): Promise<void> {
    const expired = await this.o.db
      .deleteFrom('data_exports')
      .where((eb) =>
        eb.or([
          eb('expires_at', '<=', now),
          eb.and([eb('status', '=', 'failed'), eb('created_at', '<=', new Date(now.getTime() - 86_400_000))]),
        ]),
      )
      .returning('file_name')
      .execute();
    await this.o.exports.remove(expired.flatMap(({ file_name }) => (file_name ? [exportKeyOf(file_name)] : [])));
  }
}
