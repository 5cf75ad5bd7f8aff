import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { openDb, type Db } from '@dating/server';

/** How a server process opens the same database: api-server.ts's BENCH_SERVER. */
export type ServerDbSpec = { pgliteDir: string } | { databaseUrl: string; schema: string };

export interface BenchDb {
  label: string;
  db: Db;
  server: ServerDbSpec;
  /** closes this process's connection (PGlite allows one process at a time); the data stays */
  release(): Promise<void>;
  /** releases, and removes what the bench made */
  close(): Promise<void>;
}

const once = (fn: () => Promise<void>) => {
  let done: Promise<void> | null = null;
  return () => (done ??= fn());
};

/** The embedded database in a folder of its own, as scripts/start uses it (on disk, not in memory). */
export async function embeddedDb(dir: string): Promise<BenchDb> {
  const { db, close } = await openDb({ pgliteDir: dir });
  const release = once(close);
  return { label: 'PGlite', db, server: { pgliteDir: dir }, release, close: release };
}

/** A schema of its own on a real PostgreSQL, dropped afterwards so a bench run leaves nothing behind. */
export async function postgresDb(url: string): Promise<BenchDb> {
  const admin = await openDb({ databaseUrl: url });
  const schema = `bench_${randomBytes(4).toString('hex')}`;
  await sql`create schema ${sql.id(schema)}`.execute(admin.db);
  const { db, close } = await openDb({ databaseUrl: url, schema });
  const release = once(close);
  return {
    label: 'PostgreSQL',
    db,
    server: { databaseUrl: url, schema },
    release,
    close: once(async () => {
      await release();
      await sql`drop schema ${sql.id(schema)} cascade`.execute(admin.db);
      await admin.close();
    }),
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
