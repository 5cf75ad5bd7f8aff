import { sql, type DatabaseIntrospector } from 'kysely';
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
  const schema = rows[0]!.schema;
  const migrator = new Migrator({
    db: introspectingOnly(db, schema),
    provider: { getMigrations: async () => migrations },
    migrationTableSchema: schema,
  });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === 'Error');
  if (error || failed) {
    const cause = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed?.migrationName ?? '(unknown)'} failed: ${cause}`);
  }
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/**
 * `db` for Kysely's Migrator, whose only look at the catalog (does the migration table exist yet?) sees the tables
 * of `schema` alone. Kysely's PostgreSQL introspector lists every column of every table in every schema and calls
 * has_schema_privilege and pg_get_serial_sequence on each by name: a schema another process drops meanwhile (a
 * test file's, at its end, or another app's on the same server) makes the lookup wait for that drop, then fail
 * with the dropped schema or table "does not exist", and the migration with it.
 */
function introspectingOnly(db: Db, schema: string): Db {
  const introspection: DatabaseIntrospector = {
    getSchemas: () => db.introspection.getSchemas(),
    getTables: async () => {
      const { rows } = await sql<{ name: string; kind: string }>`
        select c.relname as name, c.relkind as kind
        from pg_catalog.pg_class c join pg_catalog.pg_namespace n on n.oid = c.relnamespace
        where n.nspname = ${schema} and c.relkind in ('r', 'p', 'v', 'f')
      `.execute(db);
      return rows.map(({ name, kind }) => ({
        name,
        schema,
        isView: kind === 'v',
        isForeign: kind === 'f',
        columns: [],
      }));
    },
  };
  return new Proxy(db, {
    get(target, property) {
      if (property === 'introspection') return introspection;
      const value: unknown = Reflect.get(target, property, target);
      // Kysely's methods use private fields: they run on the instance itself
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
    },
  });
}
