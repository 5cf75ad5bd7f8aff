import type { ImageRef, Profile } from '@dating/contract';
import type { Db } from '../db/connect';
import { PROFILE_COLUMNS, toProfile, type ProfileSource } from './profile';
import { visibleTo } from './visibility';

/**
 * Profiles of many members in three queries (members, their images, the viewer's likes among them), for
 * lists such as chats and likes. `viewerId` decides did_like_profile and which profile counts as own.
 * Members the viewer may not see (deleted, suspended, blocked either way: members/visibility.ts) are left out,
 * so every list built on this drops them; the viewer's own profile always loads.
 */
export async function loadProfiles(db: Db, ids: number[], viewerId: number | null): Promise<Map<number, Profile>> {
  const unique = [...new Set(ids)];
  const out = new Map<number, Profile>();
  if (unique.length === 0) return out;

  const [rows, images, liked] = await Promise.all([
    db
      .selectFrom('members')
      .leftJoin('images as main', 'main.id', 'members.main_image_id')
      .select([...PROFILE_COLUMNS, 'main.thumb_filename as main_thumb'])
      .where('members.id', 'in', unique)
      .where((eb) =>
        viewerId === null ? visibleTo(eb, null) : eb.or([eb('members.id', '=', viewerId), visibleTo(eb, viewerId)]),
      )
      .execute(),
    db
      .selectFrom('images')
      .select(['id', 'member_id', 'thumb_filename', 'filename'])
      .where('member_id', 'in', unique)
      .orderBy('id')
      .execute(),
    viewerId === null
      ? Promise.resolve([] as { profile_id: number }[])
      : db
          .selectFrom('likes')
          .select('profile_id')
          .where('member_id', '=', viewerId)
          .where('profile_id', 'in', unique)
          .execute(),
  ]);

  const imagesBy = new Map<number, ImageRef[]>();
  for (const img of images) {
    const list = imagesBy.get(img.member_id) ?? [];
    list.push({ id: img.id, thumb_filename: img.thumb_filename, filename: img.filename });
    imagesBy.set(img.member_id, list);
  }
  const likedSet = new Set(liked.map((l) => l.profile_id));
  for (const row of rows as ProfileSource[]) {
    out.set(row.id, toProfile(row, imagesBy.get(row.id) ?? [], likedSet.has(row.id), row.id === viewerId));
  }
  return out;
}

export async function loadProfile(db: Db, id: number, viewerId: number | null): Promise<Profile | null> {
  return (await loadProfiles(db, [id], viewerId)).get(id) ?? null;
}
