import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { openDb } from '../src/db/connect';
import { migrateToLatest } from '../src/db/migrate';
import { migrations } from '../src/db/migrations';

/**
 * Several instances start at the same moment on one database (deploy/, more than one instance): each runs the
 * migrations at start, and each migration must run exactly once. Kysely's migrator holds a PostgreSQL advisory
 * lock while it migrates; this shows it on a real server. PGlite is one process: nothing to race.
 */
(process.env.DATABASE_URL ? test : test.skip)(
  'three instances migrating a new database at once: every migration runs once, and every instance starts',
  async () => {
    const url = process.env.DATABASE_URL!;
    const schema = `test_${randomBytes(6).toString('hex')}`;
    const admin = await openDb({ databaseUrl: url });
    await sql`create schema ${sql.id(schema)}`.execute(admin.db);
    const instances = await Promise.all([1, 2, 3].map(() => openDb({ databaseUrl: url, schema })));
    try {
      const applied = await Promise.all(instances.map(({ db }) => migrateToLatest(db)));
      expect(applied.flat().sort()).toEqual(Object.keys(migrations).sort());
      const { rows } = await sql<{ name: string }>`select name from ${sql.id(schema, 'kysely_migration')}`.execute(
        admin.db,
      );
      expect(rows.map((r) => r.name).sort()).toEqual(Object.keys(migrations).sort());
    } finally {
      await Promise.all(instances.map(({ close }) => close()));
      await sql`drop schema ${sql.id(schema)} cascade`.execute(admin.db);
      await admin.close();
    }
  },
  60_000,
);
