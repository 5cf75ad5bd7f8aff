import { createHash, randomBytes } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Kysely, sql } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { openDb, type Db } from '../../src/db/connect';
import PgBoss from 'pg-boss';
import { jobQueueSchemaFor, pgliteJobQueueSql } from '../../src/db/job-queue-sql';
import { migrateToLatest } from '../../src/db/migrate';
import type { Database } from '../../src/db/schema';
import { tracked } from './left-open';

const MIGRATIONS_DIR = path.join(__dirname, '../../src/db/migrations');
/**
 * Settings of the template, kept in its postgresql.auto.conf. PostgreSQL's default 128 MB of shared buffers are
 * allocated and cleared at every start, a tenth of a second of CPU per database in WebAssembly; a test file's
 * rows fit in a fraction of 16 MB.
 */
const TEMPLATE_SETTINGS = { shared_buffers: '16MB' };
/**
 * initdb's template databases, dropped from the template: nothing creates a database on PGlite, and their 600 files
 * were half of what every test file unpacked into WebAssembly's file system (0.4 s of CPU per open).
 */
const UNUSED_DATABASES = ['template0', 'template1'];

/** The migrated empty database as a PGlite dump, named by the migrations it holds: a new migration, a new file. */
function templateFile(): string {
  const hash = createHash('sha256').update(JSON.stringify({ TEMPLATE_SETTINGS, UNUSED_DATABASES }));
  for (const file of readdirSync(MIGRATIONS_DIR).sort())
    hash.update(file).update(readFileSync(path.join(MIGRATIONS_DIR, file)));
  hash.update(PgBoss.getConstructionPlans(jobQueueSchemaFor()));
  return path.join(tmpdir(), `dating-test-db-${hash.digest('hex').slice(0, 16)}.tar`);
}

/**
 * A fresh PGlite costs an initdb (about 3 s on these machines) and the migrations; a copy of a migrated one costs
 * a fraction of that. The first test file to need it makes the dump; every later one, in any process, reads it.
 */
async function migratedTemplate(): Promise<Blob> {
  const file = templateFile();
  try {
    return new Blob([await readFile(file)]);
  } catch {
    const client = await PGlite.create('memory://');
    const db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
    await migrateToLatest(db);
    // the job queue's tables too (src/jobs): each test file's app would otherwise install them afresh
    const jobQueue = pgliteJobQueueSql(db, client);
    await jobQueue.executeSql(PgBoss.getConstructionPlans(jobQueue.schema));
    for (const [name, value] of Object.entries(TEMPLATE_SETTINGS))
      await sql`alter system set ${sql.raw(name)} = ${sql.lit(value)}`.execute(db);
    for (const name of UNUSED_DATABASES) {
      await sql`update pg_database set datistemplate = false where datname = ${name}`.execute(db);
      await sql`drop database ${sql.id(name)}`.execute(db);
    }
    // Uncompressed (about 40 MB): each test file reads it once, and no unzipping saves a third of a second each.
    const dump = await client.dumpDataDir('none');
    await db.destroy();
    const partial = `${file}.${process.pid}.part`;
    await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    await rename(partial, file);
    return dump;
  }
}

/**
 * Makes the template unless it exists (test/global-setup.ts): once per jest run, before any test file, so that no
 * file's beforeAll pays an initdb and every migration within its time limit on a busy machine.
 */
export async function prepareTemplate(): Promise<void> {
  await migratedTemplate();
}

export interface TestDb {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/** The file's schema and the job queue's beside it (src/db/job-queue-sql.ts), made on the queue's first use. */
export async function dropSchemas(admin: Db, schema: string): Promise<void> {
  await sql`drop schema ${sql.id(schema)} cascade`.execute(admin);
  await sql`drop schema if exists ${sql.id(jobQueueSchemaFor(schema))} cascade`.execute(admin);
}

/**
 * A fresh, migrated database for one test file: PGlite in memory, or with DATABASE_URL a schema of its own
 * on that PostgreSQL (created here, dropped on close) so files never see each other's rows.
 */
export function openTestDb(): Promise<TestDb> {
  return tracked('a database (openTestDb)', openUntrackedTestDb());
}

/** openTestDb for a helper that closes the database with what it made on it (startTestApp). */
export async function openUntrackedTestDb(): Promise<TestDb> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const { db, close } = await openDb({ pgliteDir: 'memory://', loadDataDir: await migratedTemplate() });
    // nothing to do on a copy of the template; here so a template that fell behind is caught up, not trusted
    await migrateToLatest(db);
    return { db, kind: 'pglite', close };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = await openDb({ databaseUrl: url });
  await sql`create schema ${sql.id(schema)}`.execute(admin.db);
  const { db, close } = await openDb({ databaseUrl: url, schema });
  try {
    await migrateToLatest(db);
  } catch (err) {
    // Leave nothing behind: no schema on the server, no open pool keeping jest alive.
    await close();
    await dropSchemas(admin.db, schema);
    await admin.close();
    throw err;
  }
  return {
    db,
    kind: 'postgres',
    close: async () => {
      await close();
      await dropSchemas(admin.db, schema);
      await admin.close();
    },
  };
}
