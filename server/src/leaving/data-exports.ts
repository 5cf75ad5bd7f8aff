import type { Db } from '../db/connect';
import type { ExportRow } from './export-runner';

/** The member's newest data export, whatever its state. */
export function latestExportOf(db: Db, memberId: number): Promise<ExportRow | undefined> {
  return db
    .selectFrom('data_exports')
    .selectAll()
    .where('member_id', '=', memberId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Queues an export for the runner (export-runner.ts); its mail's links start with `linkBase`. Null when the member
 * has one open already: of two starts at once, the one-open-export index refuses the second.
 */
export async function queueExport(db: Db, memberId: number, linkBase: string): Promise<ExportRow | null> {
  return db
    .insertInto('data_exports')
    .values({ member_id: memberId, link_base: linkBase })
    .returningAll()
    .executeTakeFirstOrThrow()
    .catch((err: unknown) => {
      if ((err as { code?: string }).code === '23505') return null;
      throw err;
    });
}

/** The member's export with this id, if its zip is ready (expired or not): no one else's. */
export function readyExportOf(db: Db, id: number, memberId: number): Promise<ExportRow | undefined> {
  return db
    .selectFrom('data_exports')
    .selectAll()
    .where('id', '=', id)
    .where('member_id', '=', memberId)
    .where('status', '=', 'ready')
    .executeTakeFirst();
}
