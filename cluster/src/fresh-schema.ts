import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { jobQueueSchemaFor } from '@dating/server/src/db/job-queue-sql';

export interface FreshSchema {
  /** the PostgreSQL server's URL, as given */
  url: string;
  /** the new schema's name (random) */
  schema: string;
  /** where pg-boss keeps the site's jobs, beside it */
  jobQueueSchema: string;
  /** how an instance or the seed is pointed at it: DATABASE_URL and DATABASE_SCHEMA */
  env: { DATABASE_URL: string; DATABASE_SCHEMA: string };
  /** drops it and the job queue's schema, whatever is in them */
  drop(): Promise<void>;
}

async function onServer<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client(serverUrl);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/**
 * An empty schema with a random name in the database of `serverUrl`, as a new site starts on: its instances run
 * the migrations themselves when they start (DATABASE_SCHEMA, server/src/config.ts).
 *
 * A schema, not a database of its own: DROP DATABASE makes PostgreSQL take an immediate checkpoint of the whole
 * server, which writes and syncs every file any other work changed since the last one. After the server's test
 * suites on the same PostgreSQL that was 17,674 files and 43 s on a busy machine (the cluster tests' close passing
 * its 30 s); DROP SCHEMA removes just its own tables.
 */
export async function createFreshSchema(serverUrl: string, prefix: string): Promise<FreshSchema> {
  const schema = `${prefix}_${randomBytes(5).toString('hex')}`;
  const jobQueueSchema = jobQueueSchemaFor(schema);
  await onServer(serverUrl, (client) => client.query(`create schema ${schema}`));
  return {
    url: serverUrl,
    schema,
    jobQueueSchema,
    env: { DATABASE_URL: serverUrl, DATABASE_SCHEMA: schema },
    drop: () =>
      onServer(serverUrl, async (client) => {
        await client.query(`drop schema if exists ${schema} cascade`);
        await client.query(`drop schema if exists ${jobQueueSchema} cascade`);
      }),
  };
}
