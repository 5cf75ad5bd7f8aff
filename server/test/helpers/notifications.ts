import { setTimeout as sleep } from 'node:timers/promises';
import type { TestApp } from './test-app';
import { createMember } from './members';
import type { HttpClient } from './http-client';
import type { NewMember } from '../../src/db/schema';

/** An activated, logged-in member (notification mails go to confirmed addresses only) with no page open. */
export async function mailedMember(
  t: TestApp,
  fields: Partial<NewMember> = {},
): Promise<{ id: number; email: string; c: HttpClient }> {
  const m = await createMember(t.db, { activated: true, ...fields });
  const c = t.client();
  expect((await c.login(m.email, m.password)).status).toBe(200);
  return { id: m.id, email: m.email, c };
}

export const outboxOf = (t: TestApp, email: string) =>
  t.db.selectFrom('outbox').selectAll().where('to', '=', email).orderBy('id').execute();

/**
 * The mails go out after the answer (like the push notices): waits until `count` reached the outbox, or until
 * the time is up and answers what is there, so a test of "no mail" also gives a wrong mail the time to arrive.
 */
export async function mailsTo(t: TestApp, email: string, count: number, waitMs = 1500) {
  const end = Date.now() + waitMs;
  for (;;) {
    await t.app.realtime.flush();
    const mails = await outboxOf(t, email);
    if (mails.length >= count || Date.now() > end) return mails;
    await sleep(50);
  }
}

/** Moves the member's last mail of a kind back by more than the hour. */
export async function anHourLater(t: TestApp, memberId: number, kind: string): Promise<void> {
  await t.db
    .updateTable('notification_mail_sends')
    .set({ last_sent_at: new Date(Date.now() - 61 * 60_000) })
    .where('member_id', '=', memberId)
    .where('kind', '=', kind)
    .execute();
}
