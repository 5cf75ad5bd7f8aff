import { useCallback, useEffect } from 'react';
import { useSnapshot } from 'valtio';
import { usePushServerCalls, useSettings } from '@dating/api-client';
import { pushState, refreshPushState, startLastMessageSync, subscribePush, unsubscribePush } from './store';

/**
 * The push state for a page, with subscribe and unsubscribe that do both halves (browser and server). Reads
 * the browser's state when the page mounts; push is for members only (docs/product.md §6), so only member pages
 * use this.
 */
export function usePush() {
  const state = useSnapshot(pushState);
  const server = usePushServerCalls();
  const settings = useSettings();
  const publicKey = settings.data?.push_pub ?? '';
  useEffect(() => {
    startLastMessageSync();
    void refreshPushState();
  }, []);
  const subscribe = useCallback(() => subscribePush(publicKey, server), [publicKey, server]);
  const unsubscribe = useCallback(() => unsubscribePush(server), [server]);
  return { state, publicKey, subscribe, unsubscribe, refresh: refreshPushState };
}
