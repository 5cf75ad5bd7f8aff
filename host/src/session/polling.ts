import { POLL_INTERVAL_MS, POLL_INTERVAL_PUSH_MS } from '@dating/config';

/** docs/product.md §9: every 60 s, or every 300 s while push is subscribed (the pushes bring the news). */
export const pollInterval = (pushSubscribed: boolean) => (pushSubscribed ? POLL_INTERVAL_PUSH_MS : POLL_INTERVAL_MS);
