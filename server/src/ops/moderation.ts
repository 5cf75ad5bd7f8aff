import type { Db } from '../db/connect';
import type { SessionStore } from '../auth/session-store';
import { removeImageFiles } from '../images/remove-image';
import type { ObjectStore } from '../objects/object-store';
import { lockMember } from '../members/lock-member';

/** One open report as the ops page shows it: what was reported, by whom, and the thing itself. */
export interface OpsReport {
  id: number;
  kind: string;
  reason: string;
  text: string;
  createdAt: string;
  /** the reporter: a member id, or a visitor's address */
  reporterId: number | null;
  email: string | null;
  member: { id: number; name: string; suspended: boolean } | null;
  /** the reported photo while it still exists */
  photo: { id: number; thumb: string } | null;
  /** the reported message's text while it still exists */
  message: { id: number; text: string } | null;
}

/** How many open reports the ops page lists. */
export const OPEN_REPORTS = 100;

/** The open reports, newest first (the queue of /complaints, docs/product.md §2). */
export async function openReports(db: Db, limit = OPEN_REPORTS): Promise<OpsReport[]> {
  const rows = await db
    .selectFrom('complaints as c')
    .leftJoin('members as m', 'm.id', 'c.member_id')
    .leftJoin('images as i', 'i.id', 'c.image_id')
    .leftJoin('messages as msg', 'msg.id', 'c.message_id')
    .select([
      'c.id',
      'c.kind',
      'c.reason',
      'c.text',
      'c.created_at',
      'c.reporter_id',
      'c.email',
      'm.id as member_id',
      'm.name as member_name',
      'm.suspended_at',
      'i.id as image_id',
      'i.thumb_filename',
      'msg.id as message_id',
      'msg.text as message_text',
    ])
    .where('c.closed_at', 'is', null)
    .orderBy('c.id', 'desc')
    .limit(limit)
    .execute();
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind,
    reason: r.reason,
    text: r.text,
    createdAt: new Date(r.created_at).toISOString(),
    reporterId: r.reporter_id,
    email: r.email,
    member:
      r.member_id === null ? null : { id: r.member_id, name: r.member_name ?? '', suspended: r.suspended_at !== null },
    photo: r.image_id === null ? null : { id: r.image_id, thumb: r.thumb_filename ?? '' },
    message: r.message_id === null ? null : { id: r.message_id, text: r.message_text ?? '' },
  }));
}

export type ModerationAction = 'hide_photo' | 'suspend' | 'dismiss';

export type ModerationResult = { ok: true; message: string } | { ok: false; message: string };

/**
 * One ops action on an open report; every action closes it, with who and when. Hiding a photo deletes it (its
 * row and, unless another row shares the upload, its files), so it is gone from every profile, search card, like
 * and teaser, its files answer 404, and a hidden main photo hands that place to the member's next photo.
 * Suspending ends every session of the member, and from then on login is refused and the member shows nowhere
 * (members/visibility.ts).
 */
export async function moderate(
  { db, media, sessions }: { db: Db; media: ObjectStore; sessions: SessionStore },
  action: ModerationAction,
  reportId: number,
  by: string,
): Promise<ModerationResult> {
  const report = await db
    .selectFrom('complaints')
    .select(['id', 'member_id', 'image_id', 'closed_at'])
    .where('id', '=', reportId)
    .executeTakeFirst();
  if (!report) return { ok: false, message: `Report ${reportId} does not exist.` };
  if (report.closed_at !== null) return { ok: false, message: `Report ${reportId} is closed already.` };

  if (action === 'hide_photo') {
    if (report.image_id === null) return { ok: false, message: `Report ${reportId} names no photo (any more).` };
    await hidePhoto(db, media, report.image_id);
  }
  if (action === 'suspend') {
    if (report.member_id === null) return { ok: false, message: `Report ${reportId} names no member.` };
    await db
      .updateTable('members')
      .set({ suspended_at: new Date(), suspended_reason: `report ${reportId}`, updated_at: new Date() })
      .where('id', '=', report.member_id)
      .where('suspended_at', 'is', null)
      .execute();
    await sessions.endSessionsOf(report.member_id);
  }
  const outcome = action === 'hide_photo' ? 'photo_hidden' : action === 'suspend' ? 'member_suspended' : 'dismissed';
  await db
    .updateTable('complaints')
    .set({ closed_at: new Date(), closed_by: by, outcome })
    .where('id', '=', reportId)
    .where('closed_at', 'is', null)
    .execute();
  const done =
    action === 'hide_photo'
      ? 'the photo is hidden'
      : action === 'suspend'
        ? `member ${report.member_id} is suspended and logged out`
        : 'dismissed';
  return { ok: true, message: `Report ${reportId}: ${done}.` };
}

/**
 * Removes one photo as ops do (a reported photo hidden, a reviewed one rejected: photo-review.ts): its row, the
 * member's main photo handed to the next one, then its files. False when the photo is gone already.
 */
export async function hidePhoto(db: Db, media: ObjectStore, imageId: number): Promise<boolean> {
  const removed = await db.transaction().execute(async (trx) => {
    const image = await trx
      .selectFrom('images')
      .select(['id', 'member_id', 'filename', 'thumb_filename'])
      .where('id', '=', imageId)
      .executeTakeFirst();
    if (!image) return null;
    await lockMember(trx, image.member_id);
    await trx.deleteFrom('images').where('id', '=', imageId).execute();
    // The next photo (oldest first) becomes the main one; none left leaves the member without.
    const next = await trx
      .selectFrom('images')
      .select('id')
      .where('member_id', '=', image.member_id)
      .orderBy('id')
      .executeTakeFirst();
    await trx
      .updateTable('members')
      .set({ main_image_id: next?.id ?? null, updated_at: new Date() })
      .where('id', '=', image.member_id)
      .where((eb) => eb.or([eb('main_image_id', '=', imageId), eb('main_image_id', 'is', null)]))
      .execute();
    return image;
  });
  // Its files and blurred copy, as a removal by the member does: a file another row names (the same upload,
  // a seeded avatar) stays.
  if (removed) await removeImageFiles(db, media, [removed]);
  return removed !== null;
}
