import type { Db } from '../db/connect';

export type ThumbPool = Record<'male' | 'female', string[]>;

/** Thumbnails of fictional members' photos by gender: the cams of the local feed show them. */
export async function loadFictionalThumbs(db: Db): Promise<ThumbPool> {
  const rows = await db
    .selectFrom('images')
    .innerJoin('members', 'members.id', 'images.member_id')
    .select(['images.thumb_filename', 'members.gender'])
    .distinct()
    .where('members.fictional', '=', true)
    .limit(200)
    .execute();
  const pool: ThumbPool = { male: [], female: [] };
  for (const r of rows) if (r.gender === 'male' || r.gender === 'female') pool[r.gender].push(r.thumb_filename);
  return pool;
}
