import { sql } from 'kysely';
import type { Db } from '../db/connect';

/**
 * What deleting an account does to every table (GDPR article 17; the privacy text promises it): each table of
 * the database is listed here with how the member's rows are erased or anonymised, or why it holds no personal
 * data. The deletion runs the erasers in this order inside one transaction; the deletion test lists every table
 * of the database and fails for one missing here, so a new table cannot be forgotten.
 *
 * What stays, and why: the member's row, emptied (no address, name, birthday, place, texts or tracking), because
 * orders, the credits ledger and discount uses point at it; those are payment records that bookkeeping law keeps
 * for years (7 in NL and DE), and with the row emptied they name nobody.
 */
export interface ErasedMember {
  id: number;
  /** the address as it was (lower case): mails to it and complaints naming it go */
  email: string;
}

type Eraser = (trx: Db, member: ErasedMember) => Promise<void>;

export type Treatment =
  /** the member's rows are deleted */
  | { kind: 'erased'; how: string; erase: Eraser }
  /** rows stay (a record the law or the other members need) with nothing left that names the member */
  | { kind: 'anonymised'; how: string; erase: Eraser }
  /** the table never holds a member's personal data */
  | { kind: 'none'; why: string };

const exec = async (query: { execute(db: Db): Promise<unknown> }, trx: Db): Promise<void> => {
  await query.execute(trx);
};

/** The address a deleted account's row holds instead of the member's: not an address, unique, never typed. */
export const deletedEmailMarker = (id: number) => `deleted:${id}`;

