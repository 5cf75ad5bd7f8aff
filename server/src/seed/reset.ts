import { sql } from 'kysely';
import type { Db } from '../db/connect';
import type { ObjectStore } from '../objects/object-store';

/** --reset: every member and everything hanging off them, plus the seed's avatar files. Schema stays. */
export async function resetData(db: Db, media: ObjectStore): Promise<void> {
  const tables = sql.raw(
    'members, images, sessions, likes, conversations, conversation_members, messages, search_preferences, ' +
      'discounts, discount_uses, orders, credit_ledger, payment_events, sandbox_payments, sandbox_webhooks',
  );
  await sql`truncate ${tables} restart identity cascade`.execute(db);
  await media.removeUnder('avatars');
  // Uploaded photos belong to the members just removed.
  await media.removeUnder('uploads');
}
