import type { Selectable } from 'kysely';
import type { Db } from '../db/connect';
import type { OutboxTable } from '../db/schema';

export type OutboxMail = Selectable<OutboxTable>;

/** The newest mails of the outbox, newest first, without their bodies: what a list of them shows. */
export function latestOutboxMails(db: Db, limit: number) {
  return db
    .selectFrom('outbox')
    .select(['id', 'to', 'subject', 'created', 'delivered', 'error'])
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** One mail of the outbox, bodies and all; undefined once it is gone (with its member's account). */
export function outboxMailOf(db: Db, id: number): Promise<OutboxMail | undefined> {
  return db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirst();
}
