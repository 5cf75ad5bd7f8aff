import { remoteLoader } from './federation';

/** Revalidates the remotes pointer; never throws (no runtime in tests, no network offline). */
export function checkPointerNow(): Promise<void> {
  return Promise.resolve()
    .then(() => remoteLoader().checkPointer?.())
    .catch(() => undefined);
}

/**
 * Asks for the pointer now, past the 15 s guard: the event stream said it changed, or the stream reconnected
 * and may have missed that. Never throws.
 */
export function refreshPointerNow(): Promise<void> {
  return Promise.resolve()
    .then(() => remoteLoader().refreshPointer?.())
    .catch(() => undefined);
}

export interface PointerRecheckOptions {
  check?: () => unknown;
  doc?: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
}

/**
 * Issue 3: the pointer is checked when the page starts and whenever it becomes visible again (a tab left
 * open overnight sees last night's rollback before the member clicks anywhere). The session poll adds
 * its own check each round (session/polling.ts). Returns the function that stops listening.
 */
export function startPointerRechecks({
  check = checkPointerNow,
  doc = document,
}: PointerRecheckOptions = {}): () => void {
  const onVisibility = () => {
    if (doc.visibilityState === 'visible') void check();
  };
  void check();
  doc.addEventListener('visibilitychange', onVisibility);
  return () => doc.removeEventListener('visibilitychange', onVisibility);
}
