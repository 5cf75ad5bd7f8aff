import { POLL_CHATS_LIKES_DELAY_MS, POLL_INTERVAL_MS, POLL_INTERVAL_PUSH_MS } from '@dating/config';

export interface PollingTasks {
  refreshUser: () => unknown;
  refreshChatsAndLikes: () => unknown;
  /** read at every round, so subscribing to push slows the next round down without a restart */
  pushSubscribed: () => boolean;
  /** revalidates the remotes pointer (issue 3: on each poll) */
  checkPointer?: () => unknown;
}

export interface PollingOptions {
  /** the user was fetched a moment ago (page load): don't fetch it twice in the first round */
  userIsFresh?: boolean;
  setTimeout?: (fn: () => void, ms: number) => unknown;
  clearTimeout?: (handle: unknown) => void;
}

export const pollInterval = (pushSubscribed: boolean) => (pushSubscribed ? POLL_INTERVAL_PUSH_MS : POLL_INTERVAL_MS);

/**
 * Spec sections 4 and 9: once a member is logged in, the user is refreshed at once and chats and likes
 * 1 s later; then the same round every 60 s, or every 300 s while push is subscribed. Returns stop(),
 * which cancels every pending timer (logout).
 */
export function startPolling(tasks: PollingTasks, options: PollingOptions = {}): () => void {
  const set = options.setTimeout ?? ((fn, ms) => setTimeout(fn, ms));
  const clear = options.clearTimeout ?? ((handle) => clearTimeout(handle as ReturnType<typeof setTimeout>));
  const pending = new Set<unknown>();
  let stopped = false;

  const later = (fn: () => void, ms: number) => {
    const handle = set(() => {
      pending.delete(handle);
      if (!stopped) fn();
    }, ms);
    pending.add(handle);
  };

  const round = (refreshUser: boolean) => {
    if (refreshUser) void tasks.refreshUser();
    void tasks.checkPointer?.();
    later(() => void tasks.refreshChatsAndLikes(), POLL_CHATS_LIKES_DELAY_MS);
    later(() => round(true), pollInterval(tasks.pushSubscribed()));
  };

  round(!options.userIsFresh);
  return () => {
    stopped = true;
    for (const handle of pending) clear(handle);
    pending.clear();
  };
}
