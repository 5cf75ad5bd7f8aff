import { postPageHidden } from '@dating/contract';

export interface PageHiddenBeaconOptions {
  doc?: Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'>;
  sendBeacon?: (url: string, data: Blob) => boolean;
}

function defaultSendBeacon(url: string, data: Blob): boolean {
  if (typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return false;
  return navigator.sendBeacon(url, data);
}

/**
 * POST /api/page-hidden.php with an empty JSON body each time the page becomes hidden (docs/product.md §7): the
 * server keeps it as the member's 'last seen'. A beacon carries no headers, so no X-CSRF-Token: the server's route
 * asks for none and reads no body; the sid cookie goes with it (same site). Returns the function that stops it.
 */
export function startPageHiddenBeacon({
  doc = document,
  sendBeacon = defaultSendBeacon,
}: PageHiddenBeaconOptions = {}): () => void {
  const onVisibility = () => {
    if (doc.visibilityState !== 'hidden') return;
    try {
      sendBeacon(postPageHidden.path, new Blob([JSON.stringify({})], { type: 'application/json' }));
    } catch {
      // Best effort: the page is going away, and a lost 'last seen' costs the member nothing.
    }
  };
  doc.addEventListener('visibilitychange', onVisibility);
  return () => doc.removeEventListener('visibilitychange', onVisibility);
}
