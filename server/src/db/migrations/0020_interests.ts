import { sql, type Kysely } from 'kysely';

/**
 * A member's interests (docs/product.md §3, §5): the ids of interests.php they picked, in members.interests, and
 * what a search by interest reads (src/search/search-query.ts).
 *
 * - members.interests: integer[], empty for none; a GIN index answers "has interest x" (`interests @> '{x}'`).
 * - The triggers of 0016_search_changes send what the filters read of a changed member; the interests join them
 *   as a fifth element, so a member who picks or drops an interest leaves the kept searches by it exact
 *   (src/search/search-changes.ts reads a payload without it as "may hold any interest").
 */

const searchable = (r: string, withInterests: boolean) =>
  `case when ${r}.deleted = false and ${r}.suspended_at is null ` +
  `then jsonb_build_array(${r}.gender, ${r}.country, ${r}.countryregion, ${r}.date_of_birth` +
  `${withInterests ? `, to_jsonb(${r}.interests)` : ''}) end`;

async function memberTriggers(db: Kysely<any>, withInterests: boolean): Promise<void> {
  const s = (r: string) => searchable(r, withInterests);
  const rows: Record<string, string> = {
    insert: `select jsonb_build_array(n.id, null, ${s('n')}) from new_rows n where ${s('n')} is not null`,
    update: `select jsonb_build_array(n.id, ${s('o')}, ${s('n')})
        from new_rows n join old_rows o on o.id = n.id
        where ${s('o')} is distinct from ${s('n')}`,
    delete: `select jsonb_build_array(o.id, ${s('o')}, null) from old_rows o where ${s('o')} is not null`,
  };
  for (const [on, select] of Object.entries(rows)) {
    await sql`
      create or replace function ${sql.raw(`search_members_${on}`)}() returns trigger language plpgsql as $$
      begin
        perform search_note('members', (select jsonb_agg(r) from (${sql.raw(select)}) as changed(r)));
        return null;
      end $$`.execute(db);
  }
}

export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table members add column interests integer[] not null default '{}'`.execute(db);
  await sql`create index members_interests on members using gin (interests)`.execute(db);
  await memberTriggers(db, true);
}

export async function down(db: Kysely<any>): Promise<void> {
  await memberTriggers(db, false);
  await sql`drop index members_interests`.execute(db);
  await sql`alter table members drop column interests`.execute(db);
}
