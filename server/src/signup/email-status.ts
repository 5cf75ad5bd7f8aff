import { validateEmail, type EmailStatus } from '@dating/contract';
import type { Db } from '../db/connect';

/** Whether a (normalized) address may sign up, or whose account holds it and in which state. */
export async function emailStatus(db: Db, email: string): Promise<EmailStatus> {
  if (validateEmail(email)) return 'invalid';
  const member = await db
    .selectFrom('members')
    .select(['activated', 'deleted'])
    .where('email', '=', email)
    .executeTakeFirst();
  if (!member) return 'new';
  if (member.deleted) return 'deleted';
  return member.activated ? 'active' : 'not_confirmed';
}
