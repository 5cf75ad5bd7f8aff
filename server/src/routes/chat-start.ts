import { getChatProfile } from '@dating/contract';
import { sql } from 'kysely';
import { ApiError, notFound } from '../http/errors';
import { registerMemberEndpoint } from '../http/api-router';
import type { FastifyInstance } from 'fastify';

/**
 * GET chat.php?profile: the conversation between the member and a profile, made when there is none yet
 * (the start-chat button). A conversation the member had removed from their list comes back to it.
 */
export async function chatStartRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  registerMemberEndpoint(app, getChatProfile, async ({ query, memberId }) => {
    if (query.profile === memberId) throw new ApiError(400, 'chat_self', 'You cannot start a chat with yourself.');
    const other = await db.selectFrom('members').select('id').where('id', '=', query.profile).where('deleted', '=', false).executeTakeFirst();
    if (!other) throw notFound('This profile');

    return db.transaction().execute(async (trx) => {
      // One conversation per pair even when both click at once: the pair is serialized by an advisory lock.
      const [a, b] = memberId < query.profile ? [memberId, query.profile] : [query.profile, memberId];
      await sql`select pg_advisory_xact_lock(${a}, ${b})`.execute(trx);
      const existing = await trx
        .selectFrom('conversation_members as mine')
        .innerJoin('conversation_members as other', 'other.conversation_id', 'mine.conversation_id')
        .select('mine.conversation_id')
        .where('mine.member_id', '=', memberId)
        .where('other.member_id', '=', query.profile)
        .orderBy('mine.conversation_id')
        .executeTakeFirst();
      if (existing) {
        await trx
          .updateTable('conversation_members')
          .set({ removed: false })
          .where('conversation_id', '=', existing.conversation_id)
          .where('member_id', '=', memberId)
          .execute();
        return { id: existing.conversation_id };
      }
      const { id } = await trx.insertInto('conversations').values({ created_at: new Date() }).returning('id').executeTakeFirstOrThrow();
      await trx.insertInto('conversation_members').values([
        { conversation_id: id, member_id: memberId },
        { conversation_id: id, member_id: query.profile },
      ]).execute();
      return { id };
    });
  });
}
