import type { Db } from '../db/connect';
import { ApiError } from '../http/errors';
import type { ObjectStore } from '../objects/object-store';
import type { DecodedImage } from './process-upload';
import { lockMember } from '../members/lock-member';
import { putRenditions, renditionList } from './renditions';

export interface StoredImage {
  id: number;
  thumb_filename: string;
}

export const photoLimitReached = (max: number) =>
  new ApiError(409, 'photo_limit_reached', `A profile holds at most ${max} photos. Remove one before adding another.`);

/** The member's image made from exactly these uploaded bytes, if they sent them before. */
export function findImageByUpload(db: Db, memberId: number, sha256: string): Promise<StoredImage | undefined> {
  return db
    .selectFrom('images')
    .select(['id', 'thumb_filename'])
    .where('member_id', '=', memberId)
    .where('sha256', '=', sha256)
    .orderBy('id')
    .executeTakeFirst();
}

/** Refuses (409 photo_limit_reached) when the member's profile already holds `max` photos. */
export async function requireRoomForPhoto(db: Db, memberId: number, max: number): Promise<void> {
  const { count } = await db
    .selectFrom('images')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('member_id', '=', memberId)
    .executeTakeFirstOrThrow();
  if (Number(count) >= max) throw photoLimitReached(max);
}

/**
 * Keeps a decoded upload: its files (photo, thumbnail, renditions) in the media store under uploads/, named by the
 * sha256 (so a name never changes meaning and is cached for a year), its row, and the member's main image when they had
 * none. The member's row is locked meanwhile, so two uploads at once can neither store the same file twice nor pass the
 * photo limit together: both checks are made again under the lock.
 */
export function storeImage(
  db: Db,
  media: ObjectStore,
  upload: { memberId: number; sha256: string; decoded: DecodedImage; maxPhotos: number },
): Promise<StoredImage> {
  const { memberId, sha256, decoded, maxPhotos } = upload;
  return db.transaction().execute(async (trx) => {
    await lockMember(trx, memberId);
    const existing = await findImageByUpload(trx, memberId, sha256);
    if (existing) return existing;
    await requireRoomForPhoto(trx, memberId, maxPhotos);

    const filename = `uploads/${sha256}.webp`;
    const thumb_filename = `uploads/${sha256}-thumb.webp`;
    // Files first, then the row: a row never names a file that is not there (the store unreachable, the
    // transaction rolls back and the member is told so).
    await media.put(filename, decoded.full, 'image/webp');
    await media.put(thumb_filename, decoded.thumb, 'image/webp');
    await putRenditions(media, filename, decoded.renditions);
    const renditions = renditionList(filename, decoded.width, decoded.renditions);
    const image = await trx
      .insertInto('images')
      .values({ member_id: memberId, filename, thumb_filename, sha256, renditions })
      .returning(['id', 'thumb_filename'])
      .executeTakeFirstOrThrow();
    await setMainImageIfNone(trx, memberId, image.id);
    return image;
  });
}

/** The first photo a member adds becomes their main image; later ones leave it as it is. */
export async function setMainImageIfNone(db: Db, memberId: number, imageId: number): Promise<void> {
  await db
    .updateTable('members')
    .set({ main_image_id: imageId, updated_at: new Date() })
    .where('id', '=', memberId)
    .where('main_image_id', 'is', null)
    .execute();
}
