import { sql, type Kysely } from 'kysely';

/**
 * Search at scale (issue 5). search.php filters by gender, country, region and a birth-date range and pages
 * by id ascending (new members append at the end, so pages never shift while people sign up); each index
 * ends in id so a filtered page can be read in order. Partial on `not deleted`: deleted members never show.
 * Also members.last_seen_at, which the page-hidden beacon records.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('members').addColumn('last_seen_at', 'timestamptz').execute();
  await db.schema
    .createIndex('members_search_gcd_idx')
    .on('members')
    .columns(['gender', 'country', 'date_of_birth', 'id'])
    .where(sql.ref('deleted'), '=', false)
    .execute();
  await db.schema
    .createIndex('members_search_cr_idx')
    .on('members')
    .columns(['country', 'countryregion', 'gender', 'id'])
    .where(sql.ref('deleted'), '=', false)
    .execute();
  // search all countries: gender (and age) only
  await db.schema
    .createIndex('members_search_gd_idx')
    .on('members')
    .columns(['gender', 'date_of_birth', 'id'])
    .where(sql.ref('deleted'), '=', false)
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const name of ['members_search_gcd_idx', 'members_search_cr_idx', 'members_search_gd_idx'])
    await db.schema.dropIndex(name).execute();
  await db.schema.alterTable('members').dropColumn('last_seen_at').execute();
}
