import { sql, type Kysely } from 'kysely';

/**
 * One row per remote load/render error reported by the host's beacon (rate limited per IP), so ops can
 * count errors per remote and version, and a canary's errors since it started.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('remote_errors')
    .addColumn('id', 'bigserial', (c) => c.primaryKey())
    .addColumn('remote', 'varchar(64)', (c) => c.notNull())
    .addColumn('version', 'varchar(128)', (c) => c.notNull())
    .addColumn('phase', 'varchar(6)', (c) => c.notNull().check(sql`phase in ('load', 'render')`))
    .addColumn('message', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema
    .createIndex('remote_errors_by_version')
    .on('remote_errors')
    .columns(['remote', 'version', 'created_at'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('remote_errors').execute();
}
