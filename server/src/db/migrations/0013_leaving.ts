import { sql, type Kysely } from 'kysely';

/**
 * Leaving (GDPR articles 15, 17 and 20): when an account was deleted, and the "download my data" jobs.
 * - members.deleted_at: a deleted account keeps an anonymous row (payment records point at it) but no address;
 *   this is when it was emptied.
 * - data_exports: one row per export job, its status and progress, so a restart finds the jobs that were under
 *   way and either runs them again or fails them cleanly; the finished zip lives under <dataDir>/exports.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('members').addColumn('deleted_at', 'timestamptz').execute();

  await db.schema
    .createTable('data_exports')
    .addColumn('id', 'serial', (c) => c.primaryKey())
    .addColumn('member_id', 'integer', (c) => c.notNull().references('members.id').onDelete('cascade'))
    .addColumn('status', 'varchar(16)', (c) =>
      c
        .notNull()
        .defaultTo('queued')
        .check(sql`status in ('queued', 'running', 'ready', 'failed')`),
    )
    .addColumn('progress', 'integer', (c) =>
      c
        .notNull()
        .defaultTo(0)
        .check(sql`progress between 0 and 100`),
    )
    // how often a runner picked it up: a job that keeps dying with the process is failed, not retried forever
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    // the zip's name under <dataDir>/exports (random, so it is not guessable from the id)
    .addColumn('file_name', 'varchar(100)')
    .addColumn('size_bytes', 'bigint')
    .addColumn('error', 'text')
    // where the "ready" mail links to: PUBLIC_URL or the allowlisted origin the member asked from (never a Host header)
    .addColumn('link_base', 'text', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('started_at', 'timestamptz')
    .addColumn('finished_at', 'timestamptz')
    .addColumn('expires_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('data_exports_member').on('data_exports').columns(['member_id', 'created_at']).execute();
  // One export at a time per member: a second one while one is queued or running cannot be inserted.
  await sql`create unique index data_exports_one_open on data_exports (member_id)
    where status in ('queued', 'running')`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('data_exports').execute();
  await db.schema.alterTable('members').dropColumn('deleted_at').execute();
}
