import { sql } from 'kysely';
import type { Insertable } from 'kysely';
import type { Db } from '../db/connect';
import type { RemoteErrorsTable } from '../db/schema';

export interface ErrorCount {
  remote: string;
  version: string;
  load: number;
  render: number;
}

/** A remote that failed to load or render in a browser (the host's beacon). */
export async function recordRemoteError(db: Db, error: Insertable<RemoteErrorsTable>): Promise<void> {
  await db.insertInto('remote_errors').values(error).execute();
}

/** Errors per remote and version, for the ops page and API. */
export async function errorCounts(db: Db): Promise<ErrorCount[]> {
  const rows = await db
    .selectFrom('remote_errors')
    .select(['remote', 'version'])
    .select(sql<string>`count(*) filter (where phase = 'load')`.as('load'))
    .select(sql<string>`count(*) filter (where phase = 'render')`.as('render'))
    .groupBy(['remote', 'version'])
    .orderBy('remote')
    .orderBy('version')
    .execute();
  return rows.map((r) => ({ remote: r.remote, version: r.version, load: Number(r.load), render: Number(r.render) }));
}

/** Errors of one version since a moment (a canary's start). */
export async function errorsSince(db: Db, remote: string, version: string, since: Date): Promise<number> {
  const row = await db
    .selectFrom('remote_errors')
    .select(sql<string>`count(*)`.as('n'))
    .where('remote', '=', remote)
    .where('version', '=', version)
    .where('created_at', '>=', since)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
