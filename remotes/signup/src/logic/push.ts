import type { PushState } from './steps';

const pushSupported = () =>
  typeof window !== 'undefined' && 'Notification' in window && 'serviceWorker' in navigator && 'PushManager' in window;

/**
 * Push as offered by this browser: unsupported, denied, an existing subscription, or still to ask.
 * Only the missing APIs make push 'unsupported' and only the member's own 'denied' skips the question
 * (spec section 4): a subscription can live only on an active worker, so a worker still installing (the
 * first visit) or a failing lookup means there is none yet, not that push is unavailable.
 */
export async function readPushState(): Promise<{ state: PushState; subscription: PushSubscription | null }> {
  if (!pushSupported()) return { state: 'unsupported', subscription: null };
  if (Notification.permission === 'denied') return { state: 'denied', subscription: null };
  const subscription = await existingSubscription();
  return subscription ? { state: 'subscribed', subscription } : { state: 'prompt', subscription: null };
}

async function existingSubscription(): Promise<PushSubscription | null> {
  try {
    const registration = await navigator.serviceWorker.getRegistration();
    if (!registration?.active) return null;
    return await registration.pushManager.getSubscription();
  } catch (err) {
    console.warn('push subscription lookup failed', err);
    return null;
  }
}

/** Whether step 1 asks at all: the browser can still be asked, the site has a key and the template offers it. */
export function pushOffered(
  state: PushState,
  { publicKey, offerPush }: { publicKey: string; offerPush: boolean },
): boolean {
  return state === 'prompt' && publicKey !== '' && offerPush;
}

/** The VAPID public key (URL-safe base64) as the bytes PushManager wants. */
export function applicationServerKey(base64: string): Uint8Array<ArrayBuffer> {
  const padded = (base64 + '='.repeat((4 - (base64.length % 4)) % 4)).replace(/-/g, '+').replace(/_/g, '/');
  const raw = atob(padded);
  const out = new Uint8Array(new ArrayBuffer(raw.length));
  for (let i = 0; i < raw.length; i++) out[i] = raw.charCodeAt(i);
  return out;
}

/** Asks for permission and subscribes; null when the member declines or the browser cannot. */
export async function subscribePush(publicKey: string): Promise<PushSubscription | null> {
  if (!pushSupported() || !publicKey) return null;
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return null;
  const registration = await navigator.serviceWorker.ready;
  return registration.pushManager.subscribe({
    userVisibleOnly: true,
    applicationServerKey: applicationServerKey(publicKey),
  });
}

/** The JSON body part of POST user.php?push=1. */
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
