/**
 * Whether this browser holds a push subscription for the site (spec section 3: 'denied' counts as not
 * subscribed). Read from the service worker registration, which is where the subscription lives.
 */
export async function readPushSubscribed(): Promise<boolean> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator) || typeof PushManager === 'undefined')
    return false;
  if (typeof Notification !== 'undefined' && Notification.permission === 'denied') return false;
  try {
    const registration = await navigator.serviceWorker.getRegistration();
    return Boolean(await registration?.pushManager.getSubscription());
  } catch {
    return false;
  }
}
