import type { Db } from '../db/connect';
import { randomToken, sha256Hex } from './tokens';

export const SESSION_DAYS = 30;
const DAY_MS = 86_400_000;
/** A session used when fewer than this many days remain is extended to the full 30 again. */
const RENEW_BELOW_DAYS = 15;

export interface Session {
  tokenHash: string;
  memberId: number;
  csrf: string;
  expiresAt: Date;
}

export interface NewSession {
  /** goes into the sid cookie; only its hash is stored */
  token: string;
  session: Session;
}

export async function createSession(db: Db, memberId: number, now = new Date()): Promise<NewSession> {
  const token = randomToken();
  const session: Session = {
    tokenHash: sha256Hex(token),
    memberId,
    csrf: randomToken(),
    expiresAt: new Date(now.getTime() + SESSION_DAYS * DAY_MS),
  };
  await db
    .insertInto('sessions')
    .values({
      token_hash: session.tokenHash,
      member_id: memberId,
      csrf: session.csrf,
      created_at: now,
      expires_at: session.expiresAt,
    })
    .execute();
  return { token, session };
}

/** The live session of a cookie token, or null when it is unknown or expired. */
export async function findSession(db: Db, token: string, now = new Date()): Promise<Session | null> {
  const row = await db
    .selectFrom('sessions')
    .select(['token_hash', 'member_id', 'csrf', 'expires_at'])
    .where('token_hash', '=', sha256Hex(token))
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row
    ? { tokenHash: row.token_hash, memberId: row.member_id, csrf: row.csrf, expiresAt: new Date(row.expires_at) }
    : null;
}

/** Sliding expiry: a member who keeps using the site stays logged in. Answers true when it was extended. */
export async function renewIfOld(db: Db, session: Session, now = new Date()): Promise<boolean> {
  if (session.expiresAt.getTime() - now.getTime() > RENEW_BELOW_DAYS * DAY_MS) return false;
  session.expiresAt = new Date(now.getTime() + SESSION_DAYS * DAY_MS);
  await db
    .updateTable('sessions')
    .set({ expires_at: session.expiresAt })
    .where('token_hash', '=', session.tokenHash)
    .execute();
  return true;
}

export async function destroySession(db: Db, tokenHash: string): Promise<void> {
  await db.deleteFrom('sessions').where('token_hash', '=', tokenHash).execute();
}

/**
 * Ends every session of a member (a new password, a suspension, a deletion): the next request of each of
 * their pages finds no session. `except` keeps the one the member is using, so changing a password here
 * logs out only the other devices.
 */
export async function endSessionsOf(db: Db, memberId: number, except?: { tokenHash: string }): Promise<void> {
  let query = db.deleteFrom('sessions').where('member_id', '=', memberId);
  if (except) query = query.where('token_hash', '!=', except.tokenHash);
  await query.execute();
}

/** Expired rows are useless; removed at start-up and at each login so the table stays small. */
export async function deleteExpiredSessions(db: Db, now = new Date()): Promise<void> {
  await db.deleteFrom('sessions').where('expires_at', '<=', now).execute();
}
