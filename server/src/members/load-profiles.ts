import { sql } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import type { ImageRef, PhotoRendition, Profile } from '@dating/contract';
import type { Db } from '../db/connect';
import { PROFILE_COLUMNS, toProfile, type ProfileSource } from './profile';
import { isShownMember, visibleTo } from './visibility';

/** Members with what every profile shows, their images as a subquery (for a visitor only those ops approved). */
function profileColumns(db: Db, forVisitor = false) {
  return db
    .selectFrom('members')
    .leftJoin('images as main', 'main.id', 'members.main_image_id')
    .select((eb) => [
      ...PROFILE_COLUMNS,
      'main.thumb_filename as main_thumb',
      jsonArrayFrom(
        eb
          .selectFrom('images')
          .select(['images.id', 'images.thumb_filename', 'images.filename', 'images.renditions'])
          .whereRef('images.member_id', '=', 'members.id')
          .$if(forVisitor, (q) => q.where('images.review', '=', 'approved'))
          .orderBy('images.id'),
      ).as('images'),
    ]);
}

/**
 * Members as `viewerId` sees them, in one statement: whether the viewer liked them is a subquery too, so a list
 * costs one query however long it is (the polled trio of docs/product.md §9 builds on this). Members the viewer may
 * not see (deleted, suspended, blocked either way: members/visibility.ts) are left out, so every list built on
 * this drops them; the viewer's own profile always loads. Callers add their `where` on members.id.
 */
export function profilesQuery(db: Db, viewerId: number | null) {
  return profileColumns(db, viewerId === null)
    .select((eb) =>
      viewerId === null
        ? sql<boolean>`false`.as('liked')
        : eb
            .exists(
              eb
                .selectFrom('likes')
                .select(sql`1`.as('one'))
                .where('likes.member_id', '=', viewerId)
                .whereRef('likes.profile_id', '=', 'members.id'),
            )
            .as('liked'),
    )
    .where((eb) =>
      viewerId === null ? visibleTo(eb, null) : eb.or([eb('members.id', '=', viewerId), visibleTo(eb, viewerId)]),
    );
}

/**
 * Members as any other member sees them before likes and blocks: shown at all (members/visibility.ts
 * isShownMember), with every photo; what search cards are made of (search/profile-cards.ts).
 */
export function membersViewQuery(db: Db) {
  return profileColumns(db)
    .select(sql<boolean>`false`.as('liked'))
    .where((eb) => isShownMember(eb));
}

/**
 * The member's own profile: no visibility to decide and no like of oneself (likes_not_self), so the statement the
 * planner sees on every user.php poll is the plain one. Callers may select more member columns.
 */
export function ownProfileQuery(db: Db, memberId: number) {
  return profileColumns(db)
    .select(sql<boolean>`false`.as('liked'))
    .where('members.id', '=', memberId);
}

type ImageRow = Omit<ImageRef, 'renditions'> & { renditions: PhotoRendition[] | null };
type ProfileRow = ProfileSource & { images: ImageRow[]; liked: boolean | number };

/**
 * A photo as the contract's ImageRef. Its renditions go along only when there are narrower ones than the photo
 * itself (a seeded 480 px avatar has none): a search answer carries every card's photos.
 */
const imageRefOf = ({ id, thumb_filename, filename, renditions }: ImageRow): ImageRef =>
  renditions && renditions.length > 1 ? { id, thumb_filename, filename, renditions } : { id, thumb_filename, filename };

/** A row of profilesQuery as the contract's Profile. */
export function profileOf(row: ProfileRow, viewerId: number | null): Profile {
  const images = row.images.map(imageRefOf);
  return toProfile(row, images, row.liked === true, row.id === viewerId);
}

/** Profiles of many members by id, in one query, for lists such as chats and likes. */
export async function loadProfiles(db: Db, ids: number[], viewerId: number | null): Promise<Map<number, Profile>> {
  const unique = [...new Set(ids)];
  const out = new Map<number, Profile>();
  if (unique.length === 0) return out;
  const rows = await profilesQuery(db, viewerId).where('members.id', 'in', unique).execute();
  for (const row of rows) out.set(row.id, profileOf(row as ProfileRow, viewerId));
  return out;
}

export async function loadProfile(db: Db, id: number, viewerId: number | null): Promise<Profile | null> {
  return (await loadProfiles(db, [id], viewerId)).get(id) ?? null;
}
