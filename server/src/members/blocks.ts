import type { Blocks } from '@dating/contract';
import type { Db } from '../db/connect';

/** Blocks a member; blocking twice changes nothing (a double click is no error). */
export async function addBlock(db: Db, memberId: number, blockedId: number): Promise<void> {
  await db
    .insertInto('blocks')
    .values({ member_id: memberId, blocked_id: blockedId })
    .onConflict((oc) => oc.columns(['member_id', 'blocked_id']).doNothing())
    .execute();
}

/** Lifts the member's own block: the row is keyed by who blocked, so no one can lift another's block. */
export async function removeBlock(db: Db, memberId: number, blockedId: number): Promise<void> {
  await db.deleteFrom('blocks').where('member_id', '=', memberId).where('blocked_id', '=', blockedId).execute();
}

/** The members the member blocked, latest first, deleted accounts left out. */
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
