import {
  appendFileSync,
  closeSync,
  existsSync,
  mkdirSync,
  openSync,
  readFileSync,
  rmSync,
  statSync,
  writeSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { pointerFile } from './paths';
import { readPointer, writePointer, type Pointer } from './pointer';

/** One line of <store>/pointer/history.jsonl: every pointer change, never rewritten. */
export interface HistoryEntry {
  at: string;
  by: string;
  env: string;
  remote: string;
  /** host-deploy: a host build that did not fit every live remote, deployed with --force (check-host) */
  action: 'publish-all' | 'promote' | 'canary' | 'full' | 'rollback' | 'auto-rollback' | 'host-deploy';
  from: string | null;
  to: string | null;
  reason?: string;
  /** with --force: the host-fit problems (docs/architecture.md, What fits what) this change went ahead despite */
  forced?: string[];
  /** the pointer revision this change produced */
  revision: number;
}
export type HistoryDraft = Omit<HistoryEntry, 'at' | 'env' | 'revision'>;

/** Someone else changed the pointer between our read and our write; nothing was written. */
export class PointerChangedError extends Error {
  constructor(detail: string) {
    super(`pointer changed, retry (${detail})`);
    this.name = 'PointerChangedError';
  }
}

/** A lock left by a crashed writer is taken over after this long; a real write takes milliseconds. */
const STALE_LOCK_MS = 30_000;

export const historyFile = (store: string) => join(store, 'pointer', 'history.jsonl');

function acquireLock(lock: string): number {
  mkdirSync(dirname(lock), { recursive: true });
  try {
    return openSync(lock, 'wx'); // O_CREAT | O_EXCL: exactly one writer gets it
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    let age = 0;
    try {
      age = Date.now() - statSync(lock).mtimeMs;
    } catch {
      /* released meanwhile */
    }
    if (age < STALE_LOCK_MS) throw new PointerChangedError('another change is being written');
    rmSync(lock, { force: true });
    return openSync(lock, 'wx');
  }
}

/**
 * Compare-and-swap of the pointer: under an O_EXCL lock file, writes `next` (with revision + 1) only when
 * the pointer's revision is still `expectedRevision`, then appends the history lines. A writer that read an
 * older revision gets PointerChangedError and must re-read, re-verify and try again — no write is lost.
 */
export function commitPointer(
  store: string,
  env: string,
  expectedRevision: number,
  next: Pointer,
  entries: HistoryDraft[],
): Pointer {
  const lock = `${pointerFile(store, env)}.lock`;
  const fd = acquireLock(lock);
  try {
    writeSync(fd, `${process.pid}\n`);
    const current = readPointer(store, env).revision ?? 0;
    if (current !== expectedRevision)
      throw new PointerChangedError(`read revision ${expectedRevision}, now ${current}`);
    const written: Pointer = { ...next, revision: current + 1 };
    writePointer(store, written, env);
    if (entries.length > 0) appendFileSync(historyFile(store), historyLines(entries, env, current + 1));
    return written;
  } finally {
    closeSync(fd);
    rmSync(lock, { force: true });
  }
}

export function readHistory(store: string, filter: HistoryFilter = {}): HistoryEntry[] {
  const file = historyFile(store);
  if (!existsSync(file)) return [];
  return parseHistory(readFileSync(file, 'utf8'), filter);
}

export interface HistoryFilter {
  remote?: string;
  env?: string;
}

/** The history lines of one pointer change (JSON Lines): every entry stamped with the time, env and revision. */
export function historyLines(entries: HistoryDraft[], env: string, revision: number): string {
  const at = new Date().toISOString();
  return entries.map((e) => `${JSON.stringify({ at, env, ...e, revision })}\n`).join('');
}

/** Entries of history lines that match the filter. */
export function parseHistory(text: string, filter: HistoryFilter = {}): HistoryEntry[] {
  return text
    .split('\n')
    .filter((line) => line.trim())
    .flatMap((line) => {
      try {
        return [JSON.parse(line) as HistoryEntry];
      } catch {
        return []; // a torn last line from a crash: skip it, keep the rest
      }
    })
    .filter((e) => (!filter.remote || e.remote === filter.remote) && (!filter.env || e.env === filter.env));
}
