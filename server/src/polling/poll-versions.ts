import { randomBytes } from 'node:crypto';

/** The channel the triggers of migration 0015_poll_changes notify (suffixed with the schema by the database). */
export const POLL_CHANGES_CHANNEL = 'poll_changes';

/**
 * A version per member of what their polled answers show (spec section 9), in memory: each notification from the
 * triggers of 0015_poll_changes (sent when the change commits) moves the versions of the members it names. So an
 * unchanged poll is told apart without asking the database. While not listening (not yet, or the connection was
 * lost) there is no version at all, and polls are answered in full; listening again starts a new epoch, since
 * what was sent in between is gone. Versions are this instance's own: another instance's epoch differs.
 */
export class PollVersions {
  private readonly counters = new Map<number, number>();
  private epoch = '';
  private live = false;

  /** A notification's payload: member ids, comma-separated. */
  note(payload: string): void {
    for (const part of payload.split(',')) {
      const id = Number(part);
      if (Number.isInteger(id)) this.touch(id);
    }
  }

  /**
   * The member's answers changed and this instance knows it before the database says so: it is about to tell the
   * member's pages (src/realtime), which fetch at once and must not be told "not modified" in between.
   */
  touch(memberId: number): void {
    this.counters.set(memberId, (this.counters.get(memberId) ?? 0) + 1);
  }

  setLive(live: boolean): void {
    if (live && !this.live) {
      this.epoch = randomBytes(6).toString('base64url');
      this.counters.clear();
    }
    this.live = live;
  }

  /** The member's version now, or null when changes may go unheard. */
  versionOf(memberId: number): string | null {
    return this.live ? `${this.epoch}.${this.counters.get(memberId) ?? 0}` : null;
  }
}
