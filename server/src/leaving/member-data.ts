import { sql } from 'kysely';
import type { Db } from '../db/connect';

/**
 * Everything the site holds about one member (GDPR article 15: access; article 20: portability), as data.json
 * of the export. Secrets are left out (the password hash, session tokens, push keys): they are the member's
 * only in the sense that they protect the account, and a leaked zip must not open it.
 */
export interface MemberData {
  exported_at: string;
  account: Record<string, unknown>;
  photos: { id: number; file: string; main: boolean; created_at: string }[];
  likes_given: { member_id: number; name: string; created_at: string }[];
  likes_received: { member_id: number; name: string; created_at: string }[];
  conversations: {
    id: number;
    with: { member_id: number; name: string };
    removed_from_my_list: boolean;
    messages: { id: number; from_me: boolean; text: string; sent_at: string }[];
  }[];
  orders: Record<string, unknown>[];
  credits_ledger: Record<string, unknown>[];
  discounts: Record<string, unknown>[];
  push_subscriptions: { endpoint: string; created_at: string }[];
  search_preferences: Record<string, unknown> | null;
  sessions: { created_at: string; expires_at: string }[];
  mails: { subject: string; created: string; delivered: string | null }[];
  /** tables of features that may not exist on every install: blocks, mail preferences, reports filed */
  other: Record<string, Record<string, unknown>[]>;
}

/** The photo files of the export: the zip holds each as photos/<id>.<ext>. */
export interface PhotoFile {
  id: number;
  /** under the media folder */
  filename: string;
  /** inside the zip */
  zipName: string;
}

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());
const isoOf = (d: Date | string) => new Date(d).toISOString();

export async function collectMemberData(
  db: Db,
  memberId: number,
  now = new Date(),
): Promise<{ data: MemberData; photos: PhotoFile[] }> {
  const member = await db.selectFrom('members').selectAll().where('id', '=', memberId).executeTakeFirstOrThrow();
  const { password_hash: _secret, ...account } = member;

  const images = await db.selectFrom('images').selectAll().where('member_id', '=', memberId).orderBy('id').execute();
  const photos = images.map((i) => ({
    id: i.id,
    filename: i.filename,
    zipName: `photos/${i.id}${extensionOf(i.filename)}`,
  }));

  const likesGiven = await db
    .selectFrom('likes')
    .innerJoin('members', 'members.id', 'likes.profile_id')
    .select(['likes.profile_id as member_id', 'members.name', 'likes.created_at'])
    .where('likes.member_id', '=', memberId)
    .orderBy('likes.created_at')
    .execute();
  const likesReceived = await db
    .selectFrom('likes')
    .innerJoin('members', 'members.id', 'likes.member_id')
    .select(['likes.member_id', 'members.name', 'likes.created_at'])
    .where('likes.profile_id', '=', memberId)
    .orderBy('likes.created_at')
    .execute();

  const conversationRows = await db
    .selectFrom('conversation_members as mine')
    .innerJoin('conversation_members as other', 'other.conversation_id', 'mine.conversation_id')
    .innerJoin('members', 'members.id', 'other.member_id')
    .select(['mine.conversation_id as id', 'mine.removed', 'other.member_id', 'members.name'])
    .where('mine.member_id', '=', memberId)
    .where('other.member_id', '!=', memberId)
    .orderBy('mine.conversation_id')
    .execute();
  const conversations = [];
  for (const c of conversationRows) {
    const messages = await db
      .selectFrom('messages')
      .select(['id', 'sender_id', 'text', 'sent_at'])
      .where('conversation_id', '=', c.id)
      .orderBy('id')
      .execute();
    conversations.push({
      id: c.id,
      with: { member_id: c.member_id, name: c.name },
      removed_from_my_list: c.removed,
      messages: messages.map((m) => ({
        id: m.id,
        from_me: m.sender_id === memberId,
        text: m.text,
        sent_at: isoOf(m.sent_at),
      })),
    });
  }

  const orders = await db.selectFrom('orders').selectAll().where('member_id', '=', memberId).orderBy('id').execute();
  const ledger = await db
    .selectFrom('credit_ledger')
    .select(['id', 'kind', 'credits', 'order_id', 'created_at'])
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();
  const discounts = await db
    .selectFrom('discounts')
    .select(['code', 'kind', 'percentage', 'expires_at', 'created_at'])
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();
  const push = await db
    .selectFrom('push_subscriptions')
    .select(['endpoint', 'created_at'])
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute();
  const search = await db
    .selectFrom('search_preferences')
    .select('filters')
    .where('member_id', '=', memberId)
    .executeTakeFirst();
  const sessions = await db
    .selectFrom('sessions')
    .select(['created_at', 'expires_at'])
    .where('member_id', '=', memberId)
    .orderBy('created_at')
    .execute();
  const mails = await db
    .selectFrom('outbox')
    .select(['subject', 'created', 'delivered'])
    .where('to', '=', member.email)
    .orderBy('id')
    .execute();

  const data: MemberData = {
    exported_at: now.toISOString(),
    account,
    photos: images.map((i, n) => ({
      id: i.id,
      file: photos[n]!.zipName,
      main: member.main_image_id === i.id,
      created_at: isoOf(i.created_at),
    })),
    likes_given: likesGiven.map((l) => ({ ...l, created_at: isoOf(l.created_at) })),
    likes_received: likesReceived.map((l) => ({ ...l, created_at: isoOf(l.created_at) })),
    conversations,
    orders: orders.map(({ token: _token, ...o }) => o),
    credits_ledger: ledger,
    discounts: discounts.map((d) => ({ ...d, expires_at: iso(d.expires_at) })),
    push_subscriptions: push.map((p) => ({ endpoint: p.endpoint, created_at: isoOf(p.created_at) })),
    search_preferences: search?.filters ?? null,
    sessions: sessions.map((s) => ({ created_at: isoOf(s.created_at), expires_at: isoOf(s.expires_at) })),
    mails: mails.map((m) => ({ subject: m.subject, created: isoOf(m.created), delivered: iso(m.delivered) })),
    other: await otherTables(db, memberId),
  };
  return { data, photos };
}

/** The member's blocks, mail switches and reports filed, as their rows are. */
async function otherTables(db: Db, memberId: number): Promise<Record<string, Record<string, unknown>[]>> {
  const queries: Record<string, ReturnType<typeof sql<Record<string, unknown>>>> = {
    blocks: sql`select blocked_id, created_at from blocks where member_id = ${memberId} order by created_at`,
    notification_settings: sql`select * from notification_settings where member_id = ${memberId}`,
    complaints_filed: sql`select kind, reason, text, member_id, created_at from complaints
      where reporter_id = ${memberId} order by id`,
  };
  const out: Record<string, Record<string, unknown>[]> = {};
  for (const [key, query] of Object.entries(queries)) out[key] = (await query.execute(db)).rows;
  return out;
}

function extensionOf(filename: string): string {
  const m = /\.[a-z0-9]{1,5}$/i.exec(filename);
  return m ? m[0].toLowerCase() : '';
}
