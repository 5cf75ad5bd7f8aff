import { deleteChat, getChats, type ChatListItem } from '@dating/contract';
import { registerMemberEndpoint } from '../http/api-router';
import { loadProfiles } from '../members/load-profiles';
import { lastMessagesOf } from '../chat/last-messages';
import { removeConversation } from '../chat/remove-conversation';
import { publishRemoved } from '../chat/events';
import type { FastifyInstance } from 'fastify';

/**
 * GET chats.php: the member's conversations, latest activity first, with their unread counts. Only those
 * with a message: chat.php?profile makes a conversation on a GET any site can trigger, and such an empty
 * one must not show up in the other member's list (nor, for want of a record of who started it, in the
 * starter's, who is taken straight to it).
 * DELETE chat.php: takes a conversation off the member's own list (spec sections 4 and 7).
 */
export async function chatRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  registerMemberEndpoint(app, getChats, async ({ memberId }) => {
    const rows = await db
      .selectFrom('conversation_members as mine')
      .innerJoin('conversations as c', 'c.id', 'mine.conversation_id')
      .innerJoin('conversation_members as other', (join) =>
        join
          .onRef('other.conversation_id', '=', 'mine.conversation_id')
          .onRef('other.member_id', '<>', 'mine.member_id'),
      )
      .select(['c.id as conversation_id', 'mine.num_unread', 'other.member_id as other_id'])
      .where('mine.member_id', '=', memberId)
      .where('mine.removed', '=', false)
      // whatever posts a message sets last_message_at (the order below relies on it as well)
      .where('c.last_message_at', 'is not', null)
      .orderBy('c.last_message_at', 'desc')
      .orderBy('c.id', 'desc')
      .execute();
    const [profiles, lastMessages] = await Promise.all([
      loadProfiles(
        db,
        rows.map((r) => r.other_id),
        memberId,
      ),
      lastMessagesOf(
        db,
        rows.map((r) => r.conversation_id),
        memberId,
      ),
    ]);
    const chats: ChatListItem[] = [];
    for (const row of rows) {
      const profile = profiles.get(row.other_id);
      if (!profile) continue;
      chats.push({
        conversation: { id: row.conversation_id },
        profile,
        num_unread_messages: row.num_unread,
        last_message: lastMessages.get(row.conversation_id) ?? null,
      });
    }
    return { chats };
  });

  registerMemberEndpoint(app, deleteChat, async ({ body, memberId }) => {
    await removeConversation(db, body.conversation, memberId);
    await publishRemoved(db, (id, event) => app.realtime.publish(id, event), body.conversation, memberId);
    return { ok: true };
  });
}
