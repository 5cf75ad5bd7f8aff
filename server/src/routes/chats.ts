import { getChats, type ChatListItem } from '@dating/contract';
import { sql } from 'kysely';
import { registerMemberEndpoint } from '../http/api-router';
import { loadProfiles } from '../members/load-profiles';
import type { FastifyInstance } from 'fastify';

/** GET chats.php: the member's conversations, latest activity first, with their unread counts. */
export async function chatRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  registerMemberEndpoint(app, getChats, async ({ memberId }) => {
    const rows = await db
      .selectFrom('conversation_members as mine')
      .innerJoin('conversations as c', 'c.id', 'mine.conversation_id')
      .innerJoin('conversation_members as other', (join) =>
        join.onRef('other.conversation_id', '=', 'mine.conversation_id').onRef('other.member_id', '<>', 'mine.member_id'),
      )
      .select(['c.id as conversation_id', 'mine.num_unread', 'other.member_id as other_id'])
      .where('mine.member_id', '=', memberId)
      .where('mine.removed', '=', false)
      .orderBy(sql`coalesce(c.last_message_at, c.created_at)`, 'desc')
      .orderBy('c.id', 'desc')
      .execute();
    const profiles = await loadProfiles(db, rows.map((r) => r.other_id), memberId);
    const chats: ChatListItem[] = [];
    for (const row of rows) {
      const profile = profiles.get(row.other_id);
      if (profile) chats.push({ conversation: { id: row.conversation_id }, profile, num_unread_messages: row.num_unread });
    }
    return { chats };
  });
}
