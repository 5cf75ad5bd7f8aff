import { unwatchFile, watchFile } from 'node:fs';
import { readFile } from 'node:fs/promises';

/** How often the pointer file is stat'ed: a switch reaches open pages well within a second. */
export const POINTER_POLL_MS = 250;

export interface PointerWatchOptions {
  intervalMs?: number;
  onError?: (err: unknown) => void;
}

/**
 * Calls onChange each time the pointer file's remotes change (a promote, a rollback, a canary started or
 * ended), never for a rewrite that serves the same thing. Resolves once the current content is known, so
 * only later changes count.
 *
 * Why polling with stat (fs.watchFile) and not fs.watch: the deploy tool replaces the file by renaming a
 * temporary one over it, which an inotify watch on the file loses after the first switch; a watch on the
 * folder also fires for every lock and temporary file; and a store shared by several instances over a
 * network file system sends no inotify events for writes made on another machine at all. A stat every
 * 250 ms of one small file costs nothing, and sees the new inode whoever renamed it.
 */
export async function watchPointerFile(
  file: string,
  onChange: () => void,
  { intervalMs = POINTER_POLL_MS, onError = () => {} }: PointerWatchOptions = {},
): Promise<() => void> {
  let known = await servedPart(file).catch(() => null);
  let reading = Promise.resolve();

  // Called when the file's stat changed (a new inode after the rename, a new mtime or size).
  const listener = () => {
    // One read at a time, in order: two quick switches end on the newest content.
    reading = reading.then(async () => {
      try {
        const next = await servedPart(file);
        if (next === known) return;
        known = next;
        onChange();
      } catch (err) {
        // Gone or unreadable (a store being set up): the next write is noticed like any other.
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') onError(err);
      }
    });
  };
  // Not persistent: a server closing does not wait for the watch.
  watchFile(file, { interval: intervalMs, persistent: false }, listener);
  return () => unwatchFile(file, listener);
}

async function servedPart(file: string): Promise<string> {
  return servedPartOf(await readFile(file, 'utf8'));
}

/** What decides what a page is served: the remotes, not the revision counter every write bumps. */
export function servedPartOf(pointerText: string): string {
  const pointer = JSON.parse(pointerText) as { remotes?: unknown };
  return JSON.stringify(pointer.remotes ?? {});
}
