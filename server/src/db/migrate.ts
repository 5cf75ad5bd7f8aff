import { sql } from 'kysely';
import { Migrator } from 'kysely/migration';
import type { Db } from './connect';
import { migrations } from './migrations';

/**
 * Brings the schema to the newest version; throws with the failing migration's name when one fails.
 * The migration tables are pinned to the connection's current schema: Kysely otherwise accepts a
 * kysely_migration table of any schema as its own, and a second schema on the same database (tests, or
 * two apps sharing a server) would skip its migrations.
 */
export async function migrateToLatest(db: Db): Promise<string[]> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: rows[0]!.schema,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const cause = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${cause}`);
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
