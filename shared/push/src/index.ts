export {
  applicationServerKey,
  PUSH_SUBSCRIBE_TIMEOUT_MS,
  pushSupported,
  readPushState,
  subscribeBrowser,
  subscriptionBody,
  type BrowserPushState,
} from './browser';
export { isPushMessage, readLastMessage, type PushMessage } from './last-message';
export {
  isPushSubscribed,
  pushState,
  refreshPushState,
  startLastMessageSync,
  subscribePush,
  unsubscribePush,
  type PushServer,
  type PushStateStore,
} from './store';
export { usePush } from './usePush';
