import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { buildApp } from '../src/app';
import { openDb, type Db } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrate';
import { migrations } from '../src/db/migrations';
import type { Database } from '../src/db/schema';
import { dropSchemas } from './helpers/test-db';

type Opened = Awaited<ReturnType<typeof openDb>>;

/**
 * Three instances' connections to a new schema on the PostgreSQL at DATABASE_URL, as three servers started at once
 * on a new database; afterwards the schema and the job queue's beside it are dropped.
 */
async function onNewSchema(work: (instances: Opened[], admin: Db, schema: string) => Promise<void>): Promise<void> {
  const url = process.env.DATABASE_URL!;
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = await openDb({ databaseUrl: url });
  await sql`create schema ${sql.id(schema)}`.execute(admin.db);
  const instances = await Promise.all([1, 2, 3].map(() => openDb({ databaseUrl: url, schema })));
  try {
    await work(instances, admin.db, schema);
  } finally {
    await Promise.all(instances.map(({ close }) => close()));
    await dropSchemas(admin.db, schema);
    await admin.close();
  }
}

/**
 * Several instances start at the same moment on one database (deploy/, more than one instance): each runs the
 * migrations at start, and each migration must run exactly once. Kysely's migrator holds a PostgreSQL advisory
 * lock while it migrates; this shows it on a real server. PGlite is one process: nothing to race.
 */
(process.env.DATABASE_URL ? test : test.skip)(
  'three instances migrating a new database at once: every migration runs once, and every instance starts',
  () =>
    onNewSchema(async (instances, admin, schema) => {
      const applied = await Promise.all(instances.map(({ db }) => migrateToLatest(db)));
      expect(applied.flat().sort()).toEqual(Object.keys(migrations).sort());
      const { rows } = await sql<{ name: string }>`select name from ${sql.id(schema, 'kysely_migration')}`.execute(
        admin,
      );
      expect(rows.map((r) => r.name).sort()).toEqual(Object.keys(migrations).sort());
    }),
  60_000,
);

/**
 * The same instances then start their job queue (src/jobs), whose tables pg-boss makes on first start: started
 * together on a new database, each must come up (one at a time under an advisory lock, src/db/job-queue-sql.ts),
 * not fail on another's half-made schema.
 */
(process.env.DATABASE_URL ? test : test.skip)(
  'three instances starting their job queue on a new database at once all start',
  () =>
    onNewSchema(async (instances) => {
      const root = await mkdtemp(path.join(tmpdir(), 'dating-start-test-'));
      try {
        await migrateToLatest(instances[0]!.db);
        const apps = await Promise.all(
          instances.map(({ db }, i) =>
            buildApp({ db, devTools: false, dataDir: path.join(root, `data${i}`), storeDir: root, hostDir: root }),
          ),
        );
        try {
          const started = await Promise.allSettled(apps.map((app) => app.ready()));
          expect(started.map((s) => (s.status === 'rejected' ? String(s.reason) : 'ready'))).toEqual([
            'ready',
            'ready',
            'ready',
          ]);
        } finally {
          await Promise.all(apps.map((app) => app.close()));
        }
      } finally {
        await rm(root, { recursive: true, force: true });
      }
    }),
  60_000,
);

/**
 * Test files migrate their own schema on one server while other files drop theirs (two jest runs side by side).
 * Kysely's introspector listed every table of every schema from its snapshot, then looked each one's schema up by
 * name in the catalog as it is now: a drop that committed in between failed the migration with the dropped schema
 * "does not exist". Here the window is held open: the migration runs in a transaction whose snapshot was taken
 * before another schema's drop committed, as a catalog query under way while the drop commits.
 */
(process.env.DATABASE_URL ? test : test.skip)(
  'migrating a schema does not fail on another schema dropped while it looks at the catalog',
  () =>
    onNewSchema(async (_instances, admin, schema) => {
      const other = `test_${randomBytes(6).toString('hex')}`;
      await sql`create schema ${sql.id(other)}`.execute(admin);
      await sql`create table ${sql.id(other, 'rows')} (id serial primary key)`.execute(admin);
      // one connection, in a transaction the migrator's own begin and commit join (PostgreSQL only warns)
      const pool = new pg.Pool({
        connectionString: process.env.DATABASE_URL,
        max: 1,
        options: `-c search_path=${schema}`,
      });
      const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
      try {
        await sql`begin isolation level repeatable read`.execute(db);
        await sql`select 1`.execute(db);
        await sql`drop schema ${sql.id(other)} cascade`.execute(admin);
        const applied = await migrateToLatest(db);
        expect(applied.sort()).toEqual(Object.keys(migrations).sort());
      } finally {
        await sql`rollback`.execute(db).catch(() => undefined);
        await db.destroy();
        await sql`drop schema if exists ${sql.id(other)} cascade`.execute(admin);
      }
    }),
  60_000,
);
