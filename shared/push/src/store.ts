import { proxy, ref } from 'valtio';
import { existingSubscription, permissionDenied, pushSupported, subscribeBrowser, subscriptionBody } from './browser';
import { listenForMessages, readLastMessage, type PushMessage } from './last-message';

/**
 * The push state of docs/product.md §3, one per page (@dating/push is a Module Federation singleton, so the host's
 * polling, signup and the /notifications page read the same): isCapable, isSubscribed (false, the
 * subscription, 'denied', or null after an error), lastMessage. Client-only state, so valtio, not react-query.
 */
export interface PushStateStore {
  /** can this browser do push at all; null until first read */
  isCapable: boolean | null;
  /** false, the subscription, 'denied' (counts as not subscribed), or null when it could not be found out */
  isSubscribed: false | PushSubscription | 'denied' | null;
  lastMessage: PushMessage | null;
  /** a subscribe or unsubscribe is under way */
  busy: boolean;
  /** the state was read at least once */
  known: boolean;
}

export const pushState = proxy<PushStateStore>({
  isCapable: null,
  isSubscribed: false,
  lastMessage: null,
  busy: false,
  known: false,
});

/** docs/product.md §3: only a subscription counts; 'denied', false and null (unknown) do not. */
export const isPushSubscribed = (value: PushStateStore['isSubscribed']): value is PushSubscription =>
  typeof value === 'object' && value !== null;

/** The server half of a change: POST or DELETE user.php?push=1 (usePushServerCalls of @dating/api-client). */
export interface PushServer {
  register(body: ReturnType<typeof subscriptionBody>): Promise<void>;
  forget(body: { subscription: { endpoint: string } }): Promise<void>;
}

/** Reads the browser's state again (on login, when /notifications opens, after the member changed a setting). */
export async function refreshPushState(): Promise<void> {
  pushState.isCapable = pushSupported();
  if (!pushState.isCapable) {
    pushState.isSubscribed = false;
  } else if (permissionDenied()) {
    pushState.isSubscribed = 'denied';
  } else {
    try {
      const subscription = await existingSubscription();
      pushState.isSubscribed = subscription ? ref(subscription) : false;
    } catch (err) {
      console.warn('push subscription lookup failed', err);
      pushState.isSubscribed = null;
    }
  }
  pushState.known = true;
}

/**
 * Subscribes this browser and tells the server (docs/product.md §5: registered only if subscribed and not
 * denied). A failure of either half leaves isSubscribed null: unknown, the page offers a retry.
 */
export async function subscribePush(publicKey: string, server: PushServer): Promise<void> {
  pushState.busy = true;
  try {
    const subscription = await subscribeBrowser(publicKey);
    if (!subscription) {
      pushState.isSubscribed = permissionDenied() ? 'denied' : false;
      return;
    }
    await server.register(subscriptionBody(subscription));
    pushState.isSubscribed = ref(subscription);
  } catch (err) {
    console.error('push subscription failed', err);
    pushState.isSubscribed = null;
  } finally {
    pushState.busy = false;
  }
}

/** Ends the subscription in the browser and forgets it on the server; null (unknown) when either fails. */
export async function unsubscribePush(server: PushServer): Promise<void> {
  pushState.busy = true;
  try {
    const subscription = await existingSubscription();
    if (subscription) {
      const endpoint = subscription.endpoint;
      await subscription.unsubscribe();
      await server.forget({ subscription: { endpoint } });
    }
    pushState.isSubscribed = false;
  } catch (err) {
    console.error('push unsubscribe failed', err);
    pushState.isSubscribed = null;
  } finally {
    pushState.busy = false;
  }
}

let syncing = false;
/** Keeps lastMessage current: what the worker kept, then each message it announces. Once per page. */
export function startLastMessageSync(): void {
  if (syncing) return;
  syncing = true;
  void readLastMessage().then((kept) => {
    if (kept && (!pushState.lastMessage || kept.received_at > pushState.lastMessage.received_at))
      pushState.lastMessage = kept;
  });
  listenForMessages((message) => (pushState.lastMessage = message));
}
