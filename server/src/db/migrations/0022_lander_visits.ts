import { sql, type Kysely } from 'kysely';

/**
 * Visits of each landing page per landers version and day, counted as the pages are served (landers/lander-visits.ts):
 * aggregated counts only, nothing about a visitor. The ops page sets them beside the signups that came through the
 * same page and version.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('lander_visits')
    .addColumn('day', 'date', (c) => c.notNull())
    .addColumn('page', 'varchar(255)', (c) => c.notNull())
    .addColumn('version', 'varchar(128)', (c) => c.notNull())
    .addColumn('visits', 'integer', (c) => c.notNull().defaultTo(0))
    .addPrimaryKeyConstraint('lander_visits_pkey', ['day', 'page', 'version'])
    .execute();
  await sql`create index lander_visits_by_day on lander_visits (day)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('lander_visits').execute();
}
