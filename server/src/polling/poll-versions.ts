import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/connect';
import { VersionedCache } from '../db/versioned-cache';

/** The channel the triggers of migration 0015_poll_changes notify (suffixed with the schema by the database). */
export const POLL_CHANGES_CHANNEL = 'poll_changes';

/** Members whose shared version this instance keeps; the least recently polled go first. */
const KEPT_MEMBERS = 200_000;

/**
 * What a member's polled answers (docs/product.md §9) are at, in two forms:
 * - `heardVersionOf`: this instance's own count of the notifications it heard for the member (the triggers of
 *   0015_poll_changes send one when a change commits), in memory. It moves the moment a change is heard, so it
 *   tells this instance's caches a value may be out of date. Another instance counts differently.
 * - `versionOf`: the version every instance agrees on, the sum migration 0017_shared_poll_versions keeps in the
 *   database, read once and then kept until the heard version moves. This is what an ETag carries, so a poll
 *   answered 304 by one instance is a 304 on any other.
 * While not listening (not yet, or the connection was lost) there is no version at all, and polls are answered in
 * full; listening again starts afresh, since what was sent in between is gone.
 */
export class PollVersions {
  private readonly counters = new Map<number, number>();
  private readonly shared: VersionedCache<number, string>;
  private epoch = '';
  private live = false;

  constructor(private readonly db: Db) {
    this.shared = new VersionedCache((memberId) => this.heardVersionOf(memberId), KEPT_MEMBERS);
  }

  /** A notification's payload: member ids, comma-separated. */
  note(payload: string): void {
    for (const part of payload.split(',')) {
      const id = Number(part);
      if (Number.isInteger(id)) this.touch(id);
    }
  }

  /**
   * The member's answers changed and this instance knows it before the database says so: it is about to tell the
   * member's pages (src/realtime), or has just told them, and they fetch at once. The shared version is read
   * afresh then, after the commit.
   */
  touch(memberId: number): void {
    this.counters.set(memberId, (this.counters.get(memberId) ?? 0) + 1);
  }

  setLive(live: boolean): void {
    if (live && !this.live) {
      this.epoch = randomBytes(6).toString('base64url');
      this.counters.clear();
      this.shared.clear();
    }
    this.live = live;
  }

  /** This instance's count of the member's changes, or null when changes may go unheard. */
  heardVersionOf(memberId: number): string | null {
    return this.live ? `${this.epoch}.${this.counters.get(memberId) ?? 0}` : null;
  }

  /** The member's version as every instance sees it, or null when changes may go unheard. */
  async versionOf(memberId: number): Promise<string | null> {
    if (!this.live) return null;
    return this.shared.get(memberId, () => readSharedVersion(this.db, memberId));
  }
}

async function readSharedVersion(db: Db, memberId: number): Promise<string> {
  const { rows } = await sql<{ version: string }>`
    select coalesce(sum(weight), 0)::text as version from poll_changes where member_id = ${memberId}`.execute(db);
  return rows[0]!.version;
}
