import { sql, type Kysely } from 'kysely';

/**
 * Chat (docs/product.md §3, §4): what sending, reading and link rules need beyond 0001's tables.
 * - messages.client_id: the id the sender's page gave the message; unique per sender, so a retried send finds
 *   the first one instead of sending (and charging) it again.
 * - conversation_members.last_read_message_id: how far the member has read (0: nothing); the other member's
 *   page shows 'read' up to it. It only moves forward.
 * - conversation_members.first_message_id: the member's first message in the conversation (null: none yet).
 *   A message's links are clickable when both members had written before it (id greater than both), which
 *   this answers for any message without scanning the conversation.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('messages').addColumn('client_id', 'varchar(64)').execute();
  await sql`create unique index messages_sender_client_id on messages (sender_id, client_id)
    where client_id is not null`.execute(db);

  await db.schema
    .alterTable('conversation_members')
    .addColumn('last_read_message_id', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema.alterTable('conversation_members').addColumn('first_message_id', 'integer').execute();

  // Conversations written before this migration: their members' read marks and first messages.
  await sql`update conversation_members cm set first_message_id = (
      select min(m.id) from messages m where m.conversation_id = cm.conversation_id and m.sender_id = cm.member_id
    )`.execute(db);
  await sql`update conversation_members cm set last_read_message_id = coalesce((
      select max(m.id) from messages m where m.conversation_id = cm.conversation_id
    ), 0) where cm.num_unread = 0`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('conversation_members').dropColumn('first_message_id').execute();
  await db.schema.alterTable('conversation_members').dropColumn('last_read_message_id').execute();
  await sql`drop index messages_sender_client_id`.execute(db);
  await db.schema.alterTable('messages').dropColumn('client_id').execute();
}
