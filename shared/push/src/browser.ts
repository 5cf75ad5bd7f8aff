/**
 * The browser half of push (docs/product.md §3, push state): what this browser can do and holds. The subscription
 * lives on the service worker registration of /sw.js (scope '/'), which also imports /sw-push.js.
 */

/** Where the browser stands: no push at all, the member said no, a subscription, or still to ask. */
export type BrowserPushState = 'unsupported' | 'denied' | 'subscribed' | 'prompt';

/** A push service that never answers (no network, a blocked service) must not leave the button spinning. */
export const PUSH_SUBSCRIBE_TIMEOUT_MS = 15_000;

export const pushSupported = (): boolean =>
  typeof window !== 'undefined' && 'Notification' in window && 'serviceWorker' in navigator && 'PushManager' in window;

export const permissionDenied = (): boolean =>
  typeof Notification !== 'undefined' && Notification.permission === 'denied';

/**
 * Only the missing APIs make push 'unsupported' and only the member's own 'denied' rules it out (docs/product.md §4):
 * a subscription can live only on an active worker, so a worker still installing (the first visit) or a
 * failing lookup means there is none yet, not that push is unavailable.
 */
export async function readPushState(): Promise<{ state: BrowserPushState; subscription: PushSubscription | null }> {
  if (!pushSupported()) return { state: 'unsupported', subscription: null };
  if (permissionDenied()) return { state: 'denied', subscription: null };
  const subscription = await existingSubscription().catch((err: unknown) => {
    console.warn('push subscription lookup failed', err);
    return null;
  });
  return subscription ? { state: 'subscribed', subscription } : { state: 'prompt', subscription: null };
}

/** The subscription of this browser, null when there is none; rejects when the lookup itself fails. */
export async function existingSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration?.active) return null;
  return registration.pushManager.getSubscription();
}

/** The VAPID public key (URL-safe base64) as the bytes PushManager wants. */
export function applicationServerKey(base64: string): Uint8Array<ArrayBuffer> {
  const padded = (base64 + '='.repeat((4 - (base64.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(padded);
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`push service did not answer within ${ms} ms`)), ms);
    promise.then(
      (value) => (clearTimeout(timer), resolve(value)),
      (err: unknown) => (clearTimeout(timer), reject(err)),
    );
  });
}

/**
 * Asks for permission and subscribes; null when the member declines or the browser cannot. Rejects when the
 * push service fails or does not answer in time.
 */
export async function subscribeBrowser(
  publicKey: string,
  timeoutMs = PUSH_SUBSCRIBE_TIMEOUT_MS,
): Promise<PushSubscription | null> {
  if (!pushSupported() || !publicKey) return null;
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return null;
  const registration = await withTimeout(navigator.serviceWorker.ready, timeoutMs);
  return withTimeout(
    registration.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: applicationServerKey(publicKey),
    }),
    timeoutMs,
  );
}

/** The JSON body of POST user.php?push=1. */
export function subscriptionBody(subscription: PushSubscription) {
  const json = subscription.toJSON();
  return {
    subscription: {
      endpoint: json.endpoint ?? subscription.endpoint,
      expirationTime: json.expirationTime ?? null,
      keys: { p256dh: json.keys?.p256dh ?? '', auth: json.keys?.auth ?? '' },
    },
  };
}
