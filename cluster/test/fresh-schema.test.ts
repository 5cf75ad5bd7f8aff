import pg from 'pg';
import { createFreshSchema } from '../src/fresh-schema';

/** The cluster's own database (src/fresh-schema.ts): made and removed without touching the rest of the server. */
const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

async function query<T extends pg.QueryResultRow>(text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client(serverUrl);
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

const schemasNamed = async (names: string[]) =>
  (await query<{ nspname: string }>('select nspname from pg_namespace where nspname = any($1)', [names])).map(
    (row) => row.nspname,
  );
/** checkpoints asked for (an immediate one, as DROP DATABASE takes, or one for WAL volume) since the server started */
const requestedCheckpoints = async () =>
  Number((await query<{ n: string }>('select checkpoints_req as n from pg_stat_bgwriter'))[0]!.n);

test('a fresh schema holds a site, and dropping it removes it and its job queue without a checkpoint', async () => {
  const fresh = await createFreshSchema(serverUrl, 'dating_fresh_test');
  expect(fresh.env).toEqual({ DATABASE_URL: serverUrl, DATABASE_SCHEMA: fresh.schema });
  // what the instances' migrations and pg-boss make in them
  await query(`create table ${fresh.schema}.member (id int primary key)`);
  await query(`create schema ${fresh.jobQueueSchema}`);
  await query(`create table ${fresh.jobQueueSchema}.job (id int primary key)`);
  expect(await schemasNamed([fresh.schema, fresh.jobQueueSchema])).toHaveLength(2);

  const before = await requestedCheckpoints();
  await fresh.drop();
  expect(await requestedCheckpoints()).toBe(before);
  expect(await schemasNamed([fresh.schema, fresh.jobQueueSchema])).toEqual([]);
});
