import type { Db } from '../db/connect';
import type { Publish } from '../chat/events';
import { publishRemoved } from '../chat/events';
import { removeImageFiles, type RemovedImage } from '../images/remove-image';
import { exportKeyOf } from '../leaving/exports-dir';
import type { ObjectStore } from '../objects/object-store';
import { eraseMemberRows } from './personal-data';

export interface DeletionPlaces {
  media: ObjectStore;
  exports: ObjectStore;
  /** app.realtime.publish: the other members' open chat lists drop the conversations at once */
  publish: Publish;
}

/** What the deletion needs to know before the rows go: files to remove and members to tell. */
interface Leftovers {
  images: RemovedImage[];
  exportFiles: string[];
  conversations: { id: number; otherId: number }[];
}

async function leftoversOf(db: Db, memberId: number): Promise<Leftovers> {
  const images = await db
    .selectFrom('images')
    .select(['id', 'filename', 'thumb_filename'])
    .where('member_id', '=', memberId)
    .execute();
  const exports = await db
    .selectFrom('data_exports')
    .select('file_name')
    .where('member_id', '=', memberId)
    .where('file_name', 'is not', null)
    .execute();
  const conversations = await db
    .selectFrom('conversation_members as mine')
    .innerJoin('conversation_members as other', 'other.conversation_id', 'mine.conversation_id')
    .select(['mine.conversation_id as id', 'other.member_id as otherId'])
    .where('mine.member_id', '=', memberId)
    .where('other.member_id', '!=', memberId)
    .execute();
  return {
    images,
    exportFiles: exports.map((e) => e.file_name!),
    conversations,
  };
}

/**
 * Deletes an account (GDPR article 17): every table's rows as src/members/personal-data.ts says, in one
 * transaction, then the files — photos (unless another member uploaded the very same bytes: files are named by
 * their content), their blurred copies and the member's data exports — and tells the members they chatted with
 * that the conversation is gone. The caller has checked the password and sends the goodbye mail.
 */
export async function deleteAccount(
  db: Db,
  places: DeletionPlaces,
  member: { id: number; email: string },
): Promise<void> {
  const left = await leftoversOf(db, member.id);
  await db.transaction().execute((trx) => eraseMemberRows(trx, member));

  await Promise.all([
    removeImageFiles(db, places.media, left.images),
    places.exports.remove(left.exportFiles.map(exportKeyOf)),
  ]);

  for (const { id, otherId } of left.conversations) publishRemoved(places.publish, id, otherId);
}
