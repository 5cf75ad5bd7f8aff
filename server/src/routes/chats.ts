import { deleteChat, getChats } from '@dating/contract';
import { registerMemberEndpoint } from '../http/api-router';
import { withConditionalGet } from '../http/conditional-get';
import { chatListOf } from '../chat/chat-list';
import { removeConversation } from '../chat/remove-conversation';
import { publishRemoved } from '../chat/events';
import type { FastifyInstance } from 'fastify';

/**
 * GET chats.php: the member's conversations, latest activity first, with their unread counts. Only those
 * with a message: chat.php?profile makes a conversation on a GET any site can trigger, and such an empty
 * one must not show up in the other member's list (nor, for want of a record of who started it, in the
 * starter's, who is taken straight to it).
 * DELETE chat.php: takes a conversation off the member's own list (docs/product.md §4, §7).
 */
export async function chatRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  await withConditionalGet(app, (polled) =>
    registerMemberEndpoint(polled, getChats, async ({ memberId }) => ({ chats: await chatListOf(db, memberId) })),
  );

  registerMemberEndpoint(app, deleteChat, async ({ body, memberId }) => {
    await removeConversation(db, body.conversation, memberId);
    publishRemoved((id, event) => app.realtime.publish(id, event), body.conversation, memberId);
    return { ok: true };
  });
}
