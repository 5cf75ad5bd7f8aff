import { sql, type Kysely } from 'kysely';

/**
 * What tells a cached search answer from a stale one (src/search/search-cache.ts, docs/product.md §3, search). Each
 * write that changes which members a search can find notifies the channel search_changes_<schema> from a
 * trigger, so no write path can forget it: a member row that appears, goes, or changes in what the filters read
 * (gender, country, region, birth date) or in whether others may see it (members/visibility.ts isShownMember);
 * and a member's saved search filters, which the automatic search starts from. A notification is sent when its
 * transaction commits; each server instance LISTENs (src/search/plugin.ts).
 *
 * Payloads are JSON: {"members": [[id, before, after], ...]}, where before and after are what the filters read,
 * [gender, country, countryregion, date_of_birth], or null while nobody may find the member;
 * {"saved": [member ids]}; {"all": true} when a statement changed too many rows to list (bulk work, a truncate).
 */

/** rows listed per notification: a payload holds at most 8000 bytes */
const ROWS_PER_NOTE = 40;
/** a statement that changes more rows than this says "all" instead of listing them */
const MOST_ROWS_LISTED = 200;

/** The search-relevant part of a members row `r`, or null while the member shows to nobody. */
const searchable = (r: string) =>
  `case when ${r}.deleted = false and ${r}.suspended_at is null ` +
  `then jsonb_build_array(${r}.gender, ${r}.country, ${r}.countryregion, ${r}.date_of_birth) end`;

export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function search_note(kind text, items jsonb) returns void language plpgsql as $$
    declare
      channel text := 'search_changes_' || current_schema();
      chunk jsonb;
      payload text;
    begin
      if items is null or jsonb_array_length(items) = 0 then return; end if;
      if jsonb_array_length(items) > ${sql.lit(MOST_ROWS_LISTED)} then
        perform pg_notify(channel, '{"all":true}');
        return;
      end if;
      for chunk in
        select jsonb_agg(item order by n) from jsonb_array_elements(items) with ordinality as t(item, n)
        group by (n - 1) / ${sql.lit(ROWS_PER_NOTE)}
      loop
        payload := jsonb_build_object(kind, chunk)::text;
        -- unusually long texts in a row: say "all" rather than lose the notification
        if octet_length(payload) > 7900 then payload := '{"all":true}'; end if;
        perform pg_notify(channel, payload);
      end loop;
    end $$`.execute(db);
  await sql`
    create function search_note_all() returns trigger language plpgsql as $$
    begin
      perform pg_notify('search_changes_' || current_schema(), '{"all":true}');
      return null;
    end $$`.execute(db);

  const members: Record<string, { referencing: string; rows: string }> = {
    insert: {
      referencing: 'new table as new_rows',
      rows: `select jsonb_build_array(n.id, null, ${searchable('n')}) from new_rows n
        where ${searchable('n')} is not null`,
    },
    update: {
      referencing: 'old table as old_rows new table as new_rows',
      rows: `select jsonb_build_array(n.id, ${searchable('o')}, ${searchable('n')})
        from new_rows n join old_rows o on o.id = n.id
        where ${searchable('o')} is distinct from ${searchable('n')}`,
    },
    delete: {
      referencing: 'old table as old_rows',
      rows: `select jsonb_build_array(o.id, ${searchable('o')}, null) from old_rows o
        where ${searchable('o')} is not null`,
    },
  };
  for (const [on, { referencing, rows }] of Object.entries(members)) {
    await sql`
      create function ${sql.raw(`search_members_${on}`)}() returns trigger language plpgsql as $$
      begin
        perform search_note('members', (select jsonb_agg(r) from (${sql.raw(rows)}) as changed(r)));
        return null;
      end $$`.execute(db);
    await sql`
      create trigger ${sql.raw(`search_members_${on}`)} after ${sql.raw(on)} on members
      referencing ${sql.raw(referencing)} for each statement execute function ${sql.raw(`search_members_${on}`)}()
    `.execute(db);
  }

  await sql`
    create function search_saved_changed() returns trigger language plpgsql as $$
    begin
      perform search_note('saved', (select jsonb_agg(distinct member_id) from changed_rows));
      return null;
    end $$`.execute(db);
  for (const on of ['insert', 'update', 'delete']) {
    const table = on === 'delete' ? 'old' : 'new';
    await sql`
      create trigger ${sql.raw(`search_saved_${on}`)} after ${sql.raw(on)} on search_preferences
      referencing ${sql.raw(table)} table as changed_rows
      for each statement execute function search_saved_changed()`.execute(db);
  }

  for (const table of ['members', 'search_preferences']) {
    await sql`
      create trigger ${sql.raw(`search_${table}_truncate`)} after truncate on ${sql.table(table)}
      for each statement execute function search_note_all()`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const on of ['insert', 'update', 'delete']) {
    await sql`drop trigger ${sql.raw(`search_members_${on}`)} on members`.execute(db);
    await sql`drop function ${sql.raw(`search_members_${on}`)}()`.execute(db);
    await sql`drop trigger ${sql.raw(`search_saved_${on}`)} on search_preferences`.execute(db);
  }
  for (const table of ['members', 'search_preferences'])
    await sql`drop trigger ${sql.raw(`search_${table}_truncate`)} on ${sql.table(table)}`.execute(db);
  await sql`drop function search_saved_changed()`.execute(db);
  await sql`drop function search_note_all()`.execute(db);
  await sql`drop function search_note(text, jsonb)`.execute(db);
}
