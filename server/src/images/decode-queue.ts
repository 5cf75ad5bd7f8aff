import PQueue from 'p-queue';
import { ApiError } from '../http/errors';

/** How long a refused upload is told to wait: a full queue drains in a few seconds at about 0.8 s per decode. */
export const BUSY_RETRY_AFTER_SECONDS = 5;

export const busy = () =>
  new ApiError(503, 'busy', 'Many photos are being uploaded right now. Please try again in a few seconds.');

export interface DecodeQueue {
  /**
   * Runs `decode` once a slot is free. When `concurrency` decodes run and `maxQueued` wait already, throws 503
   * `busy` at once instead: a burst of uploads waits in a short line or is turned away, never piles up in memory.
   */
  run<T>(decode: () => Promise<T>): Promise<T>;
}

export function createDecodeQueue({ concurrency, maxQueued }: { concurrency: number; maxQueued: number }): DecodeQueue {
  const queue = new PQueue({ concurrency });
  return {
    run: async (decode) => {
      // pending: running now; size: waiting. add() starts a job synchronously when a slot is free.
      if (queue.pending >= concurrency && queue.size >= maxQueued) throw busy();
      return queue.add(decode);
    },
  };
}
