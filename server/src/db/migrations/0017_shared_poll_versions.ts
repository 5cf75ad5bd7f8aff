import { sql, type Kysely } from 'kysely';

/**
 * A poll version every server instance agrees on (docs/product.md §9; docs/architecture.md, Several instances): behind
 * a balancer a member's polls land on any instance, and an ETag only saves the answer when each instance would
 * give the same one for the same state. Each change that migration 0015's triggers note for a member also adds
 * a row here; the member's version is the sum of their rows' weights. Rows are only ever inserted by writes, so
 * writes never wait on each other's version rows (a counter row per member would be locked by every write that
 * touches the member until it commits, and two writes touching two members in opposite orders would deadlock).
 * A sum, unlike a highest id, does not care in which order transactions commit: two reads that see the same sum
 * saw the same changes. poll_changes_fold() merges a member's rows into one of the same total weight.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table poll_changes (
      member_id integer not null,
      weight integer not null default 1
    )`.execute(db);
  await sql`create index poll_changes_member on poll_changes (member_id) include (weight)`.execute(db);

  // Migration 0015's poll_note keeps notifying, under another name; poll_note, which its triggers call, now also
  // counts the change for each member it names.
  await sql`alter function poll_note(integer[]) rename to poll_notify`.execute(db);
  await sql`
    create function poll_note(ids integer[]) returns void language plpgsql as $$
    begin
      insert into poll_changes (member_id) select distinct id from unnest(ids) as id where id is not null;
      perform poll_notify(ids);
    end $$`.execute(db);

  // One statement: a read sees the rows before the fold or after it, the same sum either way.
  await sql`
    create function poll_changes_fold() returns integer language sql as $$
      with folded as (
        delete from poll_changes where member_id in (
          select member_id from poll_changes group by member_id having count(*) > 1)
        returning member_id, weight
      ), merged as (
        insert into poll_changes (member_id, weight)
        select member_id, sum(weight)::integer from folded group by member_id
        returning 1
      )
      select count(*)::integer from merged
    $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop function poll_changes_fold()`.execute(db);
  await sql`drop function poll_note(integer[])`.execute(db);
  await sql`alter function poll_notify(integer[]) rename to poll_note`.execute(db);
  await sql`drop table poll_changes`.execute(db);
}
