import { sql } from 'kysely';
import { createSession, insertConversations, type Db, type SeedConversation } from '@dating/server';

const LIKES_GIVEN = 6;
/** how far along the ring each member's conversations reach: 4 conversations a member */
const CHAT_STEPS = [1, 7];
const MINUTE_MS = 60_000;

/**
 * Members to poll as, each with what a member of some weeks has: likes given and received, a few
 * conversations with unread messages. The trio of one empty account would measure too little work, and a
 * single session polled by every connection would measure a cache. Answers one Cookie header per member.
 */
export async function pollingMembers(db: Db, count: number): Promise<string[]> {
  const rows = await db
    .selectFrom('members')
    .select('id')
    .where('deleted', '=', false)
    .orderBy(sql`md5(id::text)`)
    .limit(count)
    .execute();
  const ids = rows.map((r) => r.id);
  if (ids.length <= LIKES_GIVEN + Math.max(...CHAT_STEPS)) throw new Error(`too few members to poll as: ${ids.length}`);
  const at = (i: number) => ids[i % ids.length]!;

  const likes = ids.flatMap((id, i) =>
    Array.from({ length: LIKES_GIVEN }, (_, k) => ({
      member_id: id,
      profile_id: at(i + k + 1),
      like_new: k % 2 === 0,
    })),
  );
  await db
    .insertInto('likes')
    .values(likes)
    .onConflict((oc) => oc.doNothing())
    .execute();

  const started = Date.now() - 3 * 86_400_000;
  const conversations: SeedConversation[] = ids.flatMap((id, i) =>
    CHAT_STEPS.map((step) => {
      const other = at(i + step);
      return {
        members: [id, other] as [number, number],
        lines: [id, other, id, other].map((senderId, n) => ({
          senderId,
          text: `Bench line ${n + 1} between ${id} and ${other}`,
          sentAt: new Date(started + (i * 10 + n) * MINUTE_MS),
        })),
        readAll: [id],
      };
    }),
  );
  await insertConversations(db, conversations);

  const cookies: string[] = [];
  for (const id of ids) cookies.push(`sid=${(await createSession(db, id)).token}`);
  return cookies;
}
