import { LRUCache } from 'lru-cache';
import type { Db } from '../db/connect';
import { sha256Hex } from './tokens';
import { destroySession, endSessionsOf, findSession, renewIfOld, type Session } from './sessions';

/**
 * Tells the other instances that sessions ended, so none of them goes on accepting one from its cache
 * (session-revocations.ts, through Redis). Absent on a single instance.
 */
export interface RevocationChannel {
  send(revocation: Revocation): void;
  onRevocation(listener: (revocation: Revocation) => void): void;
  close(): Promise<void>;
}

/** One session ended (logout), or all of a member's but perhaps one (new password, suspension, deletion). */
export type Revocation = { tokenHash: string } | { memberId: number; exceptTokenHash?: string };

/** Whether `revocation` ends `session`. */
export function revocationEnds(revocation: Revocation, session: Pick<Session, 'tokenHash' | 'memberId'>): boolean {
  if ('tokenHash' in revocation) return revocation.tokenHash === session.tokenHash;
  return revocation.memberId === session.memberId && revocation.exceptTokenHash !== session.tokenHash;
}

export interface SessionStoreOptions {
  /** how long a looked-up session is trusted without asking the database again */
  ttlMs?: number;
  max?: number;
  revocations?: RevocationChannel;
}

/**
 * Every /api request starts with its session (the polled trio of docs/product.md §9 most of all): the store answers
 * from memory what it read from the database in the last minute, so a poll costs no session query. Whatever ends
 * sessions goes through here, which forgets them at once on this instance and, through the revocation channel, on
 * every other; the time limit is the safety net for a revocation the channel lost (Redis down for a moment).
 */
export class SessionStore {
  private readonly cache: LRUCache<string, Session>;
  private readonly revocations?: RevocationChannel;
  private readonly endedListeners = new Set<(revocation: Revocation) => void>();

  constructor(
    private readonly db: Db,
    { ttlMs = 60_000, max = 50_000, revocations }: SessionStoreOptions = {},
  ) {
    this.cache = new LRUCache({ max, ttl: ttlMs });
    this.revocations = revocations;
    revocations?.onRevocation((revocation) => this.forget(revocation));
  }

  /** The live session of a cookie token, or null when it is unknown, ended or expired. */
  async find(token: string, now = new Date()): Promise<Session | null> {
    const tokenHash = sha256Hex(token);
    const cached = this.cache.get(tokenHash);
    if (cached && cached.expiresAt > now) return cached;
    const session = await findSession(this.db, token, now);
    if (session) this.cache.set(tokenHash, session);
    else this.cache.delete(tokenHash);
    return session;
  }

  /** Sliding expiry; the cached session is the same object, so it carries the new date too. */
  renewIfOld(session: Session, now = new Date()): Promise<boolean> {
    return renewIfOld(this.db, session, now);
  }

  async destroy(tokenHash: string): Promise<void> {
    await destroySession(this.db, tokenHash);
    this.revoke({ tokenHash });
  }

  /** Ends every session of the member; `except` keeps the one in use (a password changed here). */
  async endSessionsOf(memberId: number, except?: { tokenHash: string }): Promise<void> {
    await endSessionsOf(this.db, memberId, except);
    this.revoke({ memberId, exceptTokenHash: except?.tokenHash });
  }

  /** The member's session rows went another way (an account deletion's transaction): forget them everywhere. */
  memberGone(memberId: number): void {
    this.revoke({ memberId });
  }

  /**
   * Calls `listener` whenever sessions end, on this instance or another: what a session keeps open (a live event
   * stream) closes with it. Answers the function that stops listening.
   */
  onEnded(listener: (revocation: Revocation) => void): () => void {
    this.endedListeners.add(listener);
    return () => this.endedListeners.delete(listener);
  }

  async close(): Promise<void> {
    await this.revocations?.close();
  }

  private revoke(revocation: Revocation): void {
    this.forget(revocation);
    this.revocations?.send(revocation);
  }

  private forget(revocation: Revocation): void {
    if ('tokenHash' in revocation) this.cache.delete(revocation.tokenHash);
    else
      for (const [hash, session] of [...this.cache.entries()])
        if (revocationEnds(revocation, session)) this.cache.delete(hash);
    for (const listener of [...this.endedListeners]) listener(revocation);
  }
}
