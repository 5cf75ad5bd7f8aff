import type { Db } from '../db/connect';
import type { ObjectStore } from '../objects/object-store';
import { hidePhoto } from './moderation';

/** One photo waiting for review, as the ops page shows it: the photo and whose it is. */
export interface PendingPhoto {
  id: number;
  thumb: string;
  uploadedAt: string;
  member: { id: number; name: string; isMain: boolean };
}

/** How many pending photos the ops page lists at once. */
export const PENDING_PHOTOS = 100;

/** Photos no one reviewed yet, oldest first (the order they came in), of members not deleted. */
export async function pendingPhotos(db: Db, limit = PENDING_PHOTOS): Promise<PendingPhoto[]> {
  const rows = await db
    .selectFrom('images as i')
    .innerJoin('members as m', 'm.id', 'i.member_id')
    .select(['i.id', 'i.thumb_filename', 'i.created_at', 'm.id as member_id', 'm.name', 'm.main_image_id'])
    .where('i.review', '=', 'pending')
    .where('m.deleted', '=', false)
    .orderBy('i.id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    thumb: r.thumb_filename,
    uploadedAt: new Date(r.created_at).toISOString(),
    member: { id: r.member_id, name: r.name, isMain: r.main_image_id === r.id },
  }));
}

export type PhotoReviewAction = 'approve' | 'reject';

/**
 * Ops' verdict on a pending photo (docs/product.md §6). Approved, it may show to visitors (members/visibility.ts
 * isShownToVisitors); rejected, it is removed as a reported photo is hidden (moderation.ts hidePhoto), so it is
 * gone for members too. A photo reviewed already is left as it is: two ops at once, the first verdict holds.
 */
export async function reviewPhoto(
  { db, media }: { db: Db; media: ObjectStore },
  action: PhotoReviewAction,
  imageId: number,
): Promise<{ ok: boolean; message: string }> {
  const gone = { ok: false, message: `Photo ${imageId} does not exist or was reviewed already.` };
  const marked = await db
    .updateTable('images')
    .set({ review: action === 'approve' ? 'approved' : 'rejected' })
    .where('id', '=', imageId)
    .where('review', '=', 'pending')
    .executeTakeFirst();
  if (marked.numUpdatedRows === 0n) return gone;
  if (action === 'approve') return { ok: true, message: `Photo ${imageId} is approved.` };
  return (await hidePhoto(db, media, imageId))
    ? { ok: true, message: `Photo ${imageId} is rejected and removed.` }
    : gone;
}
