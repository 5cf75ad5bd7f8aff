import { deleteBlocks, getBlocks, postBlocks, type Blocks } from '@dating/contract';
import type { Db } from '../db/connect';
import { ApiError, notFound } from '../http/errors';
import { registerMemberEndpoint } from '../http/api-router';
import type { FastifyInstance } from 'fastify';

/**
 * blocks.php (docs/product.md §7, safety). GET: the members the member blocked, latest first. POST {profile}: block;
 * DELETE {profile}: unblock; both answer the updated list and are idempotent (a double click is no error). A
 * block hides the two members from each other everywhere (members/visibility.ts). Blocking someone who blocked
 * you first works too: whether they did is not told by a different answer.
 */
export async function blockRoutes(app: FastifyInstance): Promise<void> {
  const { db } = app;
  registerMemberEndpoint(app, getBlocks, async ({ memberId }) => blocksOf(db, memberId));

  registerMemberEndpoint(app, postBlocks, async ({ memberId, body }) => {
    if (body.profile === memberId) throw new ApiError(400, 'block_self', 'You cannot block yourself.');
    const exists = await db
      .selectFrom('members')
      .select('id')
      .where('id', '=', body.profile)
      .where('deleted', '=', false)
      .executeTakeFirst();
    if (!exists) throw notFound('This profile');
    await db
      .insertInto('blocks')
      .values({ member_id: memberId, blocked_id: body.profile })
      .onConflict((oc) => oc.columns(['member_id', 'blocked_id']).doNothing())
      .execute();
    changedBetween(app, memberId, body.profile);
    return blocksOf(db, memberId);
  });

  // Only the member's own block goes: the row is keyed by who blocked, so no one can lift another's block.
  registerMemberEndpoint(app, deleteBlocks, async ({ memberId, body }) => {
    await db.deleteFrom('blocks').where('member_id', '=', memberId).where('blocked_id', '=', body.profile).execute();
    changedBetween(app, memberId, body.profile);
    return blocksOf(db, memberId);
  });
}

/**
 * What both members see of each other changed (search, likes, chats): this instance knows before the database's
 * notice of the commit arrives, so its kept reads and poll versions move now (src/polling). Otherwise the member's
 * next search could still come from before the block or the unblock, for as long as the notice takes.
 */
function changedBetween(app: FastifyInstance, memberId: number, otherId: number): void {
  app.pollVersions.touch(memberId);
  app.pollVersions.touch(otherId);
}

export async function blocksOf(db: Db, memberId: number): Promise<Blocks> {
  const rows = await db
    .selectFrom('blocks')
    .innerJoin('members', 'members.id', 'blocks.blocked_id')
    .leftJoin('images', 'images.id', 'members.main_image_id')
    .select(['members.id', 'members.name', 'images.thumb_filename', 'blocks.created_at'])
    .where('blocks.member_id', '=', memberId)
    .where('members.deleted', '=', false)
    .orderBy('blocks.created_at', 'desc')
    .orderBy('members.id', 'desc')
    .execute();
  return {
    blocked: rows.map((r) => ({
      id: r.id,
      name: r.name,
      main_image: r.thumb_filename ? { thumb_filename: r.thumb_filename } : null,
      blocked_at: new Date(r.created_at).toISOString(),
    })),
  };
}
