import { sql, type Kysely } from 'kysely';

/**
 * search.php at 100,000 members. A search reads its matches in id order (pages never shift while
 * people sign up) and stops after the page and the capped count (search/search-query.ts), so each filter
 * shape gets an index that starts with its equality columns, then id, and carries the other filter columns:
 * PostgreSQL reads it in page order, filters within the index and stops early, without visiting the table
 * (index-only). Partial on the members anyone may see (members/visibility.ts isShownMember), so deleted and
 * suspended accounts cost nothing and the index answers the visibility check itself.
 */
const SHOWN = sql`deleted = false and suspended_at is null`;

const INDEXES: { name: string; columns: string[]; include: string[] }[] = [
  // gender and country, with or without region and ages: the usual member search
  { name: 'members_find_gc_idx', columns: ['gender', 'country', 'id'], include: ['countryregion', 'date_of_birth'] },
  // a region, or a country for any gender
  { name: 'members_find_cr_idx', columns: ['country', 'countryregion', 'id'], include: ['gender', 'date_of_birth'] },
  { name: 'members_find_c_idx', columns: ['country', 'id'], include: ['gender', 'date_of_birth'] },
  // all countries (searchAllCountries, or no country chosen): gender and ages
  { name: 'members_find_g_idx', columns: ['gender', 'id'], include: ['date_of_birth'] },
  // everyone, by age only (no gender, no country), or nothing at all
  { name: 'members_find_a_idx', columns: ['id'], include: ['date_of_birth'] },
];

export async function up(db: Kysely<any>): Promise<void> {
  for (const { name, columns, include } of INDEXES) {
    const cols = sql.join(columns.map((c) => sql.ref(c)));
    const inc = sql.join(include.map((c) => sql.ref(c)));
    await sql`create index ${sql.id(name)} on members (${cols}) include (${inc}) where ${SHOWN}`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const { name } of INDEXES) await db.schema.dropIndex(name).execute();
}
