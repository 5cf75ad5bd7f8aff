import { sql, type Kysely } from 'kysely';

/**
 * The narrower sizes each photo is kept in (images/renditions.ts): a JSON list of { width, filename }, narrowest
 * first, the photo itself last. Null until they are made: at upload for new photos, and for the photos already
 * stored by the background job that starts with the server (images/rendition-backfill.ts).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table images add column renditions jsonb`.execute(db);
  // the backfill reads the photos still without their sizes
  await sql`create index images_renditions_missing on images (filename) where renditions is null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index images_renditions_missing`.execute(db);
  await sql`alter table images drop column renditions`.execute(db);
}
