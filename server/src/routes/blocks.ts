import { deleteBlocks, getBlocks, postBlocks } from '@dating/contract';
import { ApiError, notFound } from '../http/errors';
import { registerMemberEndpoint } from '../http/api-router';
import { addBlock, blocksOf, removeBlock } from '../members/blocks';
import { isExistingMember } from '../members/existing-member';
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
    if (!(await isExistingMember(db, body.profile))) throw notFound('This profile');
    await addBlock(db, memberId, body.profile);
    changedBetween(app, memberId, body.profile);
    return blocksOf(db, memberId);
  });

  registerMemberEndpoint(app, deleteBlocks, async ({ memberId, body }) => {
    await removeBlock(db, memberId, body.profile);
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
