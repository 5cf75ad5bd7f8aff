import type { Db } from '../db/connect';
import { randomToken, sha256Hex } from '../auth/tokens';

/** An ops login lasts a working day; then the token is asked again. */
export const OPS_SESSION_MS = 8 * 3_600_000;

export interface OpsSession {
  idHash: string;
  /** what the page's forms carry; a cross-site form can send the cookie but cannot know this */
  csrf: string;
  expiresAt: Date;
}

/**
 * Sessions of the /_ops page, apart from member sessions: the cookie holds a random id, never the ops token,
 * and the table only the id's sha256. Expired rows are removed at each login.
 */
export async function createOpsSession(db: Db, now = new Date()): Promise<{ id: string; session: OpsSession }> {
  await db.deleteFrom('ops_sessions').where('expires_at', '<=', now).execute();
  const id = randomToken();
  const session: OpsSession = {
    idHash: sha256Hex(id),
    csrf: randomToken(),
    expiresAt: new Date(now.getTime() + OPS_SESSION_MS),
  };
  await db
    .insertInto('ops_sessions')
    .values({ id_hash: session.idHash, csrf: session.csrf, created_at: now, expires_at: session.expiresAt })
    .execute();
  return { id, session };
}

export async function findOpsSession(db: Db, id: string, now = new Date()): Promise<OpsSession | null> {
  const row = await db
    .selectFrom('ops_sessions')
    .select(['id_hash', 'csrf', 'expires_at'])
    .where('id_hash', '=', sha256Hex(id))
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return row ? { idHash: row.id_hash, csrf: row.csrf, expiresAt: new Date(row.expires_at) } : null;
}

export async function destroyOpsSession(db: Db, idHash: string): Promise<void> {
  await db.deleteFrom('ops_sessions').where('id_hash', '=', idHash).execute();
}
