import { useCallback, useSyncExternalStore } from 'react';
import { remoteLoader } from './federation';

/**
 * The version the page's pointer names for a remote now, re-rendering when the pointer changes: the remote's
 * root shows it (data-pointer-version), so ops, support and the pointer-switch benchmark can see when an open
 * page learned of a promote or rollback, before its next navigation runs it.
 */
export function usePointerVersion(remote: string): string | undefined {
  const subscribe = useCallback(
    (listener: () => void) => remoteLoader().onPointerChange?.(listener) ?? (() => undefined),
    [],
  );
  return useSyncExternalStore(subscribe, () => remoteLoader().pointerVersion?.(remote));
}
