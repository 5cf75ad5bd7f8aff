/**
 * Runs each member's tasks one after another, in the order they were queued; different members never wait
 * for each other. The returned promise is the task's own (its failure is the caller's to log); a failed task
 * does not stop the ones queued behind it.
 */
export type MemberQueue = (memberId: number, run: () => Promise<void>) => Promise<void>;

export function createMemberQueue(): MemberQueue {
  const tails = new Map<number, Promise<void>>();
  return (memberId, run) => {
    const done = (tails.get(memberId) ?? Promise.resolve()).then(run);
    const tail = done.catch(() => undefined);
    tails.set(memberId, tail);
    void tail.then(() => tails.get(memberId) === tail && tails.delete(memberId));
    return done;
  };
}