export const PERSONAL_DATA: Record<string, Treatment> = {
  sessions: {
    kind: 'erased',
    how: 'every session ends: every open page of the member is logged out',
    erase: (trx, m) => exec(sql`delete from sessions where member_id = ${m.id}`, trx),
  },
  likes: {
    kind: 'erased',
    how: 'likes given and received',
    erase: (trx, m) => exec(sql`delete from likes where member_id = ${m.id} or profile_id = ${m.id}`, trx),
  },
  conversations: {
    kind: 'erased',
    how:
      'every conversation of the member, for the other member too (with conversation_members and messages, by ' +
      'cascade): what the member wrote is their personal data, and a chat with nobody left to answer is of no use',
    erase: (trx, m) =>
      exec(
        sql`delete from conversations where id in (
          select conversation_id from conversation_members where member_id = ${m.id})`,
        trx,
      ),
  },
  conversation_members: {
    kind: 'erased',
    how: 'gone with the conversations (cascade); a membership left over by a broken row goes too',
    erase: (trx, m) => exec(sql`delete from conversation_members where member_id = ${m.id}`, trx),
  },
  messages: {
    kind: 'erased',
    how: 'gone with the conversations (cascade); any left over by a broken row goes too',
    erase: (trx, m) => exec(sql`delete from messages where sender_id = ${m.id}`, trx),
  },
  images: {
    kind: 'erased',
    how: 'the rows here; the files (and their blurred copies) after the commit, src/members/delete-account.ts',
    erase: (trx, m) => exec(sql`delete from images where member_id = ${m.id}`, trx),
  },
  search_preferences: {
    kind: 'erased',
    how: 'the saved search',
    erase: (trx, m) => exec(sql`delete from search_preferences where member_id = ${m.id}`, trx),
  },
  poll_changes: {
    kind: 'none',
    why:
      'a count of changes per member id (src/polling), no content and no time; it must not restart, or an old ' +
      "page's ETag could match again, and the id it counts for stays, emptied",
  },
  mail_codes: {
    kind: 'erased',
    how: 'mailed links (activation, reset, mail change): none works any more',
    erase: (trx, m) => exec(sql`delete from mail_codes where member_id = ${m.id}`, trx),
  },
  outbox: {
    kind: 'erased',
    how:
      'every mail to the address; the goodbye mail is written after, and is then the one record that the ' +
      'member was told',
    erase: (trx, m) => exec(sql`delete from outbox where "to" = ${m.email}`, trx),
  },
  push_subscriptions: {
    kind: 'erased',
    how: "the browser's push endpoints and keys",
    erase: (trx, m) => exec(sql`delete from push_subscriptions where member_id = ${m.id}`, trx),
  },
  data_exports: {
    kind: 'erased',
    how: 'the rows here; the zip files after the commit',
    erase: (trx, m) => exec(sql`delete from data_exports where member_id = ${m.id}`, trx),
  },
  notification_settings: {
    kind: 'erased',
    how: 'mail preferences',
    erase: (trx, m) => exec(sql`delete from notification_settings where member_id = ${m.id}`, trx),
  },
  notification_mail_sends: {
    kind: 'erased',
    how: 'when notice mails were last sent',
    erase: (trx, m) => exec(sql`delete from notification_mail_sends where member_id = ${m.id}`, trx),
  },
  blocks: {
    kind: 'erased',
    how: 'blocks both ways',
    erase: (trx, m) => exec(sql`delete from blocks where member_id = ${m.id} or blocked_id = ${m.id}`, trx),
  },
  complaints: {
    kind: 'anonymised',
    how:
      'reports the member filed go (their text and address are theirs); reports about the member stay for ' +
      'moderation, no longer pointing at anyone (the photo and message they named are gone already)',
    erase: async (trx, m) => {
      await exec(sql`delete from complaints where reporter_id = ${m.id} or lower(email) = ${m.email}`, trx);
      await exec(sql`update complaints set member_id = null where member_id = ${m.id}`, trx);
    },
  },
  discounts: {
    kind: 'erased',
    how:
      "the member's own codes (time bonus, the offer made before deleting); one an order used stays as part " +
      'of that payment record: a random code',
    erase: (trx, m) =>
      exec(
        sql`delete from discounts d where d.member_id = ${m.id}
          and not exists (select 1 from orders o where o.discount_id = d.id)`,
        trx,
      ),
  },
  discount_uses: {
    kind: 'anonymised',
    how: 'kept: which discount an order used is part of the payment record; it points at the emptied row',
    erase: async () => undefined,
  },
  orders: {
    kind: 'anonymised',
    how:
      'kept as payment records (bookkeeping law); amount, package, country and status only, pointing at the ' +
      'emptied row',
    erase: async () => undefined,
  },
  credit_ledger: {
    kind: 'anonymised',
    how: 'kept as payment records with the orders: credits bought, spent and refunded, pointing at the emptied row',
    erase: async () => undefined,
  },
  members: {
    kind: 'anonymised',
    how:
      'the row stays for the payment records above, emptied: no address (a marker instead, so the address can ' +
      'sign up again), no password, name, birthday, place, texts, details, tracking or user agent',
    erase: (trx, m) =>
      exec(
        sql`update members set
          email = ${deletedEmailMarker(m.id)}, password_hash = '', name = '', gender = '', date_of_birth = null,
          country = '', countryregion = '', city = '', latitude = null, longitude = null, personal = '',
          details = '{}'::jsonb, tracking = '{}'::jsonb, trafficsource = '', referrer = '', timezone = '',
          form_path = '', referring_profile_id = null, user_agent = '', main_image_id = null, last_seen_at = null,
          activated = false, deleted = true, deleted_at = now(), updated_at = now()
          where id = ${m.id}`,
        trx,
      ),
  },
  payment_events: { kind: 'none', why: "a provider's event ids and statuses of orders" },
  sandbox_payments: { kind: 'none', why: "the sandbox provider's payments: amount, package description, order token" },
  sandbox_webhooks: { kind: 'none', why: "the sandbox provider's webhook deliveries: order token and status" },
  ops_sessions: { kind: 'none', why: 'logins of the operators at /_ops, not of members' },
  server_keys: { kind: 'none', why: "the server's own keys" },
  remote_errors: { kind: 'none', why: 'which remote version failed to load or render, with no member attached' },
  lander_visits: { kind: 'none', why: 'visits per landing page, landers version and day: counts, nobody named' },
  kysely_migration: { kind: 'none', why: 'the migrations that ran' },
  kysely_migration_lock: { kind: 'none', why: 'the lock of the migrations' },
};

/** The tables of the public schema, as the database has them now. */
export async function databaseTables(db: Db): Promise<string[]> {
  const { rows } = await sql<{ table_name: string }>`
    select table_name from information_schema.tables
    where table_schema = current_schema() and table_type = 'BASE TABLE' order by table_name`.execute(db);
  return rows.map((r) => r.table_name);
}

/** Runs every table's eraser, in the order above. */
export async function eraseMemberRows(trx: Db, member: ErasedMember): Promise<void> {
  for (const treatment of Object.values(PERSONAL_DATA)) {
    if (treatment.kind !== 'none') await treatment.erase(trx, member);
  }
}
