import type { PushState } from './steps';

/**
 * The browser half of push lives in @dating/push, shared with the host (polling) and /notifications; signup
 * reads the state, subscribes at step 1 and attaches an existing subscription to a new account.
 */
export { applicationServerKey, readPushState, subscribeBrowser as subscribePush, subscriptionBody } from '@dating/push';

/** Whether step 1 asks at all: the browser can still be asked, the site has a key and the template offers it. */
export function pushOffered(
  state: PushState,
  { publicKey, offerPush }: { publicKey: string; offerPush: boolean },
): boolean {
  return state === 'prompt' && publicKey !== '' && offerPush;
}
