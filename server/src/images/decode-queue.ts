import PQueue from 'p-queue';
import { ApiError } from '../http/errors';

/** How long a refused upload is told to wait: a full queue drains in a few seconds at about 0.8 s per decode. */
export const BUSY_RETRY_AFTER_SECONDS = 5;

export const busy = () =>
  new ApiError(503, 'busy', 'Many photos are being uploaded right now. Please try again in a few seconds.');

export interface DecodeQueue {
  /**
   * Runs `decode` once a slot is free, after the decodes `owner` (a member) started before it: one member's
   * uploads decode one after another, so one member cannot hold every slot. Throws 503 `busy` at once instead
   * when the owner has `perOwner` uploads in line already, or when `concurrency` decodes run and `maxQueued`
   * wait: a burst of uploads waits in a short line or is turned away, never piles up in memory.
   */
  run<T>(owner: number, decode: () => Promise<T>): Promise<T>;
}

export function createDecodeQueue({
  concurrency,
  maxQueued,
  perOwner = 2,
}: {
  concurrency: number;
  maxQueued: number;
  perOwner?: number;
}): DecodeQueue {
  const queue = new PQueue({ concurrency });
  /** per owner: how many of its uploads are in line, and when the last of them is done */
  const lines = new Map<number, { count: number; last: Promise<void> }>();
  return {
    run: async (owner, decode) => {
      const line = lines.get(owner) ?? { count: 0, last: Promise.resolve() };
      if (line.count >= perOwner) throw busy();
      const before = line.last;
      let done!: () => void;
      line.last = new Promise<void>((resolve) => (done = resolve));
      line.count += 1;
      lines.set(owner, line);
      try {
        await before;
        // pending: running now; size: waiting. add() starts a job synchronously when a slot is free.
        if (queue.pending >= concurrency && queue.size >= maxQueued) throw busy();
        return await queue.add(decode);
      } finally {
        done();
        line.count -= 1;
        if (line.count === 0) lines.delete(owner);
      }
    },
  };
}
