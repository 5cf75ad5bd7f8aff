import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import pg from 'pg';
import type { Database } from './schema';

export type Db = Kysely<Database>;

export interface DbOptions {
  /** a PostgreSQL URL; when set, PGlite is not used */
  databaseUrl?: string;
  /** PGlite data folder, or 'memory://' for a database that lives only as long as the process */
  pgliteDir?: string;
  /** PostgreSQL only: put every table in this schema (tests give each file its own) */
  schema?: string;
  /** PGlite only: start from this dump (PGlite dumpDataDir) instead of an empty cluster, skipping initdb */
  loadDataDir?: Blob;
}

export interface OpenDb {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

const DATE_OID = 1082;
/** Dates stay 'YYYY-MM-DD' text: a JS Date at local midnight would shift birthdays across time zones. */
const keepDateText = (value: string) => value;

export async function openDb(options: DbOptions): Promise<OpenDb> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.schema);
  return openPglite(options.pgliteDir ?? 'memory://', options.loadDataDir);
}

async function openPglite(dir: string, loadDataDir?: Blob): Promise<OpenDb> {
  const dataDir = dir.startsWith('memory://') ? dir : path.resolve(dir);
  // PGlite creates its own folder but not the ones above it (a fresh checkout has no .data yet).
  if (!dir.startsWith('memory://')) await mkdir(path.dirname(dataDir), { recursive: true });
  const client = await PGlite.create(dataDir, { parsers: { [pgliteTypes.DATE]: keepDateText }, loadDataDir });
  // The dialect closes the PGlite instance when Kysely is destroyed.
  const db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
  return { db, kind: 'pglite', close: () => db.destroy() };
}

async function openPostgres(connectionString: string, schema?: string): Promise<OpenDb> {
  if (schema !== undefined && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Unsafe schema name: ${schema}`);
  const pool = new pg.Pool({
    connectionString,
    max: Number(process.env.DATABASE_POOL_SIZE ?? 10),
    // search_path per connection, so the same unqualified SQL runs in a test's own schema.
    options: schema ? `-c search_path=${schema}` : undefined,
    types: {
      getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
        oid === DATE_OID ? keepDateText : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
    },
  });
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, kind: 'postgres', close: () => db.destroy() };
}
