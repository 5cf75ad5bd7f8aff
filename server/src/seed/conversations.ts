import { sql } from 'kysely';
import type { Db } from '../db/connect';
import { CHAT_SCRIPTS } from './chat-lines';
import type { Random } from './random';

const DAY_MS = 86_400_000;
const MINUTE_MS = 60_000;
/** conversations per statement batch: ~1,500 messages, far below PostgreSQL's 65,535 parameters */
const BATCH = 500;

export interface SeedConversation {
  members: [number, number];
  /** oldest first */
  lines: { senderId: number; text: string; sentAt: Date }[];
  /** the members who read everything; the others have the trailing messages of the other member unread */
  readAll: number[];
}

/**
 * Writes conversations with their messages and each member's list row (unread count, read mark, first message)
 * as the chat code would have left them, in a few multi-row inserts per batch: ids come from the sequences
 * first, so the marks that point at messages are known before anything is written.
 */
export async function insertConversations(db: Db, conversations: SeedConversation[]): Promise<void> {
  for (let start = 0; start < conversations.length; start += BATCH) {
    const batch = conversations.slice(start, start + BATCH);
    await db.transaction().execute(async (trx) => {
      const conversationIds = await nextIds(trx, 'conversations_id_seq', batch.length);
      const messageIds = await nextIds(
        trx,
        'messages_id_seq',
        batch.reduce((n, c) => n + c.lines.length, 0),
      );
      let next = 0;
      const conversationRows = [];
      const memberRows = [];
      const messageRows = [];
      for (const [i, conversation] of batch.entries()) {
        const id = conversationIds[i]!;
        const ids = conversation.lines.map(() => messageIds[next++]!);
        conversationRows.push({
          id,
          created_at: conversation.lines[0]!.sentAt,
          last_message_at: conversation.lines.at(-1)!.sentAt,
        });
        for (const [j, line] of conversation.lines.entries()) {
          messageRows.push({
            id: ids[j]!,
            conversation_id: id,
            sender_id: line.senderId,
            text: line.text,
            sent_at: line.sentAt,
          });
        }
        const senders = conversation.lines.map((l) => l.senderId);
        for (const memberId of conversation.members) {
          const marks = marksOf(senders, ids, memberId, conversation.readAll.includes(memberId));
          memberRows.push({ conversation_id: id, member_id: memberId, ...marks });
        }
      }
      // Ids set on purpose, from the same sequences the table types leave them to.
      await trx
        .insertInto('conversations')
        .values(conversationRows as never)
        .execute();
      await trx.insertInto('conversation_members').values(memberRows).execute();
      await trx
        .insertInto('messages')
        .values(messageRows as never)
        .execute();
    });
  }
}

/**
 * One member's list row after the messages with `ids` from `senders`: unless they read everything, the other
 * member's messages after their own last one are unread, and their read mark stops just before those.
 */
export function marksOf(
  senders: number[],
  ids: number[],
  memberId: number,
  readAll: boolean,
): { num_unread: number; last_read_message_id: number; first_message_id: number | null } {
  const firstOwn = senders.indexOf(memberId);
  let unread = 0;
  if (!readAll) while (unread < senders.length && senders[senders.length - 1 - unread] !== memberId) unread++;
  const readIndex = senders.length - 1 - unread;
  return {
    num_unread: unread,
    last_read_message_id: readIndex >= 0 ? ids[readIndex]! : 0,
    first_message_id: firstOwn >= 0 ? ids[firstOwn]! : null,
  };
}

/**
 * Conversations between seeded members (ids from `firstId` on): a woman and a man of the same country, talking
 * in its language, over the last month. About one conversation per ten members; in four of ten the last
 * message is still unread.
 */
export async function seedConversations(db: Db, random: Random, firstId: number, now: Date): Promise<number> {
  const members = await db
    .selectFrom('members')
    .select(['id', 'gender', 'language'])
    .where('id', '>=', firstId)
    .where('fictional', '=', true)
    .orderBy('id')
    .execute();
  const byLanguage = new Map<string, { female: number[]; male: number[] }>();
  for (const m of members) {
    if (m.gender !== 'female' && m.gender !== 'male') continue;
    const group = byLanguage.get(m.language) ?? { female: [], male: [] };
    group[m.gender].push(m.id);
    byLanguage.set(m.language, group);
  }

  const conversations: SeedConversation[] = [];
  for (const [language, group] of byLanguage) {
    if (group.female.length === 0 || group.male.length === 0) continue;
    const scripts = CHAT_SCRIPTS[language] ?? CHAT_SCRIPTS.en!;
    const wanted = Math.floor((group.female.length + group.male.length) / 10);
    const pairs = new Set<string>();
    // One conversation per pair; a small group may have fewer pairs than wanted, hence the bounded tries.
    for (let tries = 0; pairs.size < wanted && tries < wanted * 3; tries++) {
      const woman = random.pick(group.female);
      const man = random.pick(group.male);
      if (pairs.has(`${woman}-${man}`)) continue;
      pairs.add(`${woman}-${man}`);
      const [a, b] = random.chance(0.5) ? [woman, man] : [man, woman];
      const script = random.pick(scripts);
      const lastAt = now.getTime() - random.int(10, (30 * DAY_MS) / MINUTE_MS) * MINUTE_MS;
      const gap = random.int(3, 90) * MINUTE_MS;
      const lines = script.map((line, i) => ({
        senderId: line.from === 'a' ? a : b,
        text: line.text,
        sentAt: new Date(lastAt - (script.length - 1 - i) * gap),
      }));
      const lastSender = lines.at(-1)!.senderId;
      conversations.push({ members: [a, b], lines, readAll: random.chance(0.6) ? [a, b] : [lastSender] });
    }
  }
  await insertConversations(db, conversations);
  return conversations.length;
}

async function nextIds(db: Db, sequence: 'conversations_id_seq' | 'messages_id_seq', n: number): Promise<number[]> {
  if (n === 0) return [];
  const { rows } = await sql<{
    id: number;
  }>`select nextval(${sequence})::int as id from generate_series(1, ${n}::int)`.execute(db);
  return rows.map((r) => r.id);
}
