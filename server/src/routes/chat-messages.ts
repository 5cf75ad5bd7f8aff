import { getChatMessages, postChatMessage, postChatRead } from '@dating/contract';
import { ApiError, notFound, validationError } from '../http/errors';
import { registerMemberEndpoint } from '../http/api-router';
import { additionalRateLimit, type RateLimitCheck } from '../plugins/rate-limits';
import { InsufficientCredits } from '../credits/ledger';
import { loadProfile } from '../members/load-profiles';
import { membershipOf } from '../chat/membership';
import { messagePage } from '../chat/message-page';
import { sendMessage } from '../chat/send-message';
import { markRead } from '../chat/mark-read';
import { publishRead, publishSent, type Publish } from '../chat/events';
import type { FastifyInstance } from 'fastify';

/**
 * Messages one member may send: 60 a minute. Every message costs credits, so this is not what stops spam; it
 * stops a stuck script or a key held down from draining a balance before the member sees it. A person typing,
 * short messages included, stays well below one a second.
 */
export const MESSAGE_SENDS = { max: 60, windowMs: 60_000 };

/**
 * chat_messages.php: a page of a conversation (GET), sending a message (POST) and marking it read (POST ?read=1).
 * Only the conversation's two members get anything; anyone else gets the 404 of an unknown conversation.
 */
export async function chatMessageRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const publish: Publish = (memberId, event) => app.realtime.publish(memberId, event);
  const limitSends = messagesTooFast(
    additionalRateLimit(
      app,
      { ...MESSAGE_SENDS, key: (r) => `chat-send:${r.auth.state === 'active' ? r.auth.session.memberId : r.ip}` },
      () => 'You are sending messages very fast. Please wait a moment before sending the next one.',
    ),
  );

  registerMemberEndpoint(app, getChatMessages, async ({ query, memberId }) => {
    const membership = await membershipOf(db, query.conversation, memberId);
    const [page, profile] = await Promise.all([
      messagePage(db, query.conversation, memberId, membership.first, query.before),
      loadProfile(db, membership.otherId, memberId),
    ]);
    // A deleted account's row is gone with its conversations (cascade); this is the moment in between.
    if (!profile) throw notFound('This conversation');
    return { ...page, profile, read_up_to: membership.otherReadUpTo };
  });

  registerMemberEndpoint(app, postChatMessage, async ({ request, reply, body, memberId }) => {
    const text = body.text.trim();
    // The contract counts the text as sent; only spaces around it would still make an empty message.
    if (text.length === 0) throw validationError({ text: { code: 'required' } });
    await limitSends(request, reply);
    try {
      const sent = await sendMessage(db, {
        conversationId: body.conversation,
        senderId: memberId,
        text,
        clientId: body.client_id,
      });
      publishSent(publish, sent);
      return { message: sent.message, credits: sent.balance };
    } catch (err) {
      if (err instanceof InsufficientCredits) {
        // 402: the request was fine and may be sent again as it is once the member has bought credits.
        throw new ApiError(
          402,
          'credits_too_few',
          'You do not have enough credits to send this message. Buy credits, then send it again.',
        );
      }
      throw err;
    }
  });

  registerMemberEndpoint(app, postChatRead, async ({ body, memberId }) => {
    const read = await markRead(db, body.conversation, memberId, body.up_to);
    publishRead(publish, { conversationId: body.conversation, readerId: memberId, ...read });
    return { ok: true };
  });
}

/** The limiter's 429 with the chat's own code, so the composer can say what happened in the member's language. */
function messagesTooFast(check: RateLimitCheck): RateLimitCheck {
  return async (request, reply) => {
    try {
      await check(request, reply);
    } catch (err) {
      if (err instanceof ApiError && err.code === 'rate_limited') {
        throw new ApiError(429, 'messages_too_fast', err.message);
      }
      throw err;
    }
  };
}
