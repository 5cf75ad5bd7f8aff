import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { openDb, type Db } from '@dating/server';

export interface BenchDb {
  label: string;
  db: Db;
  close(): Promise<void>;
}

/** The embedded database in a folder of its own, as scripts/start uses it (on disk, not in memory). */
export async function embeddedDb(dir: string): Promise<BenchDb> {
  const { db, close } = await openDb({ pgliteDir: dir });
  return { label: 'PGlite (embedded)', db, close };
}

/** A schema of its own on a real PostgreSQL, dropped afterwards so a bench run leaves nothing behind. */
export async function postgresDb(url: string): Promise<BenchDb> {
  const admin = await openDb({ databaseUrl: url });
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  await sql`create schema ${sql.id(schema)}`.execute(admin.db);
  const { db, close } = await openDb({ databaseUrl: url, schema });
  return {
    label: 'PostgreSQL',
    db,
    async close() {
      await close();
      await sql`drop schema ${sql.id(schema)} cascade`.execute(admin.db);
      await admin.close();
    },
  };
}

export async function postgresReachable(url: string): Promise<boolean> {
  try {
    const { db, close } = await openDb({ databaseUrl: url });
    await sql`select 1`.execute(db);
    await close();
    return true;
  } catch {
    return false;
  }
}
