import { getChatProfile } from '@dating/contract';
import { ApiError, notFound } from '../http/errors';
import { registerMemberEndpoint } from '../http/api-router';
import { additionalRateLimit, minutesToWait } from '../plugins/rate-limits';
import { isVisibleTo } from '../members/visibility';
import { conversationBetween, openConversation } from '../chat/start-conversation';
import type { FastifyInstance } from 'fastify';

/**
 * New conversations one member may start: 30 an hour, a number of our own (docs/product.md §9, chosen where the
 * brief was silent); docs/architecture.md, Security rules asks for a limit on chat starts. Someone writing to more
 * than 30 new people an hour is mass-messaging, not dating. Opening a conversation that exists already does not
 * count.
 */
const CHAT_STARTS = { max: 30, windowMs: 60 * 60_000 };

const tooManyChatStarts = (waitMs: number) =>
  `You have started many new chats. Please wait ${minutesToWait(waitMs)} before starting another.`;

/**
 * GET chat.php?profile: the conversation between the member and a profile, made when there is none yet
 * (the start-chat button). A conversation the member had removed from their list comes back to it.
 * A GET any page can trigger (a link, an image), so what it makes shows nowhere by itself: chats.php lists
 * a conversation only once it has a message, so the other member sees nothing until one is sent.
 */
export async function chatStartRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const limitStarts = additionalRateLimit(
    app,
    { ...CHAT_STARTS, key: (r) => `chat-start:${r.auth.state === 'active' ? r.auth.session.memberId : r.ip}` },
    tooManyChatStarts,
  );

  registerMemberEndpoint(app, getChatProfile, async ({ request, reply, query, memberId }) => {
    if (query.profile === memberId) throw new ApiError(400, 'chat_self', 'You cannot start a chat with yourself.');
    // Deleted, suspended or blocked either way: like an unknown member (members/visibility.ts).
    if (!(await isVisibleTo(db, memberId, query.profile))) throw notFound('This profile');
    // Counted before the transaction; the rare call that finds the conversation made meanwhile counts too.
    if (!(await conversationBetween(db, memberId, query.profile))) await limitStarts(request, reply);

    return { id: await openConversation(db, memberId, query.profile) };
  });
}
