import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { Kysely, PostgresDialect } from 'kysely';
import { PGliteDialect } from 'kysely-pglite-dialect';
import { PGlite, types as pgliteTypes } from '@electric-sql/pglite';
import pg from 'pg';
import type { Paths } from '../config';
import type { Database } from './schema';
import { pgliteJobQueueSql, poolJobQueueSql, type JobQueueSql } from './job-queue-sql';

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

/**
 * LISTEN on this database (what triggers send with pg_notify). `channel` is suffixed with the schema, as the
 * triggers do, so databases in several schemas of one server do not hear each other.
 */
export interface DbNotifications {
  /**
   * Calls onMessage with each payload; onLive(true) once listening, onLive(false) when the listening connection
   * is lost (notifications sent meanwhile are gone; it reconnects). Answers the function that stops listening.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onLive: (live: boolean) => void,
  ): Promise<() => Promise<void>>;
}

const NOTIFICATIONS = new WeakMap<Db, DbNotifications>();
/** How to LISTEN on the database behind a Db from openDb. */
export const notificationsOf = (db: Db): DbNotifications | undefined => NOTIFICATIONS.get(db);

const JOB_QUEUE_SQL = new WeakMap<Db, JobQueueSql>();
/** How the job queue runs its SQL on the database behind a Db from openDb (src/db/job-queue-sql.ts). */
export const jobQueueSqlOf = (db: Db): JobQueueSql | undefined => JOB_QUEUE_SQL.get(db);

const DATE_OID = 1082;
/** Dates stay 'YYYY-MM-DD' text: a JS Date at local midnight would shift birthdays across time zones. */
const keepDateText = (value: string) => value;

export async function openDb(options: DbOptions): Promise<OpenDb> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.schema);
  return openPglite(options.pgliteDir ?? 'memory://', options.loadDataDir);
}

/** The site's database as its processes open it (the server, the seed CLI): where pathsFromEnv says it is. */
export const openSiteDb = (paths: Pick<Paths, 'databaseUrl' | 'databaseSchema' | 'pgliteDir'>): Promise<OpenDb> =>
  openDb({ databaseUrl: paths.databaseUrl, schema: paths.databaseSchema, pgliteDir: paths.pgliteDir });

async function openPglite(dir: string, loadDataDir?: Blob): Promise<OpenDb> {
  const dataDir = dir.startsWith('memory://') ? dir : path.resolve(dir);
  // PGlite creates its own folder but not the ones above it (a fresh checkout has no .data yet).
  if (!dir.startsWith('memory://')) await mkdir(path.dirname(dataDir), { recursive: true });
  const client = await PGlite.create(dataDir, { parsers: { [pgliteTypes.DATE]: keepDateText }, loadDataDir });
  // The dialect closes the PGlite instance when Kysely is destroyed.
  const db = new Kysely<Database>({ dialect: new PGliteDialect(client) });
  NOTIFICATIONS.set(db, {
    async listen(channel, onMessage, onLive) {
      // in the same process: nothing to lose between the database and the listener
      const stop = await client.listen(`${channel}_public`, onMessage);
      onLive(true);
      return stop;
    },
  });
  JOB_QUEUE_SQL.set(db, pgliteJobQueueSql(db, client));
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
  NOTIFICATIONS.set(db, {
    listen: (channel, onMessage, onLive) =>
      listenOn(connectionString, `${channel}_${schema ?? 'public'}`, onMessage, onLive),
  });
  JOB_QUEUE_SQL.set(db, poolJobQueueSql(db, schema));
  return { db, kind: 'postgres', close: () => db.destroy() };
}

/** Time between attempts to listen again after the connection was lost. */
const RELISTEN_MS = 1000;

/** A connection of its own that LISTENs (a pooled one would be handed to queries), reconnecting when lost. */
async function listenOn(
  connectionString: string,
  channel: string,
  onMessage: (payload: string) => void,
  onLive: (live: boolean) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  const again = () => {
    if (!stopped) retry = setTimeout(() => void connect(), RELISTEN_MS);
  };
  const connect = async () => {
    const c = new pg.Client({ connectionString });
    c.on('notification', (n) => {
      if (n.channel === channel && n.payload) onMessage(n.payload);
    });
    // 'end' follows an error on an open connection: that is where it is handled
    c.on('error', () => undefined);
    try {
      await c.connect();
      await c.query(`listen "${channel}"`);
    } catch {
      await c.end().catch(() => undefined);
      again();
      return;
    }
    if (stopped) return void (await c.end());
    client = c;
    c.once('end', () => {
      client = null;
      onLive(false);
      again();
    });
    onLive(true);
  };
  await connect();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    const c = client;
    client = null;
    await c?.end().catch(() => undefined);
  };
}
