import { CompiledQuery, type Kysely } from 'kysely';
import type { PGlite } from '@electric-sql/pglite';

/**
 * How the job queue (pg-boss, src/jobs) reaches the site's database: through the app's own connections, so it
 * works wherever the app does — on PGlite, which has one connection and no TCP port, and in a test file's schema.
 * pg-boss sends two kinds of text: one statement with $n parameters, or several statements without any (its
 * installation and maintenance, each a BEGIN … COMMIT of its own).
 */
export interface JobQueueSql {
  /** pg-boss's schema: 'pgboss', or `<schema>_pgboss` beside a database kept in a schema of its own (tests) */
  schema: string;
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  /**
   * Runs `work` (pg-boss's installation and queue set-up) while no other instance on this database runs its own:
   * instances started at the same moment on a new database would otherwise install the same schema at once, and
   * one of them fail (a deadlock, or a duplicate schema name).
   */
  exclusively<T>(work: () => Promise<T>): Promise<T>;
}

/** The advisory lock key of exclusively(): any fixed number no other part of the site locks. */
const INSTALL_LOCK = 7_461_731_250;

/** The schema pg-boss's tables live in, beside the app's `schema` (undefined: the app is in `public`). */
export const jobQueueSchemaFor = (schema?: string) => (schema ? `${schema}_pgboss` : 'pgboss');

const hasValues = (values?: unknown[]): values is unknown[] => values !== undefined && values.length > 0;

/**
 * PGlite: `query` takes one statement with parameters, `exec` several without. Each call holds the dialect's
 * only connection, so it never lands inside a transaction the app has open on it.
 */
export function pgliteJobQueueSql<DB>(db: Kysely<DB>, client: PGlite): JobQueueSql {
  return {
    schema: jobQueueSchemaFor(),
    executeSql: (text, values) =>
      db.connection().execute(async () => {
        if (hasValues(values)) return client.query(text, values);
        try {
          const results = await client.exec(text);
          return results.at(-1) ?? { rows: [] };
        } catch (err) {
          await endFailedTransaction(() => client.exec('rollback'));
          throw err;
        }
      }),
    // one process holds the embedded database: nobody else can be installing
    exclusively: (work) => work(),
  };
}

/** PostgreSQL through the app's pool: pg sends text without parameters as a simple query, several statements too. */
export function poolJobQueueSql<DB>(db: Kysely<DB>, schema?: string): JobQueueSql {
  return {
    schema: jobQueueSchemaFor(schema),
    executeSql: (text, values) =>
      db.connection().execute(async (connection) => {
        try {
          return await connection.executeQuery(CompiledQuery.raw(text, values ?? []));
        } catch (err) {
          if (!hasValues(values))
            await endFailedTransaction(() => connection.executeQuery(CompiledQuery.raw('rollback')));
          throw err;
        }
      }),
    // a session lock on a connection of its own, held while `work` runs its statements on the pool's others
    exclusively: (work) =>
      db.connection().execute(async (connection) => {
        const lock = (fn: string) => connection.executeQuery(CompiledQuery.raw(`select ${fn}(${INSTALL_LOCK})`));
        await lock('pg_advisory_lock');
        try {
          return await work();
        } finally {
          await lock('pg_advisory_unlock');
        }
      }),
  };
}

/**
 * A statement that failed after BEGIN leaves the connection in an aborted transaction (pg-boss expects one when two
 * instances install its schema at once); the connection goes back to the pool, or to the app, clean.
 */
async function endFailedTransaction(rollback: () => Promise<unknown>): Promise<void> {
  await rollback().catch(() => undefined);
}
