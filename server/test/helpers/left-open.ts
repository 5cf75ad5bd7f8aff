/**
 * What a test file started and has not closed: apps, other instances, databases. A file whose beforeAll passed its
 * time limit never gets the app its start resolves with later, so its afterAll cannot close it; a file may also
 * just forget one. Its workers and timers would then run on after the file, into the next one or past jest's
 * teardown (pg-boss polling "after the Jest environment has been torn down", or a run that never exits). The
 * server tests' environment (test/environment.js) closes what is left, newest first, once every afterAll has run,
 * and fails the file with what it left.
 */
interface Entry {
  what: string;
  close(): Promise<void>;
}

const open = new Set<Entry>();

/** Closes whatever is still open, newest first; answers what it was (the environment's hook, at run_finish). */
async function closeLeftOpen(): Promise<string[]> {
  const left = [...open].reverse();
  for (const entry of left) {
    try {
      await entry.close();
    } catch (err) {
      console.error(`closing ${entry.what} left open by the test file failed`, err);
    }
  }
  return left.map((entry) => entry.what);
}
(globalThis as { __closeLeftOpen?: typeof closeLeftOpen }).__closeLeftOpen = closeLeftOpen;

/**
 * `start` tracked from its beginning until its result is closed: its close() becomes idempotent (the file's
 * afterAll and the environment may both call it) and takes it off the list.
 */
export function tracked<T extends { close(): Promise<void> }>(what: string, start: Promise<T>): Promise<T> {
  const entry: Entry = {
    what,
    async close() {
      const started = await result.catch(() => undefined);
      await started?.close();
    },
  };
  open.add(entry);
  const result = start.then(
    (started) => {
      const close = started.close.bind(started);
      let closing: Promise<void> | undefined;
      started.close = () =>
        (closing ??= close().finally(() => {
          open.delete(entry);
        }));
      return started;
    },
    (err: unknown) => {
      open.delete(entry);
      throw err;
    },
  );
  return result;
}
