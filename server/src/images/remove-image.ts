import type { Db } from '../db/connect';
import { blurNames } from '../landers/blur-key';
import { BLURRED_CACHE_DIR } from '../landers/blurred-media';
import type { ObjectStore } from '../objects/object-store';
import { renditionNames } from './renditions';

export interface RemovedImage {
  id: number;
  filename: string;
  thumb_filename: string;
}

/**
 * Deletes the files of image rows already removed from the database: the photo, its renditions, its thumbnail and its
 * blurred copy. Files are named by the uploaded bytes' sha256, so two rows (two members who uploaded the same picture,
 * or seeded members sharing a demo avatar) can name the same file: a file still named by another row stays.
 */
export async function removeImageFiles(db: Db, media: ObjectStore, images: readonly RemovedImage[]): Promise<void> {
  if (images.length === 0) return;
  const names = images.flatMap((image) => [image.filename, image.thumb_filename]);
  const stillUsed = await db
    .selectFrom('images')
    .select(['filename', 'thumb_filename'])
    .where((eb) => eb.or([eb('filename', 'in', names), eb('thumb_filename', 'in', names)]))
    .execute();
  const kept = new Set(stillUsed.flatMap((row) => [row.filename, row.thumb_filename]));
  const blurred = await blurNames(db);
  const files = [
    ...names.filter((name) => !kept.has(name)),
    ...images.filter((image) => !kept.has(image.filename)).flatMap((image) => renditionNames(image.filename)),
    ...images.map((image) => `${BLURRED_CACHE_DIR}/${blurred.nameOf(image.id)}`),
  ];
  await media.remove(files);
}

/**
 * Removes one of the member's photos; answers false when the member has no such photo. When it was the main
 * photo, the oldest remaining one takes its place (or none). Row and main photo change in one transaction with
 * the member's row locked, as uploads do (member-images.ts), so an upload at the same moment sees either state.
 */
export async function removeMemberImage(
  db: Db,
  media: ObjectStore,
  memberId: number,
  imageId: number,
): Promise<boolean> {
  const removed = await db.transaction().execute(async (trx) => {
    const member = await trx
      .selectFrom('members')
      .select('main_image_id')
      .where('id', '=', memberId)
      .forUpdate()
      .executeTakeFirst();
    const image = await trx
      .deleteFrom('images')
      .where('id', '=', imageId)
      .where('member_id', '=', memberId)
      .returning(['id', 'filename', 'thumb_filename'])
      .executeTakeFirst();
    if (!member || !image) return null;
    if (member.main_image_id === image.id) {
      const next = await trx
        .selectFrom('images')
        .select('id')
        .where('member_id', '=', memberId)
        .orderBy('id')
        .limit(1)
        .executeTakeFirst();
      await trx
        .updateTable('members')
        .set({ main_image_id: next?.id ?? null, updated_at: new Date() })
        .where('id', '=', memberId)
        .execute();
    }
    return image;
  });
  if (!removed) return false;
  await removeImageFiles(db, media, [removed]);
  return true;
}

/** Makes one of the member's photos the main one; false when the member has no such photo. */
export async function setMainImage(db: Db, memberId: number, imageId: number): Promise<boolean> {
  const result = await db
    .updateTable('members')
    .set({ main_image_id: imageId, updated_at: new Date() })
    .where('id', '=', memberId)
    .where((eb) =>
      eb.exists(eb.selectFrom('images').select('id').where('id', '=', imageId).where('member_id', '=', memberId)),
    )
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}
