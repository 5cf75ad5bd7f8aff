import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { openDb, type Db } from '../../src/db/connect';
import { migrateToLatest } from '../../src/db/migrate';

export interface TestDb {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

/**
 * A fresh, migrated database for one test file: PGlite in memory, or with DATABASE_URL a schema of its own
 * on that PostgreSQL (created here, dropped on close) so files never see each other's rows.
 */
export async function openTestDb(): Promise<TestDb> {
  const url = process.env.DATABASE_URL;
  if (!url) {
    const { db, close } = await openDb({ pgliteDir: 'memory://' });
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
    await sql`drop schema ${sql.id(schema)} cascade`.execute(admin.db);
    await admin.close();
    throw err;
  }
  return {
    db,
    kind: 'postgres',
    close: async () => {
      await close();
      await sql`drop schema ${sql.id(schema)} cascade`.execute(admin.db);
      await admin.close();
    },
  };
}
