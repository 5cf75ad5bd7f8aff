import { postChatTyping } from '@dating/contract';
import { registerMemberEndpoint } from '../http/api-router';
import { additionalRateLimit } from '../plugins/rate-limits';
import { membershipOf } from '../chat/membership';
import { notFound } from '../http/errors';
import { blockedBetween } from '../members/visibility';
import type { FastifyInstance } from 'fastify';

/**
 * Typing signals one member may send: 40 a minute. The page sends one every few seconds while keys are pressed
 * (about 20 a minute); more is a page gone wrong, and each one is an event on the other member's stream.
 */
export const TYPING_SIGNALS = { max: 40, windowMs: 60_000 };

/** chat_typing.php: the member is typing; the other member's open pages show it for a few seconds. */
export async function chatTypingRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  const limitTyping = additionalRateLimit(
    app,
    { ...TYPING_SIGNALS, key: (r) => `chat-typing:${r.auth.state === 'active' ? r.auth.session.memberId : r.ip}` },
    () => 'Too many typing signals. Please wait a moment.',
  );

  registerMemberEndpoint(app, postChatTyping, async ({ request, reply, body, memberId }) => {
    const { otherId } = await membershipOf(db, body.conversation, memberId);
    // A blocked member's typing reaches nobody (docs/product.md §7, safety).
    if (await blockedBetween(db, memberId, otherId)) throw notFound('This conversation');
    await limitTyping(request, reply);
    app.realtime.publish(otherId, { type: 'typing', conversation: body.conversation, from: memberId });
    return { ok: true };
  });
}
