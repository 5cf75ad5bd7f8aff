import { sql, type Kysely } from 'kysely';

/**
 * Hardening (issue 10): the /_ops page logs in into a session of its own instead of keeping the ops token in
 * a cookie. In the database so every instance behind a load balancer knows it; only the id's sha256 is kept.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('ops_sessions')
    .addColumn('id_hash', 'char(64)', (c) => c.primaryKey())
    .addColumn('csrf', 'varchar(64)', (c) => c.notNull())
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('expires_at', 'timestamptz', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('ops_sessions').execute();
}
