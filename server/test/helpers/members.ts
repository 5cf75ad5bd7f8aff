import type { Db } from '../../src/db/connect';
import type { NewMember } from '../../src/db/schema';
import { hashPassword } from '../../src/auth/password';

let counter = 0;

/**
 * One real argon2 hash per password for the whole file: each hash costs tens of milliseconds of CPU, and a
 * test that is not about hashing only needs one that logs in. Members share its salt, which nothing here reads.
 */
const hashes = new Map<string, Promise<string>>();
const hashOf = (password: string) => {
  let hash = hashes.get(password);
  if (!hash) hashes.set(password, (hash = hashPassword(password)));
  return hash;
};

/** A member with a real argon2 password hash (see hashOf); fields default to a complete adult profile. */
export async function createMember(
  db: Db,
  fields: Partial<NewMember> & { password?: string } = {},
): Promise<{ id: number; email: string; password: string }> {
  counter += 1;
  const { password = 'secret-pass', ...rest } = fields;
  const email = rest.email ?? `member${counter}-${Date.now()}@example.com`;
  const { id } = await db
    .insertInto('members')
    .values({
      password_hash: await hashOf(password),
      name: `Member ${counter}`,
      gender: 'female',
      date_of_birth: '1990-04-12',
      country: 'NL',
      countryregion: 'NH',
      city: 'Amsterdam',
      ...rest,
      email,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { id, email, password };
}

/**
 * Gives the member a main photo ops approved (a row naming `filename`, no file): what visitors need to see them
 * (members/visibility.ts isShownToVisitors). Answers the image id.
 */
export async function giveApprovedPhoto(db: Db, memberId: number, filename = `thumbs/m${memberId}.webp`) {
  const image = await db
    .insertInto('images')
    .values({ member_id: memberId, filename, thumb_filename: filename, sha256: `sha-${memberId}`, review: 'approved' })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.updateTable('members').set({ main_image_id: image.id }).where('id', '=', memberId).execute();
  return image.id;
}
