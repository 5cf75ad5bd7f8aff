import { sql, type Kysely } from 'kysely';

/**
 * What tells an unchanged poll from a changed one without building the answer (docs/product.md §9: every open page
 * polls user, chats and likes). Each write that changes what one of those answers shows a member notifies the
 * member's id on the channel poll_changes_<schema>, from a trigger, so no write path can forget it: the member's
 * own row and photos; a like, block, conversation or message either side; and another member's profile, photos
 * or visibility, for the members whose lists show them. A notification is sent when its transaction commits;
 * each server instance LISTENs and keeps a version per member in memory (src/polling/poll-versions.ts).
 */
export async function up(db: Kysely<any>): Promise<void> {
  // The members whose chats or likes list shows member x: liked either way, or in a conversation with x.
  await sql`
    create function poll_partners(x integer[]) returns table (member_id integer) language sql stable as $$
      select profile_id from likes where member_id = any(x)
      union select member_id from likes where profile_id = any(x)
      union select other.member_id from conversation_members mine
        join conversation_members other on other.conversation_id = mine.conversation_id
        where mine.member_id = any(x) and other.member_id <> mine.member_id
    $$`.execute(db);
  await sql`
    create function poll_members_of_conversations(c integer[]) returns table (member_id integer)
    language sql stable as $$
      select member_id from conversation_members where conversation_id = any(c)
    $$`.execute(db);
  // Distinct ids, 500 to a notification (a payload holds at most 8000 bytes).
  await sql`
    create function poll_note(ids integer[]) returns void language plpgsql as $$
    declare
      chunk text;
    begin
      for chunk in
        select string_agg(id::text, ',') from (
          select id, (row_number() over (order by id) - 1) / 500 as part
          from (select distinct id from unnest(ids) as id where id is not null) as d
        ) as numbered group by part
      loop
        perform pg_notify('poll_changes_' || current_schema(), chunk);
      end loop;
    end $$`.execute(db);

  // members: any change of the member's own row (user.php shows credits, email, activation ...); a change of
  // what a profile shows, or whether it shows at all, also reaches the lists it is in.
  await sql`
    create function poll_members_changed() returns trigger language plpgsql as $$
    begin
      perform poll_note(array(select n.id from new_rows n join old_rows o on o.id = n.id where o is distinct from n));
      perform poll_note(array(select member_id from poll_partners(array(
        select n.id from new_rows n join old_rows o on o.id = n.id
        where (o.name, o.gender, o.date_of_birth, o.country, o.countryregion, o.city, o.personal, o.details,
               o.language, o.last_signup_step, o.fictional, o.main_image_id, o.deleted, o.suspended_at)
          is distinct from
              (n.name, n.gender, n.date_of_birth, n.country, n.countryregion, n.city, n.personal, n.details,
               n.language, n.last_signup_step, n.fictional, n.main_image_id, n.deleted, n.suspended_at)))));
      return null;
    end $$`.execute(db);
  await sql`
    create trigger poll_members after update on members referencing old table as old_rows new table as new_rows
    for each statement execute function poll_members_changed()`.execute(db);

  // Three shapes of trigger for the other tables, one per statement kind (a transition table exists only for
  // the kinds that have it), each over the rows the statement touched.
  const kinds = [
    { on: 'insert', referencing: 'new table as changed_rows' },
    { on: 'update', referencing: 'new table as changed_rows' },
    { on: 'delete', referencing: 'old table as changed_rows' },
  ];
  const tables: Record<string, string> = {
    // a photo shows in the owner's user.php and in every list that shows the owner
    images: `perform poll_note(array(select member_id from changed_rows union
      select member_id from poll_partners(array(select member_id from changed_rows))));`,
    likes: `perform poll_note(array(select member_id from changed_rows union select profile_id from changed_rows));`,
    blocks: `perform poll_note(array(select member_id from changed_rows union select blocked_id from changed_rows));`,
    conversation_members: `perform poll_note(array(select member_id from changed_rows union
      select member_id from poll_members_of_conversations(array(select conversation_id from changed_rows))));`,
    messages: `perform poll_note(array(select member_id from
      poll_members_of_conversations(array(select conversation_id from changed_rows))));`,
    conversations: `perform poll_note(array(select member_id from
      poll_members_of_conversations(array(select id from changed_rows))));`,
  };
  for (const [table, body] of Object.entries(tables)) {
    await sql`
      create function ${sql.raw(`poll_${table}_changed`)}() returns trigger language plpgsql as $$
      begin
        ${sql.raw(body)}
        return null;
      end $$`.execute(db);
    for (const { on, referencing } of kinds) {
      await sql`
        create trigger ${sql.raw(`poll_${table}_${on}`)} after ${sql.raw(on)} on ${sql.table(table)}
        referencing ${sql.raw(referencing)} for each statement execute function ${sql.raw(`poll_${table}_changed`)}()
      `.execute(db);
    }
  }
}
