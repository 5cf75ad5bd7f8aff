import type { Profile } from '@dating/contract';
import type { Db } from '../db/connect';

/**
 * search.php's hideNudity (docs/product.md §3): the photos that may show what the asker does not want to see are
 * left out of the cards: photos ops have not approved (yet), and approved photos someone reported for nudity
 * while the report is open. A card whose main photo goes shows its next photo left, or none. Cards with nothing
 * to leave out are returned as they are (their JSON stays kept, kept-json.ts).
 */
export async function withoutUncheckedPhotos(db: Db, profiles: readonly Profile[]): Promise<Profile[]> {
  const imageIds = profiles.flatMap((p) => p.images.map((i) => i.id));
  if (imageIds.length === 0) return [...profiles];
  const rows = await db
    .selectFrom('images')
    .select('images.id')
    .where('images.id', 'in', imageIds)
    .where((eb) =>
      eb.or([
        eb('images.review', '<>', 'approved'),
        eb.exists(
          eb
            .selectFrom('complaints')
            .select('complaints.id')
            .whereRef('complaints.image_id', '=', 'images.id')
            .where('complaints.reason', '=', 'nudity')
            .where('complaints.closed_at', 'is', null),
        ),
      ]),
    )
    .execute();
  if (rows.length === 0) return [...profiles];
  const left = new Set(rows.map((r) => r.id));
  return profiles.map((profile) => {
    if (!profile.images.some((i) => left.has(i.id))) return profile;
    const images = profile.images.filter((i) => !left.has(i.id));
    const mainStays = images.some((i) => i.thumb_filename === profile.main_image?.thumb_filename);
    const main = mainStays ? profile.main_image : images[0] ? { thumb_filename: images[0].thumb_filename } : null;
    return { ...profile, images, main_image: main };
  });
}
