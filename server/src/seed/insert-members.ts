import { sql } from 'kysely';
import type { Db } from '../db/connect';
import type { AvatarPool } from './avatars';
import type { SeedPerson } from './people';
import { insertSeedCredits } from './credits';

/**
 * One batch of seeded members in one transaction. Ids are drawn from the sequences first so members can be
 * written with their main_image_id already set (the foreign key is checked at commit): two multi-row
 * inserts per batch and no update, which keeps the cost per batch flat as the tables grow. Their orders,
 * ledger entries and time bonuses follow in a few more (seed/credits.ts).
 */
export async function insertBatch(db: Db, people: SeedPerson[], pool: AvatarPool, passwordHash: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const withPhoto = people.filter((p) => p.avatar !== null).length;
    const memberIds = await nextIds(trx, 'members_id_seq', people.length);
    const imageIds = await nextIds(trx, 'images_id_seq', withPhoto);

    const images: {
      id: number;
      member_id: number;
      filename: string;
      thumb_filename: string;
      sha256: string;
      renditions: string;
      review: 'approved';
    }[] = [];
    const members = people.map((p, i) => {
      const id = memberIds[i]!;
      let mainImageId: number | null = null;
      if (p.avatar !== null) {
        const file = pool[p.gender][p.avatar % pool[p.gender].length]!;
        mainImageId = imageIds[images.length]!;
        images.push({
          id: mainImageId,
          member_id: id,
          filename: file.filename,
          thumb_filename: file.thumb_filename,
          sha256: file.sha256,
          renditions: file.renditions,
          // the seed's avatars are the site's own pictures: approved, so visitors see seeded members
          review: 'approved',
        });
      }
      return {
        id,
        email: p.email,
        password_hash: passwordHash,
        name: p.name,
        gender: p.gender,
        date_of_birth: p.date_of_birth,
        country: p.country,
        countryregion: p.countryregion,
        city: p.city,
        latitude: p.latitude,
        longitude: p.longitude,
        personal: p.personal,
        details: JSON.stringify(p.details),
        language: p.language,
        signup_date: p.signup_date,
        paid_user: p.paid_user,
        credits: p.credits,
        mailprovider: p.mailprovider,
        fictional: true,
        activated: p.activated,
        last_signup_step: true,
        main_image_id: mainImageId,
      };
    });
    // The table type leaves id to the sequence; here it is set on purpose, from the same sequence.
    await trx
      .insertInto('members')
      .values(members as never)
      .execute();
    if (images.length > 0)
      await trx
        .insertInto('images')
        .values(images as never)
        .execute();
    await insertSeedCredits(trx, people, memberIds);
  });
}

async function nextIds(trx: Db, sequence: 'members_id_seq' | 'images_id_seq', n: number): Promise<number[]> {
  if (n === 0) return [];
  const { rows } = await sql<{
    id: number;
  }>`select nextval(${sequence})::int as id from generate_series(1, ${n}::int)`.execute(trx);
  return rows.map((r) => r.id);
}
