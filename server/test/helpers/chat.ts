import { randomUUID } from 'node:crypto';
import type { StreamEvent } from '@dating/contract';
import { writeLedger } from '../../src/credits/ledger';
import type { Db } from '../../src/db/connect';
import type { TestApp } from './test-app';
import { createMember } from './members';
import type { HttpClient } from './http-client';

export interface ChatMember {
  id: number;
  c: HttpClient;
  /** every event published to this member since login, oldest first */
  events: StreamEvent[];
}

/** Credits as a bonus through the ledger, the one way a balance changes. */
export async function giveCredits(t: TestApp, memberId: number, credits: number): Promise<void> {
  await t.db.transaction().execute((trx) => writeLedger(trx, { memberId, kind: 'bonus', credits }));
}

/** A logged-in member with `credits`, whose published events the test can read (app.realtime). */
export async function chatMember(t: TestApp, credits: number, name = 'Chatter'): Promise<ChatMember> {
  const m = await createMember(t.db, { name });
  if (credits > 0) await giveCredits(t, m.id, credits);
  const c = t.client();
  expect((await c.login(m.email, m.password)).status).toBe(200);
  const events: StreamEvent[] = [];
  t.app.realtime.subscribe(m.id, (entry) => events.push(entry.event));
  return { id: m.id, c, events };
}

/** The conversation between two members as the start-chat button makes it (GET chat.php?profile). */
export async function startChat(from: ChatMember, to: { id: number }): Promise<number> {
  const res = await from.c.get(`/api/chat.php?profile=${to.id}`);
  expect(res.status).toBe(200);
  return res.body.id;
}

export const newClientId = () => `t-${randomUUID()}`;

export function send(from: ChatMember, conversation: number, text: string, clientId = newClientId()) {
  return from.c.post('/api/chat_messages.php', { conversation, text, client_id: clientId });
}

/**
 * A conversation written straight into the database (no credits, no events): its members with their unread
 * counts, and its messages in order. For tests about what happens to chats, not about sending.
 */
export async function seedConversation(
  db: Db,
  members: { id: number; unread?: number }[],
  messages: { from: number; text: string }[],
): Promise<number> {
  const { id } = await db
    .insertInto('conversations')
    .values({ last_message_at: new Date() })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('conversation_members')
    .values(members.map((m) => ({ conversation_id: id, member_id: m.id, num_unread: m.unread ?? 0 })))
    .execute();
  await db
    .insertInto('messages')
    .values(messages.map((m) => ({ conversation_id: id, sender_id: m.from, text: m.text })))
    .execute();
  return id;
}
